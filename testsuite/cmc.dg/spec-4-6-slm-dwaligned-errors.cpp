// cm_slm_block_read(DWALIGNED(slm), offset, v) (CM specification 4.6):
// a constant offset must be a multiple of 4 with a DWALIGNED buffer, and
// of 16 with the other attributes (they mean an oword block), each an
// error at the offset; the attribute must be a constant.
// { dg-do compile }

extern "C" _GENX_MAIN_ void slm_dwaligned_errors(SurfaceIndex out, int a)
{
    cm_slm_init(1024);
    uint slm = cm_slm_alloc(512);
    vector<uint, 4> r;
    cm_slm_block_read(DWALIGNED(slm), 4, r);
    cm_slm_block_read(DWALIGNED(slm), 6, r); // { dg-error "SLM block offset 6 is not a multiple of 4 bytes" }
    cm_slm_block_read(MODIFIED_DWALIGNED(slm), 2, r); // { dg-error "SLM block offset 2 is not a multiple of 4 bytes" }
    cm_slm_block_read(MODIFIED(slm), 4, r); // { dg-error "SLM block offset 4 is not a multiple of 16 bytes" }
    cm_slm_block_read(slm, (CmBufferAttrib)a, 16, r); // { dg-error "buffer attribute" }
    write(out, 0, r);
}
