// goto backwards (a loop) and out of nested loops.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin i32:11" } }
// { dg-final { run-kernel "buf:in.bin:out2.bin i32:20" } }

extern "C" _GENX_MAIN_ void jumps(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    int i = 0;
again:
    v(i & 7) = v(i & 7) + 1;
    i++;
    if (i < n)
        goto again;
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            if (a * b > n)
                goto done;
    v(1) = 0;
done:
    write(buffer, 0, v);
}
