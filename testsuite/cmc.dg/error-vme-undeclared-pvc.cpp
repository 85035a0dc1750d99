// PVC has no VME engine: cmc, like Intel's cm.h, declares none of the VME
// names there (declaring them, even as errors, would take them from
// kernels that use them for their own things), so a use is clang's
// undeclared-name error, to which cmc adds which platforms have the name.
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni = 0;
    VME_SET_UNIInput_SrcX(uni, 16); // { dg-error "undeclared identifier 'VME_SET_UNIInput_SrcX': Intel's VME API, which cmc declares on SKL, ICLLP and TGLLP \\(as Intel's cm.h does\\), not on PVC" }
    VMEStreamMode mode; // { dg-error "unknown type name 'VMEStreamMode': Intel's VME API, which cmc declares on SKL, ICLLP and TGLLP \\(as Intel's cm.h does\\), not on PVC" }
    matrix<uchar, 4, 32> result;
    run_vme_sic(uni, uni, vme, result); // { dg-error "undeclared identifier 'run_vme_sic': Intel's VME API, which cmc declares on SKL, ICLLP and TGLLP \\(as Intel's cm.h does\\), not on PVC" }
    cm_vme_hevc_fme_mesh(uni, vme, result); // { dg-error "undeclared identifier 'cm_vme_hevc_fme_mesh': Intel's VME API, which cmc declares on ICLLP and TGLLP \\(as Intel's cm.h does\\), not on PVC" }
    cm_vme_hevc_cre16x16(uni, vme, result); // { dg-error "undeclared identifier 'cm_vme_hevc_cre16x16': Intel's VME API, which cmc declares on TGLLP \\(as Intel's cm.h does\\), not on PVC" }
    cm_vme_hevc_srm(uni, uni, 2, vme, result); // { dg-error "undeclared identifier 'cm_vme_hevc_srm': declared only by Intel's gen10_vme.h \\(CNL\\); cmc's VME platforms are SKL, ICLLP and TGLLP" }
    int VME_STREAM_OUT = 1; /* not declared here: the kernel's own name */
    vector<uint, 8> v = VME_STREAM_OUT;
    write(out, 0, v);
}
