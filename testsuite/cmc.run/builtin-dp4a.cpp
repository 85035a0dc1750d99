// cm_dp4a (TGLLP on): src0 + the dot product of the four bytes of src1
// and src2 in each dword, signed or unsigned bytes by the sources' type,
// an int or uint result, with and without SAT.  The reference adds the
// byte products in C.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:192:out.bin" } }
// { dg-final { scan-visa "dp4a\\.sat " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void dp4a(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> acc, s1, s2;
    read(in, 0, acc);
    read(in, 32, s1);
    read(in, 64, s2);
    vector<uint, 8> u1 = s1, u2 = s2;
    write(out, 0, cm_dp4a<int>(acc, s1, s2));
    write(out, 32, cm_dp4a<int>(acc, u1, u2));
    write(out, 64, cm_dp4a<uint>(acc, u1, u2));
    vector<int, 8> big = 0x7ffffff0;
    write(out, 96, cm_dp4a<int>(big, u1, u2, SAT));
    write(out, 128, cm_dp4a<uint>(acc, s1, s2, SAT));
    write(out, 160, cm_dp4a<int>(big, s1, s2));
}
