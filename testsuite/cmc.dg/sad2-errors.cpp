// cm_sad2 / cm_sada2 operands cmc rejects, each at its call: elements
// that are not integers of at most 32 bits (Intel's byte_type leaves them
// as they are, and SAD2 takes only bytes), an odd number of elements
// (SAD2 sums pairs), a sada2 result that is not an integer of at most
// 32 bits (Intel's word_type), and a src2 of another size.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<float, 16> f = 0;
    vector<uchar, 16> a = 1, b = 2;
    vector<uchar, 15> odd = 3;
    vector<long long, 16> wide = 4;
    vector<ushort, 16> s = cm_sad2<ushort>(f, f); // { dg-error "cm_sad2 needs integer operands of at most 32 bits" }
    s = cm_sad2<ushort>(wide, a); // { dg-error "cm_sad2 needs integer operands of at most 32 bits" }
    vector<ushort, 15> t = cm_sad2<ushort>(odd, odd); // { dg-error "cm_sad2 needs vectors of an even number of elements" }
    ushort u = cm_sad2<ushort>(a(0), b(0)); // { dg-error "cm_sad2 of scalars has one element" }
    vector<float, 16> r = cm_sada2<float>(a, b, s); // { dg-error "cm_sada2's result element must be an integer of at most 32 bits" }
    vector<ushort, 8> eight = 0;
    s = cm_sada2<ushort>(a, b, eight); // { dg-error "operand has 8 elements where 16 are needed" }
    s = cm_sada2<ushort>(a, b, s, s(0)); // { dg-error "the saturation flag must be a constant" }
    write(buf, 0, s);
    write(buf, 32, t.select<8, 1>(0));
    write(buf, 64, r);
    write(buf, 128, vector<ushort, 8>(u));
}
