// math-ieee.h - the kernel of the math-ieee*.cpp run tests: correctly
// rounded float division and square root, with Intel's IEEE instructions
// (cm_div_ieee, cm_sqrt_ieee) where CM_HAS_IEEE_DIV_SQRT says the
// platform has them, and in double precision rounded once to float where
// it does not (exact too: a double holds more than twice float's
// significand); and cm_lsr, a logical (zero-filling) shift of signed
// ints.

extern "C" _GENX_MAIN_ void ieee(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> a, b;
    vector<int, 16> n;
    read(in, 0, a);
    read(in, 64, b);
    read(in, 128, n);
#ifdef CM_HAS_IEEE_DIV_SQRT
    vector<float, 16> quotient = cm_div_ieee(a, b);
    vector<float, 16> root = cm_sqrt_ieee(cm_abs(a));
#else
    vector<float, 16> quotient = vector<double, 16>(a) / vector<double, 16>(b);
    vector<float, 16> root = cm_sqrt(vector<double, 16>(cm_abs(a)));
#endif
    write(out, 0, quotient);
    write(out, 64, root);
    vector<int, 16> shifted = cm_lsr<int>(n, n & 31);
    write(out, 128, shifted);
}
