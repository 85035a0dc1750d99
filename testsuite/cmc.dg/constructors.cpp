// Constructors and assignment (CM spec 3.2.1, 3.2.2): from a scalar
// (replicated, converted), from a vector of another shape with the same
// number of elements (row-major copy), copy-construction, explicit element
// conversion, and vector_ref/matrix_ref bound to objects.
// { dg-do compile }
// { dg-final { scan-llvm "sitofp <8 x i32> %\[0-9a-z.\]+ to <8 x float>" } }
// { dg-final { scan-llvm "trunc <8 x i32> %\[0-9a-z.\]+ to <8 x i16>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void constructors(SurfaceIndex in, SurfaceIndex out)
{
    vector<uchar, 16> vi;
    read(in, 0, vi);
    vector<uchar, 16> vo(vi);           // a copy
    matrix<uint, 4, 4> m1, m2;
    matrix_ref<uint, 4, 4> m3 = m1;
    char c = '?';
    m1 = c;                             // '?' in every element
    m2 = m3;                            // the elements of m1
    m2.row(0) = vo.select<4, 4>(0);
    vector<int, 8> i;
    read(in, 16, i);
    vector<float, 8> f = i;             // implicit conversion
    vector<short, 8> s = vector<short, 8>(i);  // explicit conversion
    matrix<float, 2, 4> shaped(f);      // row-major copy into a matrix
    matrix<float, 4, 2> reshaped = shaped;
    write(out, 0, vo);
    write(out, 16, m2.format<uint>());
    write(out, 128, reshaped.format<float>());
    write(out, 160, s);
}
