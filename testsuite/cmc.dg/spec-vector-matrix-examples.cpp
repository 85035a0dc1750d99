// The examples of CM spec sections 2.2-3.2 (2_2_2_a, 2_5_a, 2_5_b, 3_2_1_a,
// 3_2_4_a, 3_2_9_c, 3_2_9_d, 3_2_9_e, 3_2_9_f), gathered into one kernel
// that reads its operands and writes its results.
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.v4i32.v8i32.i16\\(<8 x i32> %\[0-9a-z.\]+, i32 0, i32 4, i32 2, i16 4," } }
// { dg-final { scan-llvm "wrregioni.v8i32.v4i32.i16.i1\\(<8 x i32> %\[0-9a-z.\]+, <4 x i32> %\[0-9a-z.\]+, i32 0, i32 4, i32 2, i16 0," } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void spec_examples(SurfaceIndex in, SurfaceIndex out)
{
    // 2_2_2_a: row() returns a reference to a row.
    matrix<short, 4, 8> ms;
    read(in, 0, ms.format<short>());
    vector_ref<short, 8> r(ms.row(2));
    r += 1;

    // 2_5_a: a row of one shape assigned to another of the same size.
    matrix<float, 8, 4> m1;
    matrix<float, 2, 2> m2;
    read(in, 64, m1.format<float>().select<32, 1>(0));
    vector_ref<float, 4> v1(m1.row(2));
    m2 = v1;

    // 2_5_b: implicit and explicit element conversions.
    vector<float, 8> f;
    vector<int, 8> i;
    read(in, 192, i);
    f = i;
    f += vector<short, 8>(i);

    // 3_2_4_a: m2 = m1 - v1 pairs the elements in row-major order.
    vector<float, 8> va, vb = f, vc = 2.0f;
    matrix<uint, 2, 4> ma = i;
    matrix<uint, 4, 2> mb;
    va = vb + vc;
    va *= 2.0f;
    mb = ma - va;

    // 3_2_9_c and 3_2_9_d: 1D selects as r-value and l-value.
    vector<int, 8> a = i;
    vector<int, 4> b = a.select<4, 2>(1);
    a.select<4, 2>(0) = b;

    // 3_2_9_e and 3_2_9_f: 2D selects.
    matrix<float, 4, 8> m3;
    read(in, 224, m3.format<float>());
    matrix<float, 2, 2> m4 = m3.select<2, 2, 2, 4>(1, 2);
    m3.select<4, 1, 4, 2>(0, 0) = 0.0f;

    write(out, 0, ms.format<short>());
    write(out, 64, m2.format<float>());
    write(out, 80, mb.format<uint>());
    write(out, 112, a);
    write(out, 144, m4.format<float>());
    write(out, 160, m3.format<float>());
}
