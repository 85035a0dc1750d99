// On SKL Intel's VME API is gen9_vme.h alone: the HEVC messages of
// gen11_vme.h and gen12_vme.h, their descriptor macros and selrows are
// not declared, and a use says which platforms have them.
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 10, 32> in = 0;
    matrix<uchar, 4, 32> result;
    cm_vme_hevc_skip_rde_implicit(in, vme, result); // { dg-error "undeclared identifier 'cm_vme_hevc_skip_rde_implicit': Intel's VME API, which cmc declares on ICLLP and TGLLP \\(as Intel's cm.h does\\), not on SKL" }
    uint d = SEND_SET_Descriptor_HEVC_Mode(0u); // { dg-error "undeclared identifier 'SEND_SET_Descriptor_HEVC_Mode': Intel's VME API, which cmc declares on ICLLP and TGLLP \\(as Intel's cm.h does\\), not on SKL" }
    cm_vme_hevc_cre32x32_intra_only(in, vme, result); // { dg-error "undeclared identifier 'cm_vme_hevc_cre32x32_intra_only': Intel's VME API, which cmc declares on TGLLP \\(as Intel's cm.h does\\), not on SKL" }
    vector<uint, 8> v = d;
    write(out, 0, v);
}
