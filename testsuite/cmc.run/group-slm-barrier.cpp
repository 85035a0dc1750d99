// Shared local memory and a barrier across the threads of a group: each
// thread stores its value in SLM, waits at cm_barrier, then reads its
// right neighbour's (local id + 1, mod 4).  Each group has its own SLM.
// { dg-do run }
// { dg-final { run-kernel "-g 3 -l 4 buf:in.bin buf:zero:384:out.bin" } }

extern "C" _GENX_MAIN_ void neighbours(SurfaceIndex in, SurfaceIndex out)
{
    cm_slm_init(256);
    uint slm = cm_slm_alloc(256);
    uint id = cm_linear_global_id();
    uint local = cm_local_id(0);
    vector<int, 8> mine;
    read(in, id * 32, mine);
    cm_slm_block_write(slm, local * 32, mine);
    cm_barrier();
    vector<int, 8> next;
    cm_slm_block_read(slm, ((local + 1) % 4) * 32, next);
    write(out, id * 32, next - mine);
}
