// The CM specification's 4.6 SLM block read on a DWALIGNED buffer,
// cm_slm_block_read(DWALIGNED(slm), offset, v): the offset need only be a
// multiple of 4 (Intel's cm_slm.h: the attribute form of the read), so
// cmc reads the block as dword scattered messages.  The SLM is filled by
// oword block writes (cm_slm_block_write, 16-byte aligned) and read back
// at dword offsets, constant and computed, by every attribute of the
// read: the DWALIGNED ones, and GENX_NONE/MODIFIED meaning an oword one.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:512:out.bin u32:3" } }
// { dg-final { scan-visa "gather_scaled\[^\\n\]*%slm" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void slm_dwaligned(SurfaceIndex out, uint dwords)
{
    cm_slm_init(1024);
    uint slm = cm_slm_alloc(512);
    vector<uint, 32> fill;
    for (int block = 0; block < 4; block++) {
        for (int i = 0; i < 32; i++)
            fill(i) = block * 1000 + i * 3 + 1;
        cm_slm_block_write(slm, block * 128, fill);
    }

    vector<uint, 4> r;                       // 16 bytes at byte 4
    cm_slm_block_read(DWALIGNED(slm), 4, r);
    write(out, 0, r);

    vector<ushort, 16> words;                // 32 bytes at byte 132
    cm_slm_block_read(MODIFIED_DWALIGNED(slm), 132, words);
    write(out, 16, words);

    vector<float, 16> floats;                // 64 bytes at byte 260
    cm_slm_block_read(CONSTANT_DWALIGNED(slm), 260, floats);
    write(out, 48, floats);

    vector<uint, 32> wide;                   // 128 bytes at a computed offset
    cm_slm_block_read(DWALIGNED(slm), dwords * 4, wide);
    write(out, 112, wide);

    vector<uchar, 64> bytes = 0;             // into a region, at byte 372
    cm_slm_block_read(slm, GENX_DWALIGNED, 372, bytes.select<32, 1>(16));
    write(out, 240, bytes);

    vector<uint, 8> owords;                  // other attributes: oword offsets
    cm_slm_block_read(slm, GENX_NONE, 16, owords.select<4, 1>(0));
    cm_slm_block_read(MODIFIED(slm), 400, owords.select<4, 1>(4));
    write(out, 304, owords);

    vector<uint, 8> plain;                   // the form without attribute
    cm_slm_block_read(slm, 32, plain);
    write(out, 336, plain);
}
