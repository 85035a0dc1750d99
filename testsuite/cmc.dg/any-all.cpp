// any() and all() reduce a mask to a ushort usable in scalar control flow
// (CM spec 3.2.12, 3_2_12_a), on vector and matrix masks and directly on
// a comparison.
// { dg-do compile }
// { dg-final { scan-llvm "icmp sgt <64 x i32>" } }
// { dg-final { scan-visa "cmp\\.gt" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void any_all(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 8, 8> m1;
    read(in, 0, m1.format<int>().select<32, 1>(0));
    read(in, 128, m1.format<int>().select<32, 1>(32));
    vector<int, 8> result = 0;
    vector<ushort, 64> v_mask = (m1 > 0);
    ushort any_positive = v_mask.any();
    if (any_positive)
        result(0) = 1;
    if (v_mask.all())
        result(1) = 1;
    matrix<ushort, 8, 8> m_mask = (m1 == 0);
    if (m_mask.all())
        result(2) = 1;
    if ((m1 == 0).all())
        result(3) = 1;
    int steps = 0;
    while ((m1 == 0).any() && steps < 4) {
        m1 += 1;
        steps++;
    }
    result(4) = steps;
    write(out, 0, result);
}
