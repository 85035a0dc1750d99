// CM spec 4_3_a: the arithmetic builtins with an explicit result type and
// saturation, on a matrix and a vector of as many elements (the result
// takes the first operand's shape): cm_mul<uchar>(cm_sin(angle), r, SAT),
// cm_add<short> with and without SAT (32767 and -25536), cm_dp4 and
// cm_line with the spec's values.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:160:out.bin" "f32 1e-5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const float v3_init[8] = {1.0f, 1.0f, 1.0f, 1.0f, 2.0f, 2.0f, 2.0f, 2.0f};
const float v4_init[8] = {0.2f, 0.2f, 0.2f, 0.2f, 0.3f, 0.3f, 0.3f, 0.3f};
const float v6_init[4] = {0.1f, 0.2f, 0.3f, 0.4f};
const float v7_init[8] = {1.0f, 2.0f, 4.0f, 8.0f, 16.0f, 32.0f, 64.0f, 128.0f};

extern "C" _GENX_MAIN_ void spec_4_3_a(SurfaceIndex out)
{
    matrix<float, 2, 2> angle = 0.5f;
    vector<float, 4> r = 100.0f;
    r = cm_mul<uchar>(cm_sin(angle), r, SAT);

    matrix<int, 2, 3> m1(20000), m2(20000);
    vector<int, 6> v1, v2;
    v1 = cm_add<short>(m1, m2, SAT);
    v2 = cm_add<short>(m1, m2);

    vector<float, 8> v3(v3_init), v4(v4_init), v5;
    v5 = cm_dp4<float>(v3, v4);
    vector<float, 4> v6(v6_init);
    vector<float, 8> v7(v7_init), v8;
    v8 = cm_line<float>(v6, v7);

    vector<float, 40> all;
    all.select<4, 1>(0) = r;
    all.select<6, 1>(4) = v1;
    all.select<6, 1>(10) = v2;
    all.select<8, 1>(16) = v5;
    all.select<8, 1>(24) = v8;
    all.select<8, 1>(32) = cm_mul<float>(v7, angle.format<float>().replicate<2>());
    write(out, 0, all.select<32, 1>(0));
    write(out, 128, all.select<8, 1>(32));
}
