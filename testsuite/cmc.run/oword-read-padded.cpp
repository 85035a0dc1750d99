// Oword block reads of sizes other than 16/32/64/128 bytes, as Intel's
// headers read them: under 16 bytes as one oword, otherwise as the next
// power of two, keeping only the elements asked for (the rest of a
// region's object stays as it was).  A 48-byte read at the end of the
// 112-byte buffer reads a 64-byte message whose last 16 bytes are past
// the end (zeros on the GPU, never kept); DWALIGNED reads pad the same
// way.  The reference copies the bytes in C.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:288:out.bin" } }
// { dg-final { scan-visa "oword_ld \\(4\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void padded(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 12> a;
    read(in, 0, a);                        // 48 B: a 64 B message
    vector<uint, 2> b;
    read(in, 16, b);                       // 8 B: one oword
    vector<ushort, 3> c;
    read(in, 32, c);                       // 6 B
    vector<uint, 12> d;
    read(in, 64, d);                       // 64..111, message to 127
    vector<uint, 16> e = 0x77777777;
    read(in, 16, e.select<12, 1>(4));      // into a region: e(0..3) stay
    matrix<uint, 3, 4> f;
    read(DWALIGNED(in), 4, f);             // 48 B at a dword offset
    vector<uchar, 24> g;
    read(in, 80, g);                       // 24 B: a 32 B message
    vector<uint, 12> h;
    read(DWALIGNED(in), 60, h);            // 60..107, message to 123
    vector<uint, 64> all = 0;
    all.select<12, 1>(0) = a;
    all.select<2, 1>(12) = b;
    all.format<ushort>().select<3, 1>(28) = c;
    all.select<12, 1>(16) = d;
    all.select<16, 1>(28) = e;
    all.select<12, 1>(44) = f.format<uint>();
    all.select<6, 1>(56) = g.format<uint>();
    write(out, 0, all.select<32, 1>(0));
    write(out, 128, all.select<32, 1>(32));
    vector<uint, 8> tail = h.select<8, 1>(4);
    write(out, 256, tail);
}
