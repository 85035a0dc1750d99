// A construct cmc does not handle yet is a located error, not a crash:
// GNU's computed goto (a label's address, and a goto through it).
// { dg-do compile }

extern "C" _GENX_MAIN_ void unsupported(SurfaceIndex buffer, int n)
{
    vector<int, 8> v = 0;
    void *target = &&done; // { dg-error "this kind of expression is not supported yet" }
    if (n > 0)
        goto *target; // { dg-error "this kind of statement is not supported yet" }
    v += 1;
done:
    write(buffer, 0, v);
}
