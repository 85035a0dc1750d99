// The finalizer options of Intel's cmc (-mdump_asm here) hand GenX_IR each
// kernel's vISA text, which cannot hold the video analytics: one error at
// the call, before GenX_IR runs (error-va-text.cpp: -S).
// { dg-do compile }
// { dg-options "-march=ICLLP -mdump_asm" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex image, SurfaceIndex out, float u,
                              float v)
{
    cm_va_lbp_creation_hdc(image, u, v, CM_LBP_CREATION_3x3, out, 0, 0); // { dg-error "the finalizer's input \\(vISA text\\) cannot hold kernel 'k'" }
}
