/* cm/cm_send.h - raw message sends (Intel's cm_send.h: cm_send, cm_sends,
 * cm_raw_send) and the data port block messages Intel's cm_dataport.h
 * builds on them (cm_hword_read, cm_hword_write).
 *
 * The sends are declarations, which cmc's frontend lowers by the builtin
 * table (frontend/builtins/table.c, raw_send.c) to llvm.genx.raw.send2 and
 * llvm.genx.raw.sends2 (with or without a result), vISA RAW_SENDS, or
 * RAW_SEND for sendc.  The
 * response is a vector_ref/matrix_ref the message writes, or an int
 * (`0`, `NULL`) for a message without one; a second payload an object or
 * an int for none (cm_raw_send).  The register counts cm_send and cm_sends
 * send are the objects' sizes in GRFs; the descriptor's lengths must agree
 * (checked where it is a constant).  The extended descriptor of cm_send
 * and cm_sends must be a constant, its bits 3:0 the shared function.
 * sendc (isSendc) is 0 or 1; with 1 a message has one payload, no EOT and
 * a constant extended descriptor (vISA RAW_SEND: this GenX_IR's text has
 * raw_sendc but no raw_sendsc).  cm_raw_send's execSize is vISA's Exec_size
 * code (0..5: 1 to 32 channels) and its mask, a vector of that many
 * channels, the predicate (a channel is on when its element is not 0).
 * The response's registers past numDst are undefined afterwards (as with
 * Intel's compiler), unless a mask that is not a constant all-on vector
 * is given: then the message's predicated-off parts keep their values.
 * Not allowed inside SIMD control flow.
 *
 * cm_hword_read/cm_hword_write are ordinary CM here, as in Intel's
 * headers: the data cache's HWord aligned block read and write (SFID 10,
 * message types 1 and 9 with bit 13), the byte offset HWord aligned, in
 * the header's dword 2; the read DG2 and later (below), both on
 * platforms of 32-byte registers only, whose count Intel's descriptors
 * assume (not PVC).  (Intel keeps them in cm_dataport.h; they are
 * here because they read cm_get_value, which cm_threads.h declares.)
 *
 * Included by cm.h. */
#ifndef CM_CM_SEND_H
#define CM_CM_SEND_H

#define CM_DETAIL_GRF_MULTIPLE(BYTES) ((BYTES) % 32 == 0)

template <typename T, int N1, typename U, int N2>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(T) * N1) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U) * N2)>::type
cm_send(vector_ref<T, N1> rspVar, vector<U, N2> msgVar, uint exDesc,
        uint msgDesc, uint sendc);
template <typename T, int N1, int N2, typename U, int N3, int N4>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(T) * N1 * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U) * N3 * N4)>::type
cm_send(matrix_ref<T, N1, N2> rspVar, matrix<U, N3, N4> msgVar, uint exDesc,
        uint msgDesc, uint sendc);
template <typename T, int N>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(T) * N)>::type
cm_send(int dummy, vector<T, N> msgVar, uint exDesc, uint msgDesc,
        uint sendc);
template <typename T, int N1, int N2>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(T) * N1 * N2)>::type
cm_send(int dummy, matrix<T, N1, N2> msgVar, uint exDesc, uint msgDesc,
        uint sendc);

/* Split sends: the payload in two parts (msgVar, msgVar2). */
template <typename U1, int N1, typename U2, int N2, typename U3, int N3>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U3) * N3)>::type
cm_sends(vector_ref<U1, N1> rspVar, vector<U2, N2> msgVar,
         vector<U3, N3> msgVar2, uint exDesc, uint msgDesc, uint sendc);
template <typename U1, int N1, int N2, typename U2, int N3, int N4,
          typename U3, int N5, int N6>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1 * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N3 * N4) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U3) * N5 * N6)>::type
