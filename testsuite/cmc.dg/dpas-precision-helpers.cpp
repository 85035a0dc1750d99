// Intel's DPAS helpers get_ops_per_channel and get_precision_bits, as
// its cm_common.h defines them: constants in static checks and template
// arguments, and values in a kernel (4 bytes per dword times 4 ops: 16).
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 16:d" } }
// { dg-final { finalize-visa DG2 } }

static_assert(get_ops_per_channel(CM_PRECISION_U8, CM_PRECISION_S8) == 4, "");
static_assert(get_ops_per_channel(CM_PRECISION_S8, CM_PRECISION_U2) == 4, "");
static_assert(get_ops_per_channel(CM_PRECISION_U4, CM_PRECISION_S8) == 4, "");
static_assert(get_ops_per_channel(CM_PRECISION_S4, CM_PRECISION_U2) == 8, "");
static_assert(get_ops_per_channel(CM_PRECISION_BF, CM_PRECISION_BF) == 2, "");
static_assert(get_ops_per_channel(CM_PRECISION_HF, CM_PRECISION_HF) == 2, "");
static_assert(get_ops_per_channel(CM_PRECISION_TF32, CM_PRECISION_TF32) == 1, "");
static_assert(get_ops_per_channel(CM_PRECISION_BF, CM_PRECISION_HF) == 0xFFFFFFFFu, "");
static_assert(get_ops_per_channel(CM_PRECISION_U8, CM_PRECISION_HF) == 0xFFFFFFFFu, "");
static_assert(get_precision_bits(CM_PRECISION_S8) == 8 &&
                  get_precision_bits(CM_PRECISION_U4) == 4 &&
                  get_precision_bits(CM_PRECISION_S2) == 2 &&
                  get_precision_bits(CM_PRECISION_HF) == 16 &&
                  get_precision_bits(CM_PRECISION_TF32) == 32, "");
// Intel's older cm_dpas.h helpers: the execution size (8 dwords a GRF on
// DG2), which types hold sources, and the static checks of a call, here
// of a valid one (a broken one is a static error, dpas-check-error.cpp).
static_assert(get_dpas_execution_size(CM_PRECISION_HF) == 8, "");
static_assert(check_type<uint>(CM_PRECISION_U8) &&
                  check_type<int>(CM_PRECISION_S4) &&
                  !check_type<half>(CM_PRECISION_HF), "");
static_assert(CmPrecisionType::CM_Precision_BF8 == CM_PRECISION_BF8 &&
                  (int)CM_PRECISION_BF8 == 10 && (int)CM_PRECISION_HF8 == 13 &&
                  (int)CM_PRECISION_E2M1 == 14, "Intel's values");

template <CmPrecisionType P> _GENX_ inline int packed_per_dword()
{
    return 32 / get_precision_bits(P);
}

extern "C" _GENX_MAIN_ void helpers(SurfaceIndex out)
{
    vector<int, 8> v = packed_per_dword<CM_PRECISION_U8>();
    vector<int, 8> ops = get_ops_per_channel(CM_PRECISION_U8, CM_PRECISION_U8);
    cm_dpas_check_common<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8, float, uint,
                         uint, 64, 64, 64>();
    cm_dpas_check_types<CM_PRECISION_U8, CM_PRECISION_S8, int, 8, 8, int,
                        uint, uint, 64, 64, 64>();
    write(out, 0, v * ops);
}
