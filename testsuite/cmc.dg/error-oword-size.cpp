// Oword block reads and writes move 16, 32, 64 or 128 bytes from a
// 16-byte aligned offset.
// { dg-do compile }

extern "C" _GENX_MAIN_ void sizes(SurfaceIndex buffer)
{
    vector<int, 3> twelve_bytes;
    read(buffer, 0, twelve_bytes);   // { dg-error "read of 12 bytes: the size must be 16, 32, 64 or 128 bytes" }
    vector<int, 4> v;
    read(buffer, 8, v);              // { dg-error "offset 8 is not a multiple of 16" }
    write(buffer, 0, twelve_bytes);  // { dg-error "write of 12 bytes" }
}
