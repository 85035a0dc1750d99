// What Intel's compiler rejects around enum constants and masks is
// rejected where it is written: an enum variable that is not a constant
// as a template argument, a vector comparison (a mask) assigned to a
// scalar, said in CM terms (the mask's type, not cm.h's
// cm_detail::compare_result).
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out, int x)
{
    vector<uint, 8> lanes = 0;
    vector<int, 8> v = 1;
    CmAtomicOpType chosen = x > 0 ? ATOMIC_ADD : ATOMIC_SUB;
    write_atomic<chosen>(out, lanes, lanes); // { dg-error "no matching function for call to 'write_atomic'" }
    int b = v > 3;                           // { dg-error "no viable conversion from 'vector<ushort, 8>' \\(the mask a comparison of 'vector<int, 8>' with 'int' gives\\) to 'int'" }
    matrix<float, 2, 4> m = 0;
    float f = 1.0f < m;                      // { dg-error "no viable conversion from 'matrix<ushort, 2, 4>' \\(the mask a comparison of 'float' with 'matrix<float, 2, 4>' gives\\) to 'float'" }
}
