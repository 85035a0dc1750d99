// Comparisons of vectors and matrices give vector<ushort, N> masks of 0
// and 1 (CM spec 3.2.8, 3_2_8_a); a scalar operand is replicated and the
// comparison happens in the operands' common type.
// { dg-do compile }
// { dg-final { scan-llvm "icmp sge <64 x i32>" } }
// { dg-final { scan-llvm "icmp ne <8 x i32>" } }
// { dg-final { scan-llvm "fcmp olt <8 x float>|icmp slt <8 x i16> %\[0-9a-z.\]+, <i16 3," } }
// { dg-final { scan-llvm "zext <64 x i1> %\[0-9a-z.\]+ to <64 x i16>" } }
// { dg-final { scan-visa "cmp\\.ge" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void compare_masks(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 8, 8> m1, m2;
    matrix<ushort, 8, 8> m_mask;
    vector<int, 8> v;
    vector<ushort, 8> v_mask;
    vector<short, 8> s;
    read(in, 0, m1.format<int>().select<32, 1>(0));
    read(in, 128, m1.format<int>().select<32, 1>(32));
    read(in, 256, m2.format<int>().select<32, 1>(0));
    read(in, 384, m2.format<int>().select<32, 1>(32));
    read(in, 512, v);
    read(in, 544, s);
    m_mask = (m1 >= m2);
    v_mask = (v != 0);
    vector<ushort, 8> f_mask = s < 2.5f;
    write(out, 0, m_mask.format<ushort>().select<64, 1>(0));
    write(out, 128, v_mask);
    write(out, 144, f_mask);
}
