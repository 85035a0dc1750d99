/* cm/vme/payload.h - the mechanisms every VME payload macro is written in.
 *
 * A VME message payload is a matrix of 32-byte rows (a uchar matrix<R, 32>
 * for the inputs, of R GRFs for the outputs).  Each public macro of
 * gen9_input.h and gen9_output.h names one field: its element type T, row
 * R and element C of that type within the row, and, for a field of a few
 * bits, the bits it keeps or the mask and shift it reads.  This file
 * gives the few ways to touch such a field; the public names are table
 * rows written in them.
 *
 * Takes: p, a matrix (or matrix_ref) with at least R + 1 rows of 32
 * bytes; T uchar, ushort or uint; constants for the rest.  Guarantees,
 * as Intel's macros of the same names do:
 *   CM_VME_SET          field = v (T's conversion of v)
 *   CM_VME_SET_ELEMENT  the same, through the element rather than a
 *                       one-element region (Intel writes some fields so)
 *   CM_VME_SET_FLAG     field |= BIT
 *   CM_VME_CLEAR_FLAG   field &= ~BIT (of a byte)
 *   CM_VME_SET_BITS     field = (field & KEEP) | (v << SHIFT); v is not
 *                       masked, so bits of v outside the field reach the
 *                       bits KEEP keeps (Intel's macros do the same)
 *   CM_VME_SET_PAIR     field = LO | (HI << SHIFT), two subfields at once
 *   CM_VME_GET          the field's value
 *   CM_VME_GET_BITS     (field & MASK) >> SHIFT
 *   CM_VME_GET_FLAG     1 if field & BIT, else 0
 *   CM_VME_OUT          v = the field; CM_VME_OUT_BITS: v = (field &
 *                       MASK) >> SHIFT; CM_VME_OUT_ROWS: v = ROWS rows of
 *                       16 shorts from row ROW of a 7-row short view
 * Arguments are evaluated once each and parenthesized (Intel's are not,
 * which only differs for an argument with an operator of lower
 * precedence than `|` or `<<`).
 *
 * Also Intel's public helpers of gen9_vme.h: VME_Input_S1, VME_Input_G1,
 * VME_Output_S1 (a field as a region or an element) and the S13.2 <-> S16
 * conversions.
 *
 * Included by cm/vme/vme.h on the platforms with VME. */
#ifndef CM_VME_PAYLOAD_H
#define CM_VME_PAYLOAD_H

/* A field as a one-element region, and as the element itself. */
#define CM_VME_FIELD(p, T, R, C)                                              \
    (p).row(R).template format<T>().template select<1, 1>(C)
#define CM_VME_ELEMENT(p, T, R, C) CM_VME_FIELD(p, T, R, C)(0)

#define CM_VME_SET(p, T, R, C, v) (CM_VME_FIELD(p, T, R, C) = (v))
#define CM_VME_SET_ELEMENT(p, T, R, C, v) (CM_VME_ELEMENT(p, T, R, C) = (v))
#define CM_VME_SET_FLAG(p, T, R, C, BIT) (CM_VME_FIELD(p, T, R, C) |= (BIT))
#define CM_VME_CLEAR_FLAG(p, T, R, C, BIT)                                    \
    (CM_VME_FIELD(p, T, R, C) &= 0xFF ^ (BIT))
#define CM_VME_SET_BITS(p, T, R, C, KEEP, SHIFT, v)                           \
    (CM_VME_FIELD(p, T, R, C) =                                               \
         (CM_VME_FIELD(p, T, R, C) & (KEEP)) | ((v) << (SHIFT)))
#define CM_VME_SET_PAIR(p, T, R, C, SHIFT, LO, HI)                            \
    (CM_VME_FIELD(p, T, R, C) = (LO) | ((HI) << (SHIFT)))

#define CM_VME_GET(p, T, R, C) (CM_VME_ELEMENT(p, T, R, C))
#define CM_VME_GET_BITS(p, T, R, C, MASK, SHIFT)                              \
    ((CM_VME_ELEMENT(p, T, R, C) & (MASK)) >> (SHIFT))
#define CM_VME_GET_FLAG(p, T, R, C, BIT)                                      \
    ((CM_VME_ELEMENT(p, T, R, C) & (BIT)) ? 1 : 0)

#define CM_VME_OUT(p, T, R, C, v) ((v) = CM_VME_ELEMENT(p, T, R, C))
#define CM_VME_OUT_BITS(p, T, R, C, MASK, SHIFT, v)                           \
    ((v) = (CM_VME_ELEMENT(p, T, R, C) & (MASK)) >> (SHIFT))
#define CM_VME_OUT_ROWS(p, ROWS, ROW, v)                                      \
    ((v) = (p).template format<short, 7, 16>()                                \
               .template select<ROWS, 1, 16, 1>(ROW, 0))

/* Intel's names for the field accessors. */
#define VME_Input_S1(p, t, r, c) CM_VME_FIELD(p, t, r, c)
#define VME_Input_G1(p, t, r, c) CM_VME_ELEMENT(p, t, r, c)
#define VME_Output_S1(p, t, r, c) CM_VME_ELEMENT(p, t, r, c)

/* S13.2 fixed point (bits 14:2 the value, 15 the sign) to and from a
 * 16-bit value with the magnitude in bits 12:0 and the sign in bit 15. */
#define S13_2TOS16(value) ((((value) >> 2) & 0x1FFF) | ((value) & 0x8000))
#define S16TOS13_2(value) ((((value) & 0x1FFF) << 2) | ((value) & 0x8000))

#endif
