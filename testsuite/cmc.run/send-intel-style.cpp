// Raw sends written the way Intel's own headers write them: the objects
// seen as matrices through format<T, 1, N>(), NULL for an absent
// response, uint constants: an HWord aligned block write (data cache,
// type 9, bit 13) of 2 HWords at byte 32, read back the same way (type 1)
// into a matrix and stored at byte 128 (DG2: the read is XeHPG's).
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:zero:256:out.bin" } }
// { dg-final { run-kernel-fault "-march=TGLLP buf:zero:256" "HWord aligned block read before DG2" } }

extern "C" _GENX_MAIN_ void intel_style(SurfaceIndex s)
{
    vector<uint, 8> header = 0;
    vector<uint, 16> src;
    for (int i = 0; i < 16; i++)
        src(i) = i * 3 + 1;
    uint desc = cm_get_value(s) | 0x1 << 8;
    header(2) = 32;
    cm_sends(NULL, header.format<uint, 1, 8>(), src.format<uint, 1, 16>(),
             (2 << 6) + 0xa, desc + (0x1 << 13) + (0x9 << 14) + (0x1 << 19) +
                 (0x1 << 25),
             0u);
    matrix<uint, 1, 16> dst;
    cm_send(dst, header.format<uint, 1, 8>(), 0xa,
            desc + (0x1 << 13) + (0x1 << 14) + (0x1 << 19) + (2 << 20) +
                (0x1 << 25),
            0u);
    write(s, 128, dst.row(0) * 2);
}
