// Misused math builtins are located errors: integer-only operations on
// floats, a non-constant saturation flag, dot products of a length that is
// not a multiple of 4, IEEE operations TGLLP lacks.
// { dg-do compile }

extern "C" _GENX_MAIN_ void misuse(SurfaceIndex in, SurfaceIndex out, int flag)
{
    vector<float, 8> f;
    vector<float, 6> six;
    read(in, 0, f);
    vector<float, 8> a = cm_quot(f, f);          // { dg-error "cm_quot needs integer operands, not float" }
    vector<float, 8> b = cm_add(f, f, flag);     // { dg-error "saturation flag must be a constant" }
    vector<float, 6> c = cm_dp4(six, six);       // { dg-error "cm_dp4 needs a multiple of 4 elements, not 6" }
    vector<float, 8> d = cm_sqrt_ieee(f);        // { dg-error "cm_sqrt_ieee is not supported on TGLLP" }
    vector<float, 8> e = cm_add(f, f, 3);        // { dg-error "must be SAT or 0, not 3" }
    write(out, 0, a + b + d + e);
}
