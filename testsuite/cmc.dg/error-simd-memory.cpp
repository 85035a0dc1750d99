// Scattered, atomic, media and SLM messages and barriers inside SIMD
// control flow would touch every channel, not only the active ones: until
// cmc predicates them with the execution mask, each is a located error
// rather than wrong code.  Thread ids stay allowed (they only read).
// { dg-do compile }

extern "C" _GENX_MAIN_ void simd_memory_errors(SurfaceIndex s, int x)
{
    cm_slm_init(1024);
    vector<uint, 8> offsets(0);
    vector<uint, 8> data = 1;
    vector<int, 8> m = x;
    SIMD_IF_BEGIN (m) {
        write(s, 0, offsets, data); // { dg-error "'write' inside SIMD control flow is not supported yet" }
        read(s, 0, offsets, data); // { dg-error "'read' inside SIMD control flow is not supported yet" }
        write_atomic<ATOMIC_INC>(s, offsets); // { dg-error "'write_atomic' inside SIMD control flow is not supported yet" }
        cm_slm_write(0, offsets, data); // { dg-error "'cm_slm_write' inside SIMD control flow is not supported yet" }
        cm_barrier(); // { dg-error "'cm_barrier' inside SIMD control flow is not supported yet" }
        data += cm_local_id(0);
    } SIMD_IF_END;
}
