// vector<float, 8> + vector<float, 8>, oword block read and write, and the
// thread's x origin: the smallest complete kernel.
// { dg-do compile }
// { dg-final { scan-visa "^\\.kernel \"vector_add\"" } }
// { dg-final { scan-visa-times "oword_ld" 2 } }
// { dg-final { scan-visa-times "oword_st" 1 } }
// { dg-final { scan-visa "^\\s*add \\(M1(_NM)?, 8\\)" } }
// { dg-final { scan-llvm "fadd <8 x float>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void vector_add(SurfaceIndex a, SurfaceIndex b,
                                       SurfaceIndex c)
{
    int offset = get_thread_origin_x() * 8 * sizeof(float);
    vector<float, 8> va;
    vector<float, 8> vb;
    read(a, offset, va);
    read(b, offset, vb);
    vector<float, 8> sum = va + vb;
    write(c, offset, sum);
}
