// CM excludes virtual functions (no dynamic dispatch on the GPU).
// { dg-do compile }

struct Shape {
    virtual int area() { return 0; } // { dg-error "virtual functions are not supported in CM" }
};

extern "C" _GENX_MAIN_ void kernel_virtual(SurfaceIndex buffer)
{
    vector<int, 8> v = 0;
    write(buffer, 0, v);
}
