// The video analytics have no vISA text form GenX_IR 1.0.12504 reads (its
// CISA.y has no VA or VA_SKL_PLUS), only a binary one: asked for text
// (-S, what this test's compile writes), cmc reports one error at the
// first call instead of writing text GenX_IR would reject, and writes
// nothing.  cmc's default output, the .isa, holds them (va.cpp).
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SamplerIndex sampler, SurfaceIndex image,
                              SurfaceIndex out, float u, float v)
{
    vector<uint, 8> ed;
    cm_va_erode(ed, image, sampler, u, v); // { dg-error "vISA text \\(-S\\) cannot hold kernel 'k': the media sampler's video analytics \\(vISA VA\\) have no vISA text form GenX_IR reads; compile to the binary .isa \\(cmc's default output\\)" }
    write(out, 0, ed);
    cm_va_lbp_creation_hdc(image, u, v, CM_LBP_CREATION_3x3, out, 0, 0);
}
