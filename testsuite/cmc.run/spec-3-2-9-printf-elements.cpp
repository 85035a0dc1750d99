// CM spec 3.2.9 (example 3_2_9_k): every spelling of element access on a
// 1x1 matrix (m[0][0], m[0](0), m(0, 0)) and a 1-element vector (v[0],
// v(0)) passed to printf.
// { dg-do run }
// { dg-final { run-kernel-stdout "buf:in.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void printf_elements(SurfaceIndex in)
{
    vector<int, 4> both;
    read(in, 0, both);
    matrix<int, 1, 1> mrx = both(0);
    vector<int, 1> vec = both(1);

    printf("%d\n", mrx[0][0]);
    printf("%d\n", mrx[0](0));
    printf("%d\n", mrx(0, 0));
    printf("%d\n", vec[0]);
    printf("%d\n", vec(0));
}
