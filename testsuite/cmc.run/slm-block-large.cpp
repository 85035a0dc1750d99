// SLM blocks of any whole number of owords, as Intel's current headers
// take them (cm_slm_block_write is cm_store_slm, which the backend
// splits): 512 bytes (x_attn/flash-attention kernels write a 512-byte
// temp), 208 = 128 + 64 + 16, 224 = 128 + 64 + 32 and 48 = 32 + 16
// bytes, written and read back through other shapes, at oword offsets
// and, DWALIGNED, 208 bytes at a dword offset.  Each piece is one oword
// block message (dword scattered messages for DWALIGNED, and on SKL:
// slm-block-large-skl.cpp).
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:1024:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void slm_block_large(SurfaceIndex ints,
                                            SurfaceIndex out)
{
    cm_slm_init(2048);
    uint slm = cm_slm_alloc(2048);
    vector<int, 128> in;
#pragma unroll
    for (int i = 0; i < 4; i++)
        read(ints, 128 * i, in.select<32, 1>(32 * i));

    cm_slm_block_write(slm, 0, in);                        /* 512 bytes */
    vector<ushort, 104> mid = in.select<52, 1>(3).format<ushort>();
    cm_slm_block_write(slm, 512, mid);                     /* 208 bytes */
    vector<float, 12> small = in.select<12, 1>(70);
    cm_slm_block_write(slm, 720, small);                   /* 48 bytes */
    cm_slm_block_write(slm, 768, in.select<56, 1>(8));     /* 224 bytes */

    vector<int, 256> all = -1;
    cm_slm_block_read(slm, 0, all.select<128, 1>(0));      /* 512 bytes */
    matrix<int, 4, 13> back;
    cm_slm_block_read(slm, 512, back.format<int>());       /* 208 bytes */
    all.select<52, 1>(128) = back;
    vector<uint, 12> small_bits;
    cm_slm_block_read(slm, 720, small_bits);               /* 48 bytes */
    all.select<12, 1>(180) = small_bits;
    cm_slm_block_read(DWALIGNED(slm), 772, all.select<52, 1>(192));
#pragma unroll
    for (int i = 0; i < 8; i++)
        write(out, 128 * i, all.select<32, 1>(32 * i));
}
