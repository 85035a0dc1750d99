/* cm/vme/hevc.h - the VME and CRE messages of Intel's gen11_vme.h (ICLLP)
 * and gen12_vme.h (TGLLP): the descriptor macros, run_vme_fbr/sic/idm
 * with a result of N rows, selrows, and the HEVC messages
 * cm_vme_hevc_*, each one raw send (cm_send, or cm_sends for a payload in
 * two parts) whose payload the caller assembled.
 *
 * Takes: CM_VME_HEVC_GEN, 11 or 12 (cm/vme/vme.h sets it): gen12 adds
 * result sizes 5 to 7 (and 12, 8) to the RDE messages, the CRE messages
 * cre16x16/cre32x32 (function 5, "macro"), and TGLLP's
 * __VMEMsgTypeHEVC has that enumerator.
 * Guarantees Intel's messages: the descriptor starts from the surface's
 * index (its low 8 bits) and has the payload's rows (bits 28:25), header
 * present (19), HEVC mode (18), the function (10:8) and the result's rows
 * (24:20); a split send's extended descriptor is the SFID with the
 * second part's rows in bits 10:6, and the IME's stream-in sets bit 16.
 * The RDE, FME and CRE messages go to SFID 13 (CRE), the IME to SFID 8.
 *
 * Included by cm/vme/vme.h. */
#ifndef CM_VME_HEVC_H
#define CM_VME_HEVC_H

#if CM_VME_HEVC_GEN >= 12
typedef enum _VMEMsgTypeHEVC_ {
    __VME_HEVC_SKIP_RDE_MSG = 0,
    __VME_HEVC_IME_MSG = 1,
    __VME_HEVC_INTER_RDE_MSG = 2,
    __VME_HEVC_INTRA_RDE_MSG = 3,
    __VME_HEVC_FME_MESH_MSG = 4,
    __VME_HEVC_MACRO_MSG = 5,
} __VMEMsgTypeHEVC;
#else
typedef enum _VMEMsgTypeHEVC_ {
    __VME_HEVC_SKIP_RDE_MSG = 0,
    __VME_HEVC_IME_MSG = 1,
    __VME_HEVC_INTER_RDE_MSG = 2,
    __VME_HEVC_INTRA_RDE_MSG = 3,
    __VME_HEVC_FME_MESH_MSG = 4,
} __VMEMsgTypeHEVC;
#endif

/* Descriptor fields: v with the field's bits (the value masked to the
 * field) or the bit set.  Intel's names, in Intel's functional style. */
#define CM_VME_DESCRIPTOR_FIELD(v, x, MASK, SHIFT)                            \
    ((v) | (((x) & (MASK)) << (SHIFT)))
#define CM_VME_DESCRIPTOR_BIT(v, BIT) ((v) | (1 << (BIT)))
#define SEND_SET_Descriptor_Num_Inputs(v, i)                                  \
    CM_VME_DESCRIPTOR_FIELD(v, i, 0xF, 25)
#define SEND_SET_Descriptor_Num_InputsExt(v, i)                               \
    CM_VME_DESCRIPTOR_FIELD(v, i, 0x1F, 6)
#define SEND_SET_Descriptor_Num_Outputs(v, o)                                 \
    CM_VME_DESCRIPTOR_FIELD(v, o, 0x1F, 20)
#define SEND_SET_Descriptor_Function(v, f) CM_VME_DESCRIPTOR_FIELD(v, f, 0x7, 8)
#define SEND_SET_Descriptor_Header_Present(v) CM_VME_DESCRIPTOR_BIT(v, 19)
#define SEND_SET_Descriptor_HEVC_Mode(v) CM_VME_DESCRIPTOR_BIT(v, 18)
#define SEND_SET_Descriptor_StreamIn_Enabled(v) CM_VME_DESCRIPTOR_BIT(v, 16)
#define SEND_INIT_Descriptor_Surface(s) (cm_get_value(s) & 0xff)

/* A matrix's first r rows as a ushort matrix, the form cm_send takes:
 * `out.selrows(4)`. */
#define selrows(r) select<r, 1, 32, 1>(0, 0).format<ushort, r, 16>()

namespace cm_detail {
/* The HEVC descriptor of a message of `inputs` payload rows, function
 * `function` and `outputs` result rows. */
CM_INLINE U32 vme_hevc_descriptor(SurfaceIndex surface, uint inputs,
                                  uint function, uint outputs)
{
    U32 d = SEND_INIT_Descriptor_Surface(surface);
    d = SEND_SET_Descriptor_Num_Inputs(d, inputs);
    d = SEND_SET_Descriptor_Header_Present(d);
    d = SEND_SET_Descriptor_HEVC_Mode(d);
    d = SEND_SET_Descriptor_Function(d, function);
    return SEND_SET_Descriptor_Num_Outputs(d, outputs);
}

/* One send of IN payload rows to the CRE, OUT rows back. */
template <int IN, int OUT>
CM_INLINE void vme_hevc_send(matrix_ref<uchar, OUT, 32> out,
                             matrix_ref<uchar, IN, 32> in,
                             SurfaceIndex surface, uint inputs,
                             uint function)
{
    cm_send(out.template format<ushort, OUT, 16>(),
            in.template format<ushort, IN, 16>(), __SFID_CRE,
            vme_hevc_descriptor(surface, inputs, function, OUT), 0);
}

} // namespace cm_detail

