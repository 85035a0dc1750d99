// Subroutines calling subroutines, used by two kernels in one file: each
// kernel gets its own copy of every subroutine it reaches, and one
// .visaasm holds both kernels.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa-times "^\\.kernel " 2 } }
// { dg-final { scan-visa-times "^\\.function \"_Z4bias6vectorIiLi8EE_BB_0\"" 2 } }
// { dg-final { scan-visa-times "^\\.function \"_Z6offseti_BB_0\"" 2 } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\) _Z6offseti_BB_0" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int offset(int x) { return x + 3; }

_GENX_ vector<int, 8> bias(vector<int, 8> v)
{
    return v + offset(v(0));
}

extern "C" _GENX_MAIN_ void first(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    write(buffer, 0, bias(v));
}

extern "C" _GENX_MAIN_ void second(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 32, v);
    v = bias(v) + n;
    write(buffer, 32, v);
}
