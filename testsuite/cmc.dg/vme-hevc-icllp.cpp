// Intel's gen11_vme.h on ICLLP: run_vme_fbr/sic/idm with a result of N
// rows, and each HEVC message, one raw send GenX_IR finalizes: the IME to
// the VME (SFID 8; with a stream-in a split send of 5 + 10 registers),
// the RDE and FME messages to the CRE (SFID 13), with Intel's payload
// and result sizes.
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.5 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.4 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.4\\.0\\.16 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.10\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.0\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.10\\.0\\.4 " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.6\\.0\\.12 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.5\\.0\\.4 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.14\\.0\\.4 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.4\\.0\\.3 " 1 } }
// { dg-final { finalize-visa ICLLP } }

template <int R> CM_INLINE void keep(SurfaceIndex out, int at,
                                     matrix_ref<uchar, R, 32> m)
{
    write(out, at, m.row(R - 1).template format<uint>());
}

extern "C" _GENX_MAIN_ void run_n(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    matrix<uchar, 4, 32> other = 0;
    matrix<uchar, 5, 32> fbr;
    run_vme_fbr(uni, other, vme, (uchar)0, (uchar)0, (uchar)0, fbr);
    keep<5>(out, 0, fbr);
    matrix<uchar, 4, 32> sic;
    run_vme_sic(uni, other, vme, sic);
    keep<4>(out, 32, sic);
    matrix<uchar, 16, 32> idm;
    run_vme_idm(uni, vme, idm);
    keep<16>(out, 64, idm);
}

extern "C" _GENX_MAIN_ void hevc(SurfaceIndex vme, SurfaceIndex out,
                                 int stream, int lcnp)
{
    matrix<uchar, 5, 32> five = 1;
    matrix<uchar, 10, 32> ten = 2;
    matrix<uchar, 6, 32> six = 3;
    matrix<uchar, 14, 32> fourteen = 4;
    matrix<uchar, 4, 32> four = 5;
    matrix<uchar, 11, 32> o11;
    cm_vme_hevc_ime(five, ten, stream, vme, o11);
    keep<11>(out, 0, o11);
    matrix<uchar, 4, 32> o4;
    cm_vme_hevc_skip_rde_implicit(ten, vme, o4);
    keep<4>(out, 32, o4);
    matrix<uchar, 12, 32> o12;
    cm_vme_hevc_skip_rde_explicit(six, vme, o12);
    keep<12>(out, 64, o12);
    cm_vme_hevc_inter_rde_implicit(ten, vme, o4);
    keep<4>(out, 96, o4);
    cm_vme_hevc_inter_rde_explicit(five, vme, o4);
    keep<4>(out, 128, o4);
    cm_vme_hevc_intra_rde(fourteen, lcnp, vme, o4);
    keep<4>(out, 160, o4);
    matrix<uchar, 3, 32> o3;
    cm_vme_hevc_fme_mesh(four, vme, o3);
    keep<3>(out, 192, o3);
}
