// The gateway's event functions are for ICL and later (Intel's
// cm_gateway.h makes them static errors before).
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    signal_event(3); // { dg-error "signal_event is only supported for ICL\\+" }
    wait_event(0); // { dg-error "wait_event is only supported for ICL\\+" }
}
