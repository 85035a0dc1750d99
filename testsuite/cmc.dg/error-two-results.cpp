// Misused two-result builtins are located errors, where Intel's headers
// reject them too: cm_imul takes 32-bit integer operands and a 32-bit lo,
// every operand is a scalar or has the result's size
// (error-two-results-overload.cpp: what Intel's overloads reject).
// { dg-do compile }

extern "C" _GENX_MAIN_ void misuse(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i, lo;
    vector<short, 8> s, slo;
    vector<float, 8> f;
    vector<int, 4> four;
    matrix<int, 2, 4> mlo;
    read(in, 0, i);
    vector<int, 8> a = cm_imul(lo, s, s);      // { dg-error "cm_imul needs 32-bit integers \\(int or unsigned int\\), not short" }
    vector<short, 8> b = cm_imul(slo, i, i);   // { dg-error "cm_imul needs 32-bit integers \\(int or unsigned int\\), not short" }
    vector<float, 8> c = cm_imul(f, f, f);     // { dg-error "cm_imul needs integer operands, not float" }
    vector<int, 8> d = cm_imul(mlo, i, four);  // { dg-error "cm_imul: this operand has 4 elements, the result 8" }
    write(out, 0, a + b + c + d);
}
