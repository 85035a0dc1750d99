// The kernel of determinism.exp: two groups of four threads whose results
// depend on the order threads run in.  Every channel adds 1 to one SLM
// dword (keeping the value before), the group meets at a barrier, reads
// the SLM total, then adds 1 to one global dword (keeping the value
// before).  Thread id (linear) writes 96 bytes at id * 96: its SLM old
// values, the SLM total, its global old values.
extern "C" _GENX_MAIN_ void order(SurfaceIndex counter, SurfaceIndex out)
{
    cm_slm_init(64);
    uint slm = cm_slm_alloc(64);
    uint id = cm_linear_global_id();
    vector<uint, 8> offsets = 0, one = 1;
    vector<uint, 8> slm_old, total, global_old;
    cm_slm_atomic(slm, ATOMIC_ADD, offsets, slm_old, one);
    cm_barrier();
    cm_slm_read(slm, offsets, total);
    write_atomic<ATOMIC_ADD>(counter, offsets, one, global_old);
    write(out, id * 96, slm_old);
    write(out, id * 96 + 32, total);
    write(out, id * 96 + 64, global_old);
}
