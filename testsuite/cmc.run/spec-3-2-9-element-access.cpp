// CM spec 3.2.9 (examples 3_2_9_a, 3_2_9_b): element access with () and
// with [], as lvalues and rvalues, on a vector and a matrix: m1(2,3) and
// m1[2][3] take an element of v1, and v1[m2[0][3]] += 1 increments the
// element of v1 a ushort matrix element names (read at run time).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void element_access(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> v1;
    matrix<uint, 4, 4> m1;
    matrix<ushort, 4, 4> m2;
    read(in, 0, v1);
    read(in, 32, m1);
    read(in, 96, m2);

    m1(2, 3) = v1(2);
    m1[1][0] = v1[5];
    v1[m2[0][3]] += 1;

    write(out, 0, v1);
    write(out, 32, m1);
}
