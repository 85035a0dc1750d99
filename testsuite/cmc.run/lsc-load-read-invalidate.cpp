// LSC loads with L1 ReadInvalidate and L3 Cached, the pair Intel's
// lsc/helpers.h allows where cm_has_instr.h defines
// CM_HAS_LSC_LOAD_L1RI_L3CA_HINT (every target before Xe2): a gather on
// DG2, finalized with that cache control, and run (the hint changes no
// value: out = in + 1).  The PVC 2D block form: cmc.dg/lsc-block2d-forms.cpp.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "lsc_load\\.ugm\\.ri\\.ca \\(M1_NM, 8\\)" } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:32:out.bin" } }

#if !defined(CM_HAS_LSC_LOAD_L1RI_L3CA_HINT) ||                               \
    !defined(CM_HAS_LSC_LOAD_L1RI_L2CA_HINT)
#error "Intel defines the L1 ReadInvalidate, L3 Cached load hint macros before Xe2"
#endif

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<unsigned, 8> offsets = {28, 24, 20, 16, 12, 8, 4, 0};
    vector<int, 8> v =
        cm_load<int, VectorSize::N1, DataSize::Default,
                CacheHint::ReadInvalidate, CacheHint::Cached>(in, offsets);
    cm_store<int, VectorSize::N1>(out, offsets, v + 1);
}
