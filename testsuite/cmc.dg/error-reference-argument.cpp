// A by-reference argument must name something the callee can write back
// to: a variable or a region of one, not a computed value.
// { dg-do compile }

_GENX_ void clear(vector_ref<int, 8> v) // { dg-message "note: passing argument to parameter 'v' here" }
{
    v = 0;
}

extern "C" _GENX_MAIN_ void kernel_temporary(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    clear(v + 1); // { dg-error "a vector_ref must refer to a variable or a region of one" }
    write(buffer, 0, v);
}

extern "C" _GENX_MAIN_ void kernel_const(SurfaceIndex buffer)
{
    const vector<int, 8> c = 3;
    vector<int, 8> v;
    read(buffer, 0, v);
    vector_ref<int, 8> r = c; // { dg-error "a vector_ref must refer to a variable or a region of one, not to a const object" }
    clear(c); // { dg-error "a vector_ref must refer to a variable" }
    clear(v.replicate<8>()); // { dg-error "no matching function for call to .clear." }
    write(buffer, 0, v);
}

_GENX_ void clear_block(matrix_ref<int, 2, 4> m) { m = 0; } // { dg-message "note: passing argument to parameter 'm' here" }

extern "C" _GENX_MAIN_ void kernel_matrix(SurfaceIndex buffer)
{
    const matrix<int, 2, 4> c = 3;
    clear_block(c); // { dg-error "a matrix_ref must refer to a variable" }
    write(buffer, 0, c);
}
