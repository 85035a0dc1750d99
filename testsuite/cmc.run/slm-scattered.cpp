// Shared local memory in one thread: cm_slm_alloc'd buffers written
// scattered and as a block, read back after a fence and a barrier, plus
// an SLM atomic add.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:192:out.bin" } }

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
    cm_slm_read(buffer, offsets, data);
    write(out, 0, back);
    write(out, 64, old);
    write(out, 96, block);
    write(out, 128, data);
}
