/* cm/vme/gen9_messages.h - the VME messages of Intel's gen9_vme.h (SKL;
 * ICLLP, whose gen11_vme.h includes it): the stream and search modes,
 * the payload initialisers, and run_vme_ime/sic/fbr/idm, each one raw
 * send (cmc's cm_send) of the payload it assembles.
 *
 * Takes the payloads of cm/vme/gen9_input.h and a surface (the VME
 * state's binding table index: the source and its references).
 * Guarantees the message Intel's functions send, byte for byte:
 *   run_vme_ime  SFID 8 (VME); the UNI payload (4 rows) then the IME
 *                payload (N1 rows: 2, 4 or 6 with stream-in); byte 13's
 *                bits 2:0 the search control, dwords 0 and 1 ref0 and
 *                ref1, row 3 the 16 cost centres; descriptor: function
 *                control 2 << 13 | stream mode << 15, header present,
 *                response N2 rows, message 4 + N1 rows.  Sent only for the
 *                shapes and modes Intel's dispatch lists (N1, N2, mode:
 *                2,7 disabled; 2,9 out; 2,11 out dual; 4,7 in; 4,9 in-out;
 *                6,7 in dual; 6,11 in-out dual), otherwise nothing is sent.
 *   run_vme_sic  SFID 13 (CRE); UNI then SIC (8 rows); function 1 << 13;
 *                7 rows back.
 *   run_vme_fbr  SFID 13; UNI then FBR, with the FBR mode, sub-block shape
 *                and sub-prediction mode in UNI bytes 2:20..22; function
 *                3 << 13; 7 rows back.
 *   run_vme_idm  SFID 8; UNI then the IDM row (5 rows); function 0; 16
 *                rows back.
 * Every descriptor is cm/vme/send.h's: the surface's index plus the
 * fields above.
 * cmrun cannot run these messages: the motion search is the hardware's
 * (doc/manual.md, "VME").
 *
 * Included by cm/vme/vme.h. */
#ifndef CM_VME_GEN9_MESSAGES_H
#define CM_VME_GEN9_MESSAGES_H

typedef enum _VMEStreamMode_ {
    VME_STREAM_DISABLE = 0,
    VME_STREAM_OUT = 1,
    VME_STREAM_IN = 2,
    VME_STREAM_IN_OUT = 3
} VMEStreamMode;

typedef enum _VMESearchCtrl_ {
    VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START = 0,
    VME_SEARCH_SINGLE_REF_SINGLE_REC_DUAL_START = 1,
    VME_SEARCH_SINGLE_REF_DUAL_REC = 3,
    VME_SEARCH_DUAL_REF_DUAL_REC = 7
} VMESearchCtrl;

typedef enum _VMEMsgType_ {
    VME_SIC_MSG = 0,
    VME_FBR_MSG = 1,
    VME_IME_MSG = 2,
    VME_IDM_MSG = 3
} VMEMsgType;

/* The UNI payload's defaults: all zero but for three dwords (0:3 the
 * reference window 0x00A80000, 1:1 the search path length 8, 1:7 the
 * 0x00400060 of the skip and intra settings).  The other payloads start
 * all zero; RESET_* zero the payload's first rows (4; IME: sz; IDM: 1). */
#define INIT_VME_UNIINPUT(p)                                                  \
    {                                                                         \
        (p).row(0).template format<uint>() = 0;                               \
        (p).row(1).template format<uint>() = 0;                               \
        (p).row(2).template format<uint>() = 0;                               \
        (p).row(3).template format<uint>() = 0;                               \
        CM_VME_FIELD(p, uint, 0, 3) = 0x00A80000;                             \
        CM_VME_FIELD(p, uint, 1, 1) = 0x00000008;                             \
        CM_VME_FIELD(p, uint, 1, 7) = 0x00400060;                             \
    }
#define INIT_VME_IMEINPUT(p) { (p) = 0; }
#define INIT_VME_SICINPUT(p) { (p) = 0; }
#define INIT_VME_FBRINPUT(p) { (p) = 0; }
#define INIT_VME_IDMINPUT(p) { (p) = 0; }
#define RESET_VME_UNIINPUT(p) { (p).template format<uint, 4, 8>() = 0; }
#define RESET_VME_IMEINPUT(p, sz) { (p).template format<uint, sz, 8>() = 0; }
#define RESET_VME_SICINPUT(p) { (p).template format<uint, 4, 8>() = 0; }
#define RESET_VME_FBRINPUT(p) { (p).template format<uint, 4, 8>() = 0; }
#define RESET_VME_IDMINPUT(p) { (p).template format<uint, 1, 8>() = 0; }

/* The rows of an IME message for `size` rows of UNI payload: 2 more, or
 * with stream-in the records of one reference (4) or two (6). */
static CM_INLINE constexpr unsigned
getVMEInputSize(unsigned size, VMEStreamMode mode, VMESearchCtrl ctrl)
{
    return mode == VME_STREAM_IN || mode == VME_STREAM_IN_OUT
               ? size + (ctrl == VME_SEARCH_DUAL_REF_DUAL_REC ? 6 : 4)
               : size + 2;
}