cm_sends(matrix_ref<U1, N1, N2> rspVar, matrix<U2, N3, N4> msgVar,
         matrix<U3, N5, N6> msgVar2, uint exDesc, uint msgDesc, uint sendc);
template <typename U1, int N1, typename U2, int N2>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N2)>::type
cm_sends(int dummy, vector<U1, N1> msgVar, vector<U2, N2> msgVar2,
         uint exDesc, uint msgDesc, uint sendc);
template <typename U1, int N1, int N2, typename U2, int N3, int N4>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1 * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N3 * N4)>::type
cm_sends(int dummy, matrix<U1, N1, N2> msgVar, matrix<U2, N3, N4> msgVar2,
         uint exDesc, uint msgDesc, uint sendc);

/* cm_raw_send: every field of the message given (Intel's cm_send.h):
 * response, payloads (an int for an absent one), descriptors, execution
 * size code, SFID, the three register counts, EOT, sendc and the
 * predicate. */
template <typename U1, int N1, typename U2, int N2, typename U3, int N3,
          int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U3) * N3)>::type
cm_raw_send(vector_ref<U1, N1> rspVar, vector<U2, N2> msgVar,
            vector<U3, N3> msgVar2, uint exDesc, uint msgDesc,
            uchar execSize, uchar sfid, uchar numSrc0, uchar numSrc1,
            uchar numDst, uchar isEOT = 0, uchar isSendc = 0,
            vector<ushort, N> mask = 1);
template <typename U1, int N1, int N2, typename U2, int N3, int N4,
          typename U3, int N5, int N6, int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1 * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N3 * N4) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U3) * N5 * N6)>::type
cm_raw_send(matrix_ref<U1, N1, N2> rspVar, matrix<U2, N3, N4> msgVar,
            matrix<U3, N5, N6> msgVar2, uint exDesc, uint msgDesc,
            uchar execSize, uchar sfid, uchar numSrc0, uchar numSrc1,
            uchar numDst, uchar isEOT = 0, uchar isSendc = 0,
            vector<ushort, N> mask = 1);
template <typename U2, int N2, typename U3, int N3, int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U3) * N3)>::type
cm_raw_send(int dummyDst, vector<U2, N2> msgVar, vector<U3, N3> msgVar2,
            uint exDesc, uint msgDesc, uchar execSize, uchar sfid,
            uchar numSrc0, uchar numSrc1, uchar numDst, uchar isEOT = 0,
            uchar isSendc = 0, vector<ushort, N> mask = 1);
template <typename U2, int N3, int N4, typename U3, int N5, int N6,
          int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N3 * N4) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U3) * N5 * N6)>::type
cm_raw_send(int dummyDst, matrix<U2, N3, N4> msgVar,
            matrix<U3, N5, N6> msgVar2, uint exDesc, uint msgDesc,
            uchar execSize, uchar sfid, uchar numSrc0, uchar numSrc1,
            uchar numDst, uchar isEOT = 0, uchar isSendc = 0,
            vector<ushort, N> mask = 1);
template <typename U1, int N1, typename U2, int N2, int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N2)>::type
cm_raw_send(vector_ref<U1, N1> rspVar, vector<U2, N2> msgVar, int dummySrc1,
            uint exDesc, uint msgDesc, uchar execSize, uchar sfid,
            uchar numSrc0, uchar numSrc1, uchar numDst, uchar isEOT = 0,
            uchar isSendc = 0, vector<ushort, N> mask = 1);
template <typename U1, int N1, int N2, typename U2, int N3, int N4,
          int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U1) * N1 * N2) &&
                              CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N3 * N4)>::type
cm_raw_send(matrix_ref<U1, N1, N2> rspVar, matrix<U2, N3, N4> msgVar,
            int dummySrc1, uint exDesc, uint msgDesc, uchar execSize,
            uchar sfid, uchar numSrc0, uchar numSrc1, uchar numDst,
            uchar isEOT = 0, uchar isSendc = 0, vector<ushort, N> mask = 1);
