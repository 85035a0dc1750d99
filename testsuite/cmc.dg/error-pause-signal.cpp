// cm_pause's length fills bits 5-9 of the pause counter (bits 0-4 must be
// zero); cm_signal<N> takes at most 8 dependencies.
// { dg-do compile }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    cm_pause(100);      // { dg-error "cm_pause length 100 must be a multiple of 32 from 0 to 992" }
    cm_pause(1024);     // { dg-error "cm_pause length 1024 must be" }
    cm_signal<9>();     // { dg-error "cm_signal<9>: the number of dependencies must be 1 to 8" }
}
