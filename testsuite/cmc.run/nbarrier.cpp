// Named barriers on PVC: each half of a group of 8 threads (local ids
// 0-3 and 4-7) meets at its own barrier (ids 0 and 1), twice.  Each
// thread writes a value to SLM, signals its half's barrier, waits, then
// sums the four values of its half: a wait that did not hold the thread
// until its half had all written would read zeros.  Two groups, each
// with its own SLM and barriers.  With 6 threads a group's second half
// has 2 threads for a barrier of 4: cmrun stops, as the GPU would hang.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC -g 2 -l 8 buf:zero:256:out.bin" } }
// { dg-final { run-kernel-fault "-march=PVC -g 1 -l 6 buf:zero:256:out.bin" "named barrier 1: 2 of the 4 threads of its phase signalled" } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    cm_nbarrier_init(2);
    cm_slm_init(256);
    uint slm = cm_slm_alloc(256);
    uint t = cm_linear_local_id();
    uint half = t >> 2;
    vector<uint, 4> mine = t + 100 * (cm_group_id(0) + 1);
    cm_slm_block_write(slm, t * 16, mine);
    cm_nbarrier_signal(half, 0u, 4u, 4u);
    cm_nbarrier_wait(half);
    vector<uint, 16> seen;
    cm_slm_block_read(slm, half * 64, seen);
    vector<uint, 4> result;
    result[0] = seen[0] + seen[4] + seen[8] + seen[12];
    mine = t * t + 1;
    cm_slm_block_write(slm, 128 + t * 16, mine);
    cm_nbarrier_signal(half, 0u, 4u, 4u);
    cm_nbarrier_wait(half);
    cm_slm_block_read(slm, 128 + half * 64, seen);
    result[1] = seen[0] + seen[4] + seen[8] + seen[12];
    result[2] = half;
    result[3] = t;
    write(out, (cm_group_id(0) * 8 + t) * 16, result);
}
