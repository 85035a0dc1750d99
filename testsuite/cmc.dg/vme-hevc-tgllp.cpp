// Intel's gen12_vme.h on TGLLP: run_vme_fbr/sic/idm<N> and every HEVC
// message form, each one raw send GenX_IR finalizes (and cmc's .isa
// equals GenX_IR's): the RDE messages with each result size gen12 adds,
// the CRE "macro" messages cre32x32 and cre16x16 as split sends of 10 +
// the rest, their intra-only forms as one send.
// { dg-do compile }
// { dg-options "-march=TGLLP" }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.9 " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.4\\.0\\.16 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.10\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.0\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.10\\.0\\.\[4-7\] " 8 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.6\\.0\\.(\[4-7\]|12) " 5 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.5\\.0\\.\[4-7\] " 4 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.14\\.0\\.\[4-7\] " 4 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.4\\.0\\.3 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.10\\.8\\.\[46\] " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.10\\.10\\.\[47\] " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.10\\.4\\.\[3467\] " 4 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.10\\.5\\.\[3568\] " 4 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.11\\.0\\.\[46\] " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.13\\.0\\.\[47\] " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.7\\.0\\.\[3467\] " 4 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.\[3568\] " 4 } }
// { dg-final { finalize-visa TGLLP } }

/* Each form called with an IN-row payload and an OUT-row result. */
#define CALL(NAME, IN, OUT)                                                   \
    {                                                                         \
        matrix<uchar, IN, 32> in = IN;                                        \
        matrix<uchar, OUT, 32> result;                                        \
        NAME(in, vme, result);                                                \
        write(out, 32 * at++, result.row(OUT - 1).format<uint>());           \
    }
#define INTRA_RDE(OUT)                                                        \
    {                                                                         \
        matrix<uchar, 14, 32> in = 14;                                        \
        matrix<uchar, OUT, 32> result;                                        \
        cm_vme_hevc_intra_rde(in, lcnp, vme, result);                         \
        write(out, 32 * at++, result.row(OUT - 1).format<uint>());           \
    }

extern "C" _GENX_MAIN_ void run_n(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni = 0; /* gen12_vme.h has no payload macros */
    matrix<uchar, 4, 32> other = 0;
    matrix<uchar, 9, 32> fbr, sic;
    matrix<uchar, 16, 32> idm;
    run_vme_fbr(uni, other, vme, (uchar)0, (uchar)0, (uchar)0, fbr);
    run_vme_sic(uni, other, vme, sic);
    run_vme_idm(uni, vme, idm);
    write(out, 0, fbr.row(8).format<uint>());
    write(out, 32, sic.row(8).format<uint>());
    write(out, 64, idm.row(15).format<uint>());
}

extern "C" _GENX_MAIN_ void rde(SurfaceIndex vme, SurfaceIndex out,
                                int stream, int lcnp)
{
    int at = 0;
    matrix<uchar, 5, 32> search = 1;
    matrix<uchar, 10, 32> records = 2;
    matrix<uchar, 11, 32> found;
    cm_vme_hevc_ime(search, records, stream, vme, found);
    write(out, 32 * at++, found.row(10).format<uint>());
    CALL(cm_vme_hevc_skip_rde_implicit, 10, 4)
    CALL(cm_vme_hevc_skip_rde_implicit, 10, 5)
    CALL(cm_vme_hevc_skip_rde_implicit, 10, 6)
    CALL(cm_vme_hevc_skip_rde_implicit, 10, 7)
    CALL(cm_vme_hevc_skip_rde_explicit, 6, 4)
    CALL(cm_vme_hevc_skip_rde_explicit, 6, 5)
    CALL(cm_vme_hevc_skip_rde_explicit, 6, 6)
    CALL(cm_vme_hevc_skip_rde_explicit, 6, 7)
    CALL(cm_vme_hevc_skip_rde_explicit, 6, 12)
    CALL(cm_vme_hevc_inter_rde_implicit, 10, 4)
    CALL(cm_vme_hevc_inter_rde_implicit, 10, 5)
    CALL(cm_vme_hevc_inter_rde_implicit, 10, 6)
    CALL(cm_vme_hevc_inter_rde_implicit, 10, 7)
    CALL(cm_vme_hevc_inter_rde_explicit, 5, 4)
    CALL(cm_vme_hevc_inter_rde_explicit, 5, 5)
    CALL(cm_vme_hevc_inter_rde_explicit, 5, 6)
    CALL(cm_vme_hevc_inter_rde_explicit, 5, 7)
    INTRA_RDE(4)
    INTRA_RDE(5)
    INTRA_RDE(6)
    INTRA_RDE(7)
    CALL(cm_vme_hevc_fme_mesh, 4, 3)
}

extern "C" _GENX_MAIN_ void cre(SurfaceIndex vme, SurfaceIndex out)
{
    int at = 0;
    CALL(cm_vme_hevc_cre32x32, 18, 4)
    CALL(cm_vme_hevc_cre32x32, 18, 6)
    CALL(cm_vme_hevc_cre32x32, 20, 4)
    CALL(cm_vme_hevc_cre32x32, 20, 7)
    CALL(cm_vme_hevc_cre16x16, 14, 3)
    CALL(cm_vme_hevc_cre16x16, 14, 4)
    CALL(cm_vme_hevc_cre16x16, 14, 6)
    CALL(cm_vme_hevc_cre16x16, 14, 7)
    CALL(cm_vme_hevc_cre16x16, 15, 3)
    CALL(cm_vme_hevc_cre16x16, 15, 5)
    CALL(cm_vme_hevc_cre16x16, 15, 6)
    CALL(cm_vme_hevc_cre16x16, 15, 8)
    CALL(cm_vme_hevc_cre32x32_intra_only, 11, 4)
    CALL(cm_vme_hevc_cre32x32_intra_only, 11, 6)
    CALL(cm_vme_hevc_cre32x32_intra_only, 13, 4)
    CALL(cm_vme_hevc_cre32x32_intra_only, 13, 7)
    CALL(cm_vme_hevc_cre16x16_intra_only, 7, 3)
    CALL(cm_vme_hevc_cre16x16_intra_only, 7, 4)
    CALL(cm_vme_hevc_cre16x16_intra_only, 7, 6)
    CALL(cm_vme_hevc_cre16x16_intra_only, 7, 7)
    CALL(cm_vme_hevc_cre16x16_intra_only, 8, 3)
    CALL(cm_vme_hevc_cre16x16_intra_only, 8, 5)
    CALL(cm_vme_hevc_cre16x16_intra_only, 8, 6)
    CALL(cm_vme_hevc_cre16x16_intra_only, 8, 8)
}
