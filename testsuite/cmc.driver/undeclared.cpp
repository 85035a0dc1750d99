// Input for driver.exp: one error (an undeclared name), unless compiled
// with -DUNDECLARED=1.
extern "C" _GENX_MAIN_ void undeclared(SurfaceIndex buffer)
{
    vector<int, 8> v = UNDECLARED;
    write(buffer, 0, v);
}
