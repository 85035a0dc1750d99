// Vectors are passed and returned by value: the subroutine's parameters
// and result are flat LLVM vectors, and in vISA SIMD8 variables that the
// caller fills before `call` and reads after it.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal <8 x float> @_Z4lerp6vectorIfLi8EES0_f\\(<8 x float> %a, <8 x float> %b, float %t\\)" } }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1>" } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\) _Z4lerp" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ vector<float, 8> lerp(vector<float, 8> a, vector<float, 8> b, float t)
{
    return a + (b - a) * t;
}

extern "C" _GENX_MAIN_ void kernel_lerp(SurfaceIndex buffer, float t)
{
    vector<float, 8> a, b;
    read(buffer, 0, a);
    read(buffer, 32, b);
    vector<float, 8> c = lerp(a, b, t);
    c = lerp(c, a, 0.5f);
    write(buffer, 64, c);
}
