// Oword block reads with the buffer attributes the other tests do not
// use: CONSTANT(surface) and GENX_CONSTANT (oword-aligned reads),
// GENX_CONSTANT_DWALIGNED held in a CmBufferAttrib constant and
// GENX_MODIFIED_DWALIGNED (dword-aligned reads, vISA's
// oword_ld_unaligned); then the data written back, behind fences of each
// CmFenceMask flush: L3 instructions, texture and constant data, the L1
// read-only data (CM_L1_FLUASH_RO_DATA, Intel's spelling) and a local
// (SLM) fence (CM_LOCAL_BARRIER).
// { dg-do run }
// { dg-final { scan-visa "^\\s*oword_ld \\(2\\) T\[0-9\]+ 0x2:ud " } }
// { dg-final { scan-visa "^\\s*oword_ld \\(2\\) T\[0-9\]+ 0x5:ud " } }
// { dg-final { scan-visa-times "^\\s*oword_ld_unaligned \\(2\\) T\[0-9\]+ 0x\[48\]:ud " 2 } }
// { dg-final { scan-visa "^\\s*fence_global.I$" } }
// { dg-final { scan-visa "^\\s*fence_global.S$" } }
// { dg-final { scan-visa "^\\s*fence_global.C$" } }
// { dg-final { scan-visa "^\\s*fence_global.IS$" } }
// { dg-final { scan-visa "^\\s*fence_global.L1$" } }
// { dg-final { scan-visa "^\\s*fence_local$" } }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

extern "C" _GENX_MAIN_ void attributes(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> a, b, c, d;
    read(CONSTANT(in), 32, a);
    read(in, GENX_CONSTANT, 80, d);
    constexpr CmBufferAttrib constant_dwords = GENX_CONSTANT_DWALIGNED;
    read(in, constant_dwords, 4, b);
    read(in, GENX_MODIFIED_DWALIGNED, 8, c);
    cm_fence(CM_L3_FLUSH_INSTRUCTIONS);
    cm_fence(CM_L3_FLUSH_TEXTURE_DATA);
    cm_fence(CM_L3_FLUSH_CONSTANT_DATA);
    cm_fence(CM_L3_FLUSH_INSTRUCTIONS | CM_L3_FLUSH_TEXTURE_DATA);
    constexpr CmFenceMask read_only = CM_L1_FLUASH_RO_DATA;
    cm_fence(read_only);
    cm_fence(CM_LOCAL_BARRIER);
    write(out, 0, a);
    write(out, 32, b);
    write(out, 64, c);
    write(out, 96, d);
}