namespace cm_detail {
/* Whether run_vme_ime sends for an IME payload of N1 rows, a result of N2
 * rows, and these modes (Intel's list; any other call sends nothing). */
template <int N1, int N2>
CM_INLINE bool vme_ime_sends(VMEStreamMode mode, VMESearchCtrl ctrl)
{
    bool dual = ctrl == VME_SEARCH_DUAL_REF_DUAL_REC;
    bool single = ctrl == VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START ||
                  ctrl == VME_SEARCH_SINGLE_REF_SINGLE_REC_DUAL_START ||
                  ctrl == VME_SEARCH_SINGLE_REF_DUAL_REC;
    if (N1 == 2 && N2 == 7)
        return mode == VME_STREAM_DISABLE && (single || dual);
    if (N1 == 2 && N2 == 9)
        return mode == VME_STREAM_OUT && single;
    if (N1 == 2 && N2 == 11)
        return mode == VME_STREAM_OUT && dual;
    if (N1 == 4 && N2 == 7)
        return mode == VME_STREAM_IN && single;
    if (N1 == 4 && N2 == 9)
        return mode == VME_STREAM_IN_OUT && single;
    if (N1 == 6 && N2 == 7)
        return mode == VME_STREAM_IN && dual;
    if (N1 == 6 && N2 == 11)
        return mode == VME_STREAM_IN_OUT && dual;
    return false;
}
} // namespace cm_detail

template <int N1, int N2>
CM_INLINE void
run_vme_ime(matrix<uchar, 4, 32> UNIInput, matrix<uchar, N1, 32> IMEInput,
            VMEStreamMode streamMode, VMESearchCtrl searchCtrl,
            SurfaceIndex curSurfIndex, vector<short, 2> ref0,
            vector<short, 2> ref1, vector<ushort, 16> costCenter,
            matrix_ref<uchar, N2, 32> IMEOutput)
{
    if (!cm_detail::vme_ime_sends<N1, N2>(streamMode, searchCtrl))
        return;
    matrix<uint, 4 + N1, 8> message;
    message.template select<4, 1, 8, 1>(0, 0) =
        UNIInput.template format<uint, 4, 8>();
    message.template select<N1, 1, 8, 1>(4, 0) =
        IMEInput.template format<uint, N1, 8>();
    vector_ref<uchar, 32> first = message.row(0).template format<uchar>();
    first(13) = (first(13) & 0xF8) | (uint)searchCtrl;
    message(0, 0) = ref0.template format<uint>()(0);
    message(0, 1) = ref1.template format<uint>()(0);
    message.row(3) = costCenter.template format<uint>();
    uint descriptor = cm_detail::vme_descriptor(
        curSurfIndex, (2u << 13) + ((uint)streamMode << 15), N2, 4 + N1);
    cm_send(IMEOutput.template format<ushort, N2, 16>(),
            message.template format<ushort, 4 + N1, 16>(), __SFID_VME,
            descriptor, 0u);
}

template <typename Dummy = void>
CM_INLINE void
run_vme_sic(matrix<uchar, 4, 32> UNIInput, matrix<uchar, 4, 32> SICInput,
            SurfaceIndex curSurfIndex, matrix_ref<uchar, 7, 32> UNIOutput)
{
    matrix<uint, 8, 8> message = cm_detail::vme_payload8(UNIInput, SICInput);
    cm_send(UNIOutput.template format<ushort, 7, 16>(),
            message.template format<ushort, 8, 16>(), __SFID_CRE,
            cm_detail::vme_descriptor(curSurfIndex, 1u << 13, 7, 8), 0u);
}

template <typename Dummy = void>
CM_INLINE void
run_vme_fbr(matrix<uchar, 4, 32> UNIInput, matrix<uchar, 4, 32> FBRInput,
            SurfaceIndex curSurfIndex, uchar FBRMbMode, uchar FBRSubMbShape,
            uchar FBRSubPredMode, matrix_ref<uchar, 7, 32> FBROutput)
{
    matrix<uint, 8, 8> message = cm_detail::vme_fbr_payload(
        UNIInput, FBRInput, FBRMbMode, FBRSubMbShape, FBRSubPredMode);
    cm_send(FBROutput.template format<ushort, 7, 16>(),
            message.template format<ushort, 8, 16>(), __SFID_CRE,
            cm_detail::vme_descriptor(curSurfIndex, 3u << 13, 7, 8), 0u);
}

template <typename Dummy = void>
CM_INLINE void
run_vme_idm(matrix<uchar, 4, 32> UNIInput, matrix<uchar, 1, 32> IDMInput,
            SurfaceIndex curSurfIndex, matrix_ref<uchar, 16, 32> IDMOutput)
{
    matrix<uint, 5, 8> message;
    message.template select<4, 1, 8, 1>(0, 0) =
        UNIInput.template format<uint, 4, 8>();
    message.row(4) = IDMInput.template format<uint>();
    cm_send(IDMOutput.template format<ushort, 16, 16>(),
            message.template format<ushort, 5, 16>(), __SFID_VME,
            cm_detail::vme_descriptor(curSurfIndex, 0, 16, 5), 0u);
}

#endif
