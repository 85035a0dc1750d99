// CM excludes mutable static local variables (a `static const` one is a
// constant and accepted: cmc.run/static-const-local.cpp); a static const
// needs a constant initializer, as a file-scope const does.
// { dg-do compile }

_GENX_ int twice(int x)
{
    static const int k = x * 2; // { dg-error "must be a constant expression" }
    return k;
}

extern "C" _GENX_MAIN_ void statics(SurfaceIndex buffer, int x)
{
    static int counter = 0; // { dg-error "static local variables are not supported in CM unless they are const" }
    vector<int, 8> v = counter + twice(x);
    write(buffer, 0, v);
}
