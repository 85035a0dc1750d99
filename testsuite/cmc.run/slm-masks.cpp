// SLM dword messages with byte offsets: cm_slm_write_scaled fills 64
// dwords, cm_slm_read4_scaled reads the channels x, y, z, w (R, G, B, A)
// of 8 quads with each of the 15 SLM channel masks (SLM_R_ENABLE ...
// SLM_ABGR_ENABLE), enabled channel c of address i at c * 8 + i;
// cm_slm_write4_scaled writes the y and w channels (SLM_AG_ENABLE), then
// z (SLM_B_ENABLE), of 8 quads of a zeroed region that
// cm_slm_read_scaled reads back.
// { dg-do run }
// { dg-final { scan-visa "gather4_scaled.R \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "gather4_scaled.RB \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "gather4_scaled.GBA \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "scatter4_scaled.GA \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "scatter4_scaled.B \\(M1_NM, 8\\) %slm " } }
// { dg-final { scan-visa "scatter_scaled.4 \\(M1_NM, 32\\) %slm " } }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:1152:out.bin" } }

/* Reads the channels MASK enables (K of them) of the 8 quads at `at`
 * into all[POS ...]. */
#define READ4(MASK, K, POS)                                                   \
    {                                                                         \
        vector<uint, 8 * K> r;                                                \
        cm_slm_read4_scaled(buffer, at, r, MASK);                             \
        all.select<8 * K, 1>(POS) = r;                                        \
    }

extern "C" _GENX_MAIN_ void slm_masks(SurfaceIndex in, SurfaceIndex out)
{
    cm_slm_init(1024);
    uint buffer = cm_slm_alloc(1024);
    vector<uint, 32> lane;
    for (int i = 0; i < 32; i++)
        lane(i) = i;
    vector<uint, 32> first, second;
    read(in, 0, first);
    read(in, 128, second);
    cm_slm_write_scaled(buffer, lane * 4, first);
    cm_slm_write_scaled(buffer, 128 + lane * 4, second);

    /* the quads 7, 6, ... 0 of every other 32 bytes, from byte 16 */
    vector<uint, 8> at = 16 + (7 - lane.select<8, 1>(0)) * 32;
    vector<uint, 256> all;
    READ4(SLM_R_ENABLE, 1, 0)
    READ4(SLM_G_ENABLE, 1, 8)
    READ4(SLM_GR_ENABLE, 2, 16)
    READ4(SLM_B_ENABLE, 1, 32)
    READ4(SLM_BR_ENABLE, 2, 40)
    READ4(SLM_BG_ENABLE, 2, 56)
    READ4(SLM_BGR_ENABLE, 3, 72)
    READ4(SLM_A_ENABLE, 1, 96)
    READ4(SLM_AR_ENABLE, 2, 104)
    READ4(SLM_AG_ENABLE, 2, 120)
    READ4(SLM_AGR_ENABLE, 3, 136)
    READ4(SLM_AB_ENABLE, 2, 160)
    READ4(SLM_ABR_ENABLE, 3, 176)
    READ4(SLM_ABG_ENABLE, 3, 200)
    READ4(SLM_ABGR_ENABLE, 4, 224)
    for (int k = 0; k < 8; k++)
        write(out, k * 128, all.select<32, 1>(k * 32));

    /* quads of bytes 512 ... 639: y and w, then z; x stays zero */
    vector<uint, 32> zero = 0;
    cm_slm_write_scaled(buffer, 512 + lane * 4, zero);
    vector<uint, 8> quads = 512 + lane.select<8, 1>(0) * 16;
    constexpr SLM_ChannelMaskType y_and_w = SLM_AG_ENABLE;
    cm_slm_write4_scaled(buffer, quads, first.select<16, 1>(0) + 1000, y_and_w);
    cm_slm_write4_scaled(buffer, quads, second.select<8, 1>(0) + 2000, SLM_B_ENABLE);
    vector<uint, 32> back;
    cm_slm_read_scaled(buffer, 512 + lane * 4, back);
    write(out, 1024, back);
}
