// TGLLP's VME API is Intel's gen12_vme.h, which (unlike gen11_vme.h) does
// not include gen9_vme.h: the payload macros, run_vme_ime and the modes
// are not declared there, by Intel's cm.h or by cmc, and a use says which
// platforms have them.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni = 0;
    INIT_VME_UNIINPUT(uni); // { dg-error "undeclared identifier 'INIT_VME_UNIINPUT': Intel's VME API, which cmc declares on SKL and ICLLP \\(as Intel's cm.h does\\), not on TGLLP" }
    uint mode = MODE_INTRA_8X8; // { dg-error "undeclared identifier 'MODE_INTRA_8X8': Intel's VME API, which cmc declares on SKL and ICLLP \\(as Intel's cm.h does\\), not on TGLLP" }
    vector<uint, 8> v = mode;
    write(out, 0, v);
}
