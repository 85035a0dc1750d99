// CM excludes static local variables.
// { dg-do compile }

extern "C" _GENX_MAIN_ void statics(SurfaceIndex buffer)
{
    static int counter = 0; // { dg-error "static local variables are not supported in CM" }
    vector<int, 8> v = counter;
    write(buffer, 0, v);
}
