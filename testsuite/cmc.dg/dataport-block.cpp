// Oword block reads with an attribute: DWALIGNED allows a dword-aligned
// offset (OWORD_LD_UNALIGNED, byte offset); MODIFIED sets is_modified.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.oword.ld.unaligned.v8i32\\(i32 0, i32 %in, i32 4\\)" } }
// { dg-final { scan-llvm "@llvm.genx.oword.ld.v16f32\\(i32 1, i32 %in, i32 4\\)" } }
// { dg-final { scan-visa "^\\s*oword_ld_unaligned \\(2\\) T6 0x4:ud V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*oword_ld \\(4\\) T6 0x4:ud V\[0-9\]+.0" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void blocks(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> unaligned;
    read(DWALIGNED(in), 4, unaligned);
    vector<float, 16> modified;
    read(MODIFIED(in), 64, modified);
    write(out, 0, unaligned);
    write(out, 64, modified);
}
