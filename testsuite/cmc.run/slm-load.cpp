// cm_slm_load(slm, surface, offset, size) as Intel's headers define it:
// the threads of a group copy the buffer's bytes from `offset` into the
// SLM buffer in 256-byte blocks, block k by the thread whose linear local
// id is k mod the group size, then fence and barrier, so every thread
// sees the whole copy.  1892 bytes are 7 whole blocks (the last 100
// bytes are not copied: the marker written there before the call
// survives); each group copies from its own offset, into an SLM buffer
// that does not start at 0.  Every thread writes back what it sees.
// { dg-do run }
// { dg-final { run-kernel "-g 2 -l 3 buf:in.bin buf:zero:10848:out.bin" } }
// { dg-final { scan-visa "barrier" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void copy(SurfaceIndex in, SurfaceIndex out)
{
    cm_slm_init(4096);
    uint skipped = cm_slm_alloc(16);
    uint slm = cm_slm_alloc(2048);
    uint local = cm_linear_local_id();
    uint thread = cm_linear_group_id() * cm_linear_local_size() + local;
    if (local == 0) {
        vector<uint, 4> marker = 0xabcd0000 + cm_linear_group_id();
        cm_slm_block_write(slm, 1792, marker);
        cm_slm_block_write(skipped, 0, marker);
    }
    cm_slm_load(slm, in, cm_linear_group_id() * 256 + 16, 1892);
    uint base = thread * 1808;
#pragma unroll
    for (int chunk = 0; chunk < 14; chunk++) {
        vector<uint, 32> v;
        cm_slm_block_read(slm, chunk * 128, v);
        write(out, base + chunk * 128, v);
    }
    vector<uint, 4> tail;
    cm_slm_block_read(slm, 1792, tail);
    write(out, base + 1792, tail);
}
