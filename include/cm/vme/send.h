/* cm/vme/send.h - what every VME message of cm/vme/ is sent with: the
 * shared functions' ids, __SFID_VME (8, the video motion estimation
 * engine) and __SFID_CRE (13, its check and refinement engine), as Intel's
 * gen9/gen11/gen12_vme.h define them, and the descriptor of the run_vme_*
 * messages.
 *
 * Takes cm_get_value (cm_threads.h).  Guarantees
 * cm_detail::vme_descriptor(surface, control, response, message) = the
 * surface's binding-table index plus function control (bits 18:0), header
 * present (19), response rows (24:20) and message rows (28:25), each
 * masked to its field (Intel adds the index, so one above 255 carries into
 * the function control); vme_payload8 and vme_fbr_payload the SIC and
 * FBR messages' payloads (below).
 *
 * Included by cm/vme/vme.h on SKL, ICLLP and TGLLP. */
#ifndef CM_VME_SEND_H
#define CM_VME_SEND_H

#define __SFID_VME 8
#define __SFID_CRE 13

namespace cm_detail {
CM_INLINE uint vme_descriptor(SurfaceIndex surface, uint control,
                              uint response, uint message)
{
    return cm_get_value(surface) + ((control & 0x7FFFF) + (1u << 19) +
                                    ((response & 0x1F) << 20) +
                                    ((message & 0xF) << 25));
}

/* The 8-row payload of the SIC and FBR messages: the UNI payload, then
 * the message's own 4 rows; FBR's mode, sub-block shape and sub-block
 * prediction mode go into UNI bytes 2:20, 2:21 and 2:22. */
CM_INLINE matrix<uint, 8, 8> vme_payload8(matrix<uchar, 4, 32> uni,
                                          matrix<uchar, 4, 32> own)
{
    matrix<uint, 8, 8> message;
    message.select<4, 1, 8, 1>(0, 0) = uni.format<uint, 4, 8>();
    message.select<4, 1, 8, 1>(4, 0) = own.format<uint, 4, 8>();
    return message;
}
CM_INLINE matrix<uint, 8, 8> vme_fbr_payload(matrix<uchar, 4, 32> uni,
                                             matrix<uchar, 4, 32> fbr,
                                             uchar mode, uchar shape,
                                             uchar prediction)
{
    matrix<uint, 8, 8> message = vme_payload8(uni, fbr);
    vector_ref<uchar, 32> row2 = message.row(2).format<uchar>();
    row2(20) = mode;
    row2(21) = shape;
    row2(22) = prediction;
    return message;
}
} // namespace cm_detail

#endif
