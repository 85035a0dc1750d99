// Inside SIMD control flow, scattered messages take the active channels
// as their predicate; what cannot be restricted to them is a located
// error: a message of another width than the block's, block and media
// reads and writes (the specification forbids them), and a barrier (a
// thread whose channels all skip the block would never reach it).
// { dg-do compile }

extern "C" _GENX_MAIN_ void simd_memory_errors(SurfaceIndex s, int x)
{
    cm_slm_init(1024);
    vector<uint, 8> offsets(0);
    vector<uint, 16> wide_offsets(0);
    vector<uint, 8> data = 1;
    vector<uint, 16> wide = 1;
    vector<int, 8> m = x;
    matrix<uchar, 4, 8> block;
    SIMD_IF_BEGIN (m) {
        write(s, 0, wide_offsets, wide); // { dg-error "a message inside SIMD control flow of width 8 must access 8 elements or one, not 16" }
        read(s, 0, 0, block); // { dg-error "media block read and write is not allowed inside SIMD control flow" }
        read(DWALIGNED(s), 0, data); // { dg-error "oword block read and write is not allowed inside SIMD control flow" }
        cm_slm_block_write(0, 0, data); // { dg-error "oword block read and write is not allowed inside SIMD control flow" }
        cm_barrier(); // { dg-error "'cm_barrier' is not allowed inside SIMD control flow: a thread whose channels all skip the block would never reach it" }
        data += cm_local_id(0);
    } SIMD_IF_END;
}
