// The float control of a kernel is a constant, as in Intel's compiler.
// { dg-do compile }

int mode = 0x30; // { dg-message "note: declared here" }

extern "C" _GENX_MAIN_ _GENX_FLOAT_CONTROL_(mode) void k(SurfaceIndex out) // { dg-error "constant" }
{
    write(out, 0, vector<int, 4>(1));
}
