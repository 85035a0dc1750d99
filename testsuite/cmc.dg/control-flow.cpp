// Scalar C control flow: if/else, for, while, do, break, continue and
// the logical operators become branches.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "br i1" } }
// { dg-final { scan-llvm "loop\\.test" } }

extern "C" _GENX_MAIN_ void control(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = 0;
    for (int i = 0; i < n; i++) {
        if (i == 3)
            continue;
        if (i > 6 && n != 100)
            break;
        v(i & 7) = i;
    }
    int j = 0;
    while (j < n)
        j += 2;
    do {
        j--;
    } while (j > 0 || n < 0);
    v(0) = n > 5 ? j : -j;
    write(buffer, 0, v);
}
