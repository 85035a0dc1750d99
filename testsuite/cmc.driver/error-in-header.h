// Included by error-in-header.cpp.
extern "C" _GENX_MAIN_ void too_much_slm(SurfaceIndex out)
{
    cm_slm_init(64);
    uint slm = cm_slm_alloc(128);
    vector<uint, 8> v = slm;
    write(out, 0, v);
}