template <typename U2, int N2, int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N2)>::type
cm_raw_send(int dummyDst, vector<U2, N2> msgVar, int dummySrc1, uint exDesc,
            uint msgDesc, uchar execSize, uchar sfid, uchar numSrc0,
            uchar numSrc1, uchar numDst, uchar isEOT = 0, uchar isSendc = 0,
            vector<ushort, N> mask = 1);
template <typename U2, int N3, int N4, int N = 16>
typename cm_detail::enable_if<CM_DETAIL_GRF_MULTIPLE(sizeof(U2) * N3 * N4)>::type
cm_raw_send(int dummyDst, matrix<U2, N3, N4> msgVar, int dummySrc1,
            uint exDesc, uint msgDesc, uchar execSize, uchar sfid,
            uchar numSrc0, uchar numSrc1, uchar numDst, uchar isEOT = 0,
            uchar isSendc = 0, vector<ushort, N> mask = 1);

#undef CM_DETAIL_GRF_MULTIPLE

/* ---- HWord block read and write (Intel's cm_dataport.h) ------------------ */

namespace cm_detail {
/* The data cache's HWord aligned block message for N dwords (1, 2, 4 or 8
 * HWords): the surface's binding-table index, the block size code (bits
 * 10:8), bit 13 (HWord), the message type (bits 18:14), the header (bit
 * 19) and the lengths. */
template <int N>
CM_INLINE uint hword_block_descriptor(SurfaceIndex index, uint type,
                                      uint response_length)
{
    static_assert(N == 8 || N == 16 || N == 32 || N == 64,
                  "Data size must be 1/2/4/8 HWords");
    uint size_code = N == 8 ? 0 : N == 16 ? 1 : N == 32 ? 2 : 3;
    return cm_get_value(index) | size_code << 8 | 1u << 13 | type << 14 |
           1u << 19 | response_length << 20 | 1u << 25;
}
} // namespace cm_detail

/* Reads N dwords (1, 2, 4 or 8 HWords) at byte `offset` (HWord aligned)
 * of buffer `index` into `dst`.  DG2 and later: before, the descriptor's
 * bit 13 is reserved and the message would be an OWord aligned block
 * read (IGA's decoder; GenX_IR annotates it so on TGLLP), so Intel's
 * helper does not do there what it says. */
template <int N>
CM_INLINE void cm_hword_read(SurfaceIndex index, uint offset,
                             vector_ref<uint, N> dst)
{
    CM_STATIC_ERROR(CM_GENX >= 1271 && N > 0,
                    "cm_hword_read: the data cache's HWord aligned block "
                    "read is DG2 and later (bit 13 of its descriptor is "
                    "reserved before, making it an OWord read)");
    CM_STATIC_ERROR(CM_GRF_WIDTH == 256 && N > 0,
                    "cm_hword_read: Intel's descriptor counts 32-byte "
                    "registers (response length N / 8), not this "
                    "platform's");
    vector<uint, 8> header = 0;
    header(2) = offset;
    uint desc = cm_detail::hword_block_descriptor<N>(index, 1, N / 8);
    cm_send(dst, header, 0xa, desc, 0u);
}

/* Writes the N dwords of `src` (1, 2, 4 or 8 HWords) at byte `offset`
 * (HWord aligned) of buffer `index`. */
template <int N>
CM_INLINE void cm_hword_write(SurfaceIndex index, int offset,
                              vector<uint, N> src)
{
    CM_STATIC_ERROR(CM_GRF_WIDTH == 256 && N > 0,
                    "cm_hword_write: Intel's descriptor counts 32-byte "
                    "registers (second payload length N / 8), not this "
                    "platform's");
    vector<uint, 8> header = 0;
    header(2) = offset;
    uint desc = cm_detail::hword_block_descriptor<N>(index, 9, 0);
    cm_sends(0, header, src, (N / 8) << 6 | 0xa, desc, 0u);
}

#endif
