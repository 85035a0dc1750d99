// A global vector written at the bottom of a call chain and read back in
// the kernel: every function on the chain takes it and returns its new
// value (packed with its own result where it has one), at -O0 as real
// vISA subroutines.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal <8 x float> @_Z4leaff\\(float %x, <8 x float> %sum\\)" } }
// { dg-final { scan-llvm "define internal \\\{ float, <8 x float> \\\} @_Z5innerf\\(float %x, <8 x float> %sum\\)" } }
// { dg-final { scan-llvm "define internal <8 x float> @_Z5outerv\\(<8 x float> %sum\\)" } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\)" 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

vector<float, 8> sum;

CM_NOINLINE void leaf(float x)
{
    sum = sum + x;
}

CM_NOINLINE float inner(float x)
{
    leaf(x);
    return x * 2.0f;
}

CM_NOINLINE void outer()
{
    float y = inner(1.5f);
    leaf(y);
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    outer();
    write(buf, 0, sum);
}
