// cm_hword_read and cm_hword_write move 1, 2, 4 or 8 HWords (Intel's
// cm_dataport.h); three is none of them.
// { dg-do compile }
// { dg-options "-march=DG2" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<uint, 24> three;
    cm_hword_read(s, 0, three); // { dg-error "Data size must be 1/2/4/8 HWords" }
    write(s, 0, three.select<8, 1>(0));
}
