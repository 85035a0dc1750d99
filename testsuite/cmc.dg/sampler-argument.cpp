// SurfaceIndex and SamplerIndex kernel arguments (CM spec 2.3): surfaces
// and samplers are argument kinds 2 and 1 in genx.kernels, and become
// T and S variables with .input declarations in vISA.
// { dg-do compile }
// { dg-final { scan-llvm "!\\\{i32 2, i32 1, i32 0\\\}" } }
// { dg-final { scan-visa "v_type=S" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void handles(SurfaceIndex buffer, SamplerIndex sampler,
                                    int x)
{
    vector<int, 8> v = x;
    write(buffer, 0, v);
}
