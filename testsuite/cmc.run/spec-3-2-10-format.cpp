// CM spec 3.2.10 (example 3_2_10_a): format() views an object's bytes as
// another element type and shape, by reference: a 4x4 int matrix as 4x16
// chars and as 2x8 ints (little-endian: m2(0,0) is the low byte of
// m1(0,0)), and a 2x8 float matrix as a vector of 16 floats.  Writes
// through each view change the base objects.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:192:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void format_views(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 4> m1;
    read(in, 0, m1);
    matrix_ref<char, 4, 16> m2 = m1.format<char, 4, 16>();
    matrix_ref<int, 2, 8> m3 = m1.format<int, 2, 8>();

    matrix<float, 2, 8> m4;
    read(in, 64, m4);
    vector_ref<float, 16> v1 = m4.format<float>();

    vector<int, 16> low_bytes = m2.select<4, 1, 4, 4>(0, 0);
    write(out, 0, low_bytes);
    m2(1, 1) = 0x7f;
    m3(1, 7) = -1;
    write(out, 64, m1);
    v1(9) = 2.5f;
    write(out, 128, m4);
}
