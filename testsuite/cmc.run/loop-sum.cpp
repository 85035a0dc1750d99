// Scalar loops and branches: sum of the first n integers skipping
// multiples of 3 (for, continue), the count of halvings to 1 (while), and
// a do-while that runs at least once.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:32:out.bin i32:17" } }
// { dg-final { run-kernel "buf:zero:32:out0.bin i32:0" } }

extern "C" _GENX_MAIN_ void loops(SurfaceIndex out, int n)
{
    int sum = 0;
    for (int i = 1; i <= n; i++) {
        if (i % 3 == 0)
            continue;
        sum += i;
    }
    int halvings = 0;
    int m = n;
    while (m > 1) {
        m = m / 2;
        halvings++;
    }
    int once = 0;
    do {
        once += 10;
    } while (once < n);
    vector<int, 8> v = 0;
    v(0) = sum;
    v(1) = halvings;
    v(2) = once;
    v(3) = n > 10 ? 1 : -1;
    write(out, 0, v);
}
