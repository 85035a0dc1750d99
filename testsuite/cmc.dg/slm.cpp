// Shared local memory: cm_slm_init's size reaches genx.kernels (operand 3)
// and vISA's SLMSize (in KB); cm_slm_alloc hands out buffers (byte offsets);
// accesses are messages on %slm (surface index 254 in the IR): scattered
// with element offsets, oword blocks, read4/write4 channels, atomics.
// { dg-do compile }
// { dg-final { scan-llvm "!\\\{ptr @slm_kernel, !\"slm_kernel\", !\[0-9\]+, i32 4096," } }
// { dg-final { scan-llvm "@llvm.genx.gather.scaled.v16i32.v16i1.v16i32\\(<16 x i1> <i1 true.*i32 254, i32 0," } }
// { dg-final { scan-llvm "@llvm.genx.oword.st.v16i32\\(i32 254, i32 64," } }
// { dg-final { scan-llvm "@llvm.genx.gather4.scaled.v32f32.v8i1.v8i32" } }
// { dg-final { scan-visa "^\\.kernel_attr SLMSize=4" } }
// { dg-final { scan-visa "^\\s*scatter_scaled.4 \\(M1_NM, 16\\) %slm 0x0:ud V\[0-9\]+.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*gather_scaled.4 \\(M1_NM, 16\\) %slm 0x0:ud " } }
// { dg-final { scan-visa "^\\s*oword_st \\(4\\) %slm 0x40:ud " } }
// { dg-final { scan-visa "^\\s*oword_ld \\(2\\) %slm 0x41:ud " } }
// { dg-final { scan-visa "^\\s*dword_atomic.add \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "^\\s*dword_atomic.inc \\(M1_NM, 8\\) %slm V\[0-9\]+.0 %null.0 %null.0 %null.0" } }
// { dg-final { scan-visa "^\\s*gather4_scaled.RGBA \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "^\\s*scatter4_scaled.RG \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "^\\s*barrier" } }
// { dg-final { scan-visa "^\\s*fence_local.E" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void slm_kernel(SurfaceIndex in, SurfaceIndex out)
{
    cm_slm_init(4096);
    uint buffer = cm_slm_alloc(1024);
    uint second = cm_slm_alloc(256);
    vector<uint, 16> offsets;
    read(in, 0, offsets);
    vector<int, 16> data;
    read(in, 64, data);
    cm_slm_write(buffer, offsets, data);
    cm_slm_block_write(second, 0, data);
    cm_slm_fence(CM_GLOBAL_COHERENT_FENCE);
    cm_barrier();
    vector<int, 16> back;
    cm_slm_read(buffer, offsets, back);
    vector<int, 8> block;
    cm_slm_block_read(second, 16, block);
    vector<uint, 8> few = offsets.select<8, 1>(0);
    vector<int, 8> old;
    cm_slm_atomic(buffer, ATOMIC_ADD, few, old, block);
    cm_slm_atomic(buffer, ATOMIC_INC, few, 0);
    vector<float, 32> channels;
    cm_slm_read4(buffer, few, channels, SLM_ABGR_ENABLE);
    cm_slm_write4(buffer, few, channels.select<16, 1>(0), SLM_GR_ENABLE);
    write(out, 0, back);
    write(out, 64, old + block);
    write(out, 128, channels);
}
