// continue needs a loop: a switch alone is not one.
// { dg-do compile }

extern "C" _GENX_MAIN_ void kernel_continue(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = 0;
    switch (n) {
    case 1:
        continue; // { dg-error "'continue' statement not in loop statement" }
    }
    write(buffer, 0, v);
}
