// Oword block writes move 16, 32, 64 or 128 bytes from a 16-byte aligned
// offset; reads of other sizes up to 128 bytes are padded (as Intel's
// headers pad them: oword-read-padded.cpp), larger ones are errors.
// { dg-do compile }

extern "C" _GENX_MAIN_ void sizes(SurfaceIndex buffer)
{
    vector<int, 3> twelve_bytes;
    read(buffer, 0, twelve_bytes);
    vector<int, 36> over_128;
    read(buffer, 0, over_128);       // { dg-error "oword block read of 144 bytes: the size must be at most 128 bytes" }
    read(DWALIGNED(buffer), 4, over_128); // { dg-error "oword block read of 144 bytes: the size must be at most 128 bytes" }
    vector<int, 4> v;
    read(buffer, 8, v);              // { dg-error "offset 8 is not a multiple of 16" }
    write(buffer, 0, twelve_bytes);  // { dg-error "write of 12 bytes" }
}
