// m(i,j), m[i][j], v(i) and v[i] with constant and variable indices (CM
// spec 3.2.9, 3_2_9_a and 3_2_9_b): constant ones are extractelement /
// insertelement, variable ones indirect regions.
// { dg-do compile }
// { dg-final { scan-llvm-not "alloca" } }
// { dg-final { scan-visa "r\\\[A\[0-9\]+\\(0\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void element_access(SurfaceIndex in, SurfaceIndex out,
                                           int i)
{
    vector<uint, 8> v1;
    matrix<uint, 4, 4> m1;
    matrix<ushort, 4, 4> m2;
    read(in, 0, v1);
    read(in, 32, m1.format<uint>());
    read(in, 96, m2.format<ushort>());
    m1(2, 3) = v1(2);
    m1[1][3] = v1[3];
    v1[m2[0][3] & 7] += 1;
    m1(i & 3, 0) = m1[3][i & 3];
    write(out, 0, v1);
    write(out, 32, m1.format<uint>());
}