/* run_vme_* with a result of N rows (Intel's gen10 and later form): the
 * same payloads and functions as gen9's (cm/vme/gen9_messages.h); IDM
 * sends the UNI payload alone. */
template <int N>
CM_INLINE void
run_vme_fbr(matrix<uchar, 4, 32> UNIInput, matrix<uchar, 4, 32> FBRInput,
            SurfaceIndex curSurfIndex, uchar FBRMbMode, uchar FBRSubMbShape,
            uchar FBRSubPredMode, matrix_ref<uchar, N, 32> FBROutput)
{
    matrix<uint, 8, 8> message = cm_detail::vme_fbr_payload(
        UNIInput, FBRInput, FBRMbMode, FBRSubMbShape, FBRSubPredMode);
    cm_send(FBROutput.template format<ushort, N, 16>(),
            message.template format<ushort, 8, 16>(), __SFID_CRE,
            cm_detail::vme_descriptor(curSurfIndex, 3u << 13, N, 8), 0u);
}

template <int N>
CM_INLINE void
run_vme_sic(matrix<uchar, 4, 32> UNIInput, matrix<uchar, 4, 32> SICInput,
            SurfaceIndex curSurfIndex, matrix_ref<uchar, N, 32> UNIOutput)
{
    matrix<uint, 8, 8> message = cm_detail::vme_payload8(UNIInput, SICInput);
    cm_send(UNIOutput.template format<ushort, N, 16>(),
            message.template format<ushort, 8, 16>(), __SFID_CRE,
            cm_detail::vme_descriptor(curSurfIndex, 1u << 13, N, 8), 0u);
}

template <int N>
CM_INLINE void run_vme_idm(matrix<uchar, 4, 32> UNIInput,
                           SurfaceIndex curSurfIndex,
                           matrix_ref<uchar, N, 32> IDMOutput)
{
    cm_send(IDMOutput.template format<ushort, N, 16>(),
            UNIInput.template format<ushort, 4, 16>(), __SFID_VME,
            cm_detail::vme_descriptor(curSurfIndex, 0, N, 4), 0u);
}

/* One HEVC message form: cm_vme_hevc_NAME(input of IN rows, surface,
 * result of OUT rows), sent whole to the CRE with function
 * __VME_HEVC_FUNCTION_MSG. */
#define CM_VME_HEVC_MESSAGE(NAME, IN, OUT, FUNCTION)                          \
    template <typename Dummy = void>                                          \
    CM_INLINE void cm_vme_hevc_##NAME(matrix_ref<uchar, IN, 32> RDEInput,     \
                                      SurfaceIndex curSurfIndex,              \
                                      matrix_ref<uchar, OUT, 32> RDEOutput)   \
    {                                                                         \
        cm_detail::vme_hevc_send<IN, OUT>(RDEOutput, RDEInput, curSurfIndex,  \
                                          IN, __VME_HEVC_##FUNCTION##_MSG);   \
    }
/* The intra RDE: 4 + LengthLCNPInput payload rows announced, 14 sent. */
#define CM_VME_HEVC_INTRA_RDE(OUT)                                            \
    template <typename Dummy = void>                                          \
    CM_INLINE void cm_vme_hevc_intra_rde(matrix_ref<uchar, 14, 32> RDEInput,  \
                                         int LengthLCNPInput,                 \
                                         SurfaceIndex curSurfIndex,           \
                                         matrix_ref<uchar, OUT, 32> RDEOutput) \
    {                                                                         \
        cm_detail::vme_hevc_send<14, OUT>(RDEOutput, RDEInput, curSurfIndex,  \
                                          4 + LengthLCNPInput,                \
                                          __VME_HEVC_INTRA_RDE_MSG);          \
    }
/* A CRE "macro" message, cm_vme_hevc_NAME, whose IN rows go as 10 + the
 * rest. */
#define CM_VME_HEVC_SPLIT(NAME, IN, OUT)                                      \
    template <typename Dummy = void>                                          \
    CM_INLINE void cm_vme_hevc_##NAME(matrix_ref<uchar, IN, 32> RDEInput,     \
                                      SurfaceIndex curSurfIndex,              \
                                      matrix_ref<uchar, OUT, 32> RDEOutput)   \
    {                                                                         \
        cm_detail::vme_hevc_send_split<IN, OUT>(RDEOutput, RDEInput,          \
                                                curSurfIndex);                \
    }

/* The integer motion estimation, to the VME: with a stream-in of 10 rows
 * (LengthStreamInput == 10) a split send, else the 5 rows alone. */
