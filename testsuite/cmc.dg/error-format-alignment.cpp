// format of a region must start at a multiple of the new element size;
// cmc checks this for constant offsets at the user's line.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_format_start(SurfaceIndex buffer)
{
    vector<char, 16> c = 0;
    vector<int, 2> odd = c.select<8, 1>(2).format<int>(); // { dg-error "does not start at a multiple of 4 bytes" }
    write(buffer, 0, c);
}
