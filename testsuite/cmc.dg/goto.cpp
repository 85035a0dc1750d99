// goto jumps to a label's block, forwards and backwards (a hand-made
// loop), and out of a nested loop.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "br label %again" } }
// { dg-final { scan-llvm "br label %done" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void kernel_goto(SurfaceIndex buffer, int n)
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
