// break inside a switch leaves the switch; continue inside it goes to
// the enclosing loop's next iteration; a switch on a char is widened by
// C's promotion, and a switch without default goes to its end.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-times "switch i32" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void kernel_sweep(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    int total = 0;
    for (int i = 0; i < n; i++) {
        switch (i & 3) {
        case 0:
            continue;
        case 1:
            total = total + 2;
            break;
        default:
            total = total - 1;
        }
        char c = (char)i;
        switch (c) {
        case 'a':
            total = total * 2;
            break;
        }
        total = total + 1;
    }
    v(0) = total;
    write(buffer, 0, v);
}
