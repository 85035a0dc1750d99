// cm_hword_read and cm_hword_write (Intel's cm_dataport.h, over cm_send
// and cm_sends): blocks of 1, 2, 4 and 8 HWords (32 bytes each) at
// HWord-aligned byte offsets, each of two threads at its own offsets
// (one thread alone too: the run that also goes through SPIR-V and VC).
// On DG2: the HWord aligned block read is XeHPG's (error-send-hword-
// tgllp.cpp).
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 -t 2 buf:in.bin buf:zero:2048:out.bin" } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:2048:one.bin" } }
// { dg-final { finalize-visa DG2 MTL } }

extern "C" _GENX_MAIN_ void hwords(SurfaceIndex in, SurfaceIndex out)
{
    uint t = get_thread_origin_x();
    vector<uint, 8> a;
    vector<uint, 16> b;
    vector<uint, 32> c;
    vector<uint, 64> d;
    cm_hword_read(in, 32 * (t + 1), a);
    cm_hword_read(in, 96 + 32 * t, b);
    cm_hword_read(in, 256, c);
    cm_hword_read(in, 512 + 32 * t, d);
    uint base = 1024 * t;
    cm_hword_write(out, base, a * 2);
    vector<uint, 16> b1 = b + t;
    cm_hword_write(out, base + 32, b1);
    vector<uint, 32> c1 = c - a.replicate<4>();
    cm_hword_write(out, base + 96, c1);
    vector<uint, 64> d1 = d ^ 0x55;
    cm_hword_write(out, base + 224, d1);
}
