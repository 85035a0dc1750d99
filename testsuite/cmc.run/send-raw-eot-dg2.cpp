// send-raw-eot.cpp on DG2, where the end-of-thread message goes to the
// gateway (SFID 3); SFID 7 is the bindless thread dispatcher there, which
// cmrun does not run.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 -k eot buf:zero:64:out.bin" } }
// { dg-final { run-kernel-fault "-march=DG2 -k wrong_sfid buf:zero:64:out.bin" "SFID 7 .*cannot emulate messages to this shared function on this platform" } }

#include "send-raw-eot.cpp"

extern "C" _GENX_MAIN_ void wrong_sfid(SurfaceIndex out)
{
    vector<uint, 8> r0 = cm_get_r0();
    cm_raw_send(0, r0, 0, 0, 0x02000010, 0, 7, 1, 0, 0, 1);
}