template <typename Dummy = void>
CM_INLINE void cm_vme_hevc_ime(matrix_ref<uchar, 5, 32> IMEInput,
                               matrix_ref<uchar, 10, 32> StreamInput,
                               int LengthStreamInput,
                               SurfaceIndex curSurfIndex,
                               matrix_ref<uchar, 11, 32> StreamOutput)
{
    U32 descriptor = cm_detail::vme_hevc_descriptor(
        curSurfIndex, 5, __VME_HEVC_IME_MSG, 11);
    if (LengthStreamInput == 10)
        cm_sends(StreamOutput.selrows(11), IMEInput.selrows(5),
                 StreamInput.selrows(10),
                 SEND_SET_Descriptor_Num_InputsExt(__SFID_VME, 10),
                 SEND_SET_Descriptor_StreamIn_Enabled(descriptor), 0);
    else
        cm_send(StreamOutput.selrows(11), IMEInput.selrows(5), __SFID_VME,
                descriptor, 0);
}

/*                 name                     in  out function */
CM_VME_HEVC_MESSAGE(skip_rde_implicit,       10, 4,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_explicit,       6,  12, SKIP_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_implicit,      10, 4,  INTER_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_explicit,      5,  4,  INTER_RDE)
CM_VME_HEVC_MESSAGE(fme_mesh,                4,  3,  FME_MESH)
CM_VME_HEVC_INTRA_RDE(4)

#if CM_VME_HEVC_GEN >= 12
/* gen12's further result sizes. */
CM_VME_HEVC_MESSAGE(skip_rde_implicit,       10, 5,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_implicit,       10, 6,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_implicit,       10, 7,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_explicit,       6,  4,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_explicit,       6,  5,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_explicit,       6,  6,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(skip_rde_explicit,       6,  7,  SKIP_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_implicit,      10, 5,  INTER_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_implicit,      10, 6,  INTER_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_implicit,      10, 7,  INTER_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_explicit,      5,  5,  INTER_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_explicit,      5,  6,  INTER_RDE)
CM_VME_HEVC_MESSAGE(inter_rde_explicit,      5,  7,  INTER_RDE)
CM_VME_HEVC_INTRA_RDE(5)
CM_VME_HEVC_INTRA_RDE(6)
CM_VME_HEVC_INTRA_RDE(7)

namespace cm_detail {
/* A CRE send of IN rows split after the first 10 (the "macro" messages:
 * cre16x16, cre32x32). */
template <int IN, int OUT>
CM_INLINE void vme_hevc_send_split(matrix_ref<uchar, OUT, 32> out,
                                   matrix_ref<uchar, IN, 32> in,
                                   SurfaceIndex surface)
{
    matrix<uchar, 10, 32> first = in.template select<10, 1, 32, 1>(0, 0);
    matrix<uchar, IN - 10, 32> second =
        in.template select<IN - 10, 1, 32, 1>(10, 0);
    cm_sends(out.template format<ushort, OUT, 16>(),
             first.template format<ushort, 10, 16>(),
             second.template format<ushort, IN - 10, 16>(),
             SEND_SET_Descriptor_Num_InputsExt(__SFID_CRE, IN - 10),
             vme_hevc_descriptor(surface, 10, __VME_HEVC_MACRO_MSG, OUT), 0);
}
} // namespace cm_detail

/* The CRE "macro" messages: 4:2:0 and 4:2:2 payloads, function 5. */
/*               name                     in  out */
CM_VME_HEVC_SPLIT(cre32x32,                18, 4)
CM_VME_HEVC_SPLIT(cre32x32,                18, 6)
CM_VME_HEVC_SPLIT(cre32x32,                20, 4)
CM_VME_HEVC_SPLIT(cre32x32,                20, 7)
CM_VME_HEVC_SPLIT(cre16x16,                14, 3)
CM_VME_HEVC_SPLIT(cre16x16,                14, 4)
CM_VME_HEVC_SPLIT(cre16x16,                14, 6)
CM_VME_HEVC_SPLIT(cre16x16,                14, 7)
CM_VME_HEVC_SPLIT(cre16x16,                15, 3)
CM_VME_HEVC_SPLIT(cre16x16,                15, 5)
CM_VME_HEVC_SPLIT(cre16x16,                15, 6)
CM_VME_HEVC_SPLIT(cre16x16,                15, 8)
/*                 name                     in  out function */
CM_VME_HEVC_MESSAGE(cre32x32_intra_only,     11, 4,  MACRO)
CM_VME_HEVC_MESSAGE(cre32x32_intra_only,     11, 6,  MACRO)
CM_VME_HEVC_MESSAGE(cre32x32_intra_only,     13, 4,  MACRO)
CM_VME_HEVC_MESSAGE(cre32x32_intra_only,     13, 7,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     7,  3,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     7,  4,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     7,  6,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     7,  7,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     8,  3,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     8,  5,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     8,  6,  MACRO)
CM_VME_HEVC_MESSAGE(cre16x16_intra_only,     8,  8,  MACRO)
#endif

#endif
