// cm_slm_load ends with a barrier that every thread of the group must
// reach: inside SIMD control flow it is an error at the call.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    cm_slm_init(1024);
    uint slm = cm_slm_alloc(1024);
    vector<int, 8> v;
    read(buf, 0, v);
    SIMD_IF_BEGIN(v > 0) {
        cm_slm_load(slm, buf, 0, 1024); // { dg-error "'cm_slm_load' is not allowed inside SIMD control flow" }
    } SIMD_IF_END;
    write(buf, 0, v);
}
