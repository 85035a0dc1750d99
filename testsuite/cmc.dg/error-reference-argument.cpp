// A by-reference argument must name something the callee can write back
// to: a variable or a region of one, not a computed value.
// { dg-do compile }

_GENX_ void clear(vector_ref<int, 8> v)
{
    v = 0;
}

extern "C" _GENX_MAIN_ void kernel_temporary(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    clear(v + 1); // { dg-error "no matching function for call to .clear." }
    write(buffer, 0, v);
}
