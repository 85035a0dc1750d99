// SLM block reads and writes on SKL, whose SLM takes no oword block
// messages (vISA's verifier rejects surface T0 in OWORD_LD/ST before
// ICLLP): cmc moves the blocks as dword scattered messages instead.
// Blocks of 128, 64, 32 and 16 bytes of several element types.
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel "-march=SKL buf:zero:256:out.bin" } }
// { dg-final { scan-visa-not "oword_(ld|st)\[^\\n\]*%slm" } }
// { dg-final { finalize-visa SKL } }

extern "C" _GENX_MAIN_ void slm_blocks(SurfaceIndex out)
{
    cm_slm_init(512);
    uint slm = cm_slm_alloc(512);
    vector<uint, 32> a;
    vector<float, 16> b;
    vector<uchar, 32> c;
    vector<ushort, 8> d;
    for (int i = 0; i < 32; i++) {
        a(i) = i * 7;
        c(i) = i + 100;
    }
    for (int i = 0; i < 16; i++)
        b(i) = i * 0.5f;
    for (int i = 0; i < 8; i++)
        d(i) = i * 1000;
    cm_slm_block_write(slm, 0, a);
    cm_slm_block_write(slm, 128, b);
    cm_slm_block_write(slm, 192, c);
    cm_slm_block_write(slm, 224, d);
    vector<uint, 64> all = 0;
    cm_slm_block_read(slm, 0, all.select<32, 1>(0));
    cm_slm_block_read(slm, 128, all.select<16, 1>(32));
    cm_slm_block_read(slm, 192, all.select<8, 1>(48));
    cm_slm_block_read(slm, 224, all.select<4, 1>(56));
    write(out, 0, all.select<32, 1>(0));
    write(out, 128, all.select<32, 1>(32));
}
