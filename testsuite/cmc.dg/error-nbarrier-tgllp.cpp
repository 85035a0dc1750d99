// Named barriers on TGLLP, whose hardware has none (GenX_IR 1.0.12504
// finalizes NBARRIER only for PVC): one located "not available" error per
// call, cm_nbarrier_init's included.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    cm_nbarrier_init(1); // { dg-error "'cm_nbarrier_init' is not available on TGLLP: the hardware has named barriers on PVC" }
    cm_nbarrier_signal(0, 0, 2, 2); // { dg-error "'cm_nbarrier_signal' is not available on TGLLP: the hardware has it on PVC" }
    cm_nbarrier_wait(0); // { dg-error "'cm_nbarrier_wait' is not available on TGLLP: the hardware has it on PVC" }
}
