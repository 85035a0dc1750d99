/* cm/cmtl/mask.h - cmtl::Mask<SIZE>, Intel's CM template library's
 * bitmask of SIZE (1..32) lanes.
 *
 * A Mask holds one bit per lane in a uint, bit i for lane i; the bits at
 * SIZE and above are always 0 (every operation keeps them so).  It is
 * made from a vector<ushort, SIZE> of lane flags (nonzero = set; packed
 * with cm_pack_mask) or from a bool (all lanes or none), and gives back
 * the bits (get, or the implicit conversion to uint), the lanes as 0/1
 * (get_vector), whether all / any lanes are set (is_all, is_any), how many
 * are (count), and the operators ~ & | ^ &= |= ^= == != on masks of one
 * SIZE.  Unlike Intel's, &= |= ^= return the new mask by value, not a
 * reference (cmc's functions return values). */
#ifndef CM_CMTL_MASK_H
#define CM_CMTL_MASK_H

#include <cm/cm.h>

namespace cmtl {

template <int SIZE> class Mask {
    static_assert(SIZE >= 1 && SIZE <= 32, "a Mask has 1 to 32 lanes");
    uint mask;

    /* From bits already clear at SIZE and above. */
    static CM_INLINE Mask from_bits(uint bits)
    {
        Mask result(false);
        result.mask = bits;
        return result;
    }

  public:
    /* The bits of a mask with every lane set. */
    static constexpr uint full =
        SIZE == 32 ? 0xffffffffu : (1u << (SIZE % 32)) - 1u;

    CM_INLINE Mask(vector<ushort, SIZE> lanes)
        : mask(cm_pack_mask(lanes) & full) {}
    CM_INLINE Mask(bool all) : mask(all ? full : 0u) {}

    CM_INLINE uint get() const { return mask; }
    CM_INLINE operator uint() const { return mask; }

    /* Lane i is 1 when bit i is set, else 0. */
    CM_INLINE vector<ushort, SIZE> get_vector() const
    {
        vector<ushort, SIZE> lanes = cm_unpack_mask<ushort, SIZE>(mask);
        return lanes;
    }
    template <typename T> CM_INLINE vector<T, SIZE> get_vector() const
    {
        vector<T, SIZE> lanes = cm_unpack_mask<ushort, SIZE>(mask);
        return lanes;
    }

    CM_INLINE bool is_all() const { return mask == full; }
    CM_INLINE bool is_any() const { return mask != 0u; }
    CM_INLINE int count() const { return (int)cm_cbit(mask); }

    CM_INLINE Mask operator&=(Mask other)
    {
        mask &= other.mask;
        return *this;
    }
    CM_INLINE Mask operator|=(Mask other)
    {
        mask |= other.mask;
        return *this;
    }
    CM_INLINE Mask operator^=(Mask other)
    {
        mask ^= other.mask;
        return *this;
    }
    CM_INLINE Mask operator~() const { return from_bits(~mask & full); }
    CM_INLINE bool operator==(Mask other) const { return mask == other.mask; }
    CM_INLINE bool operator!=(Mask other) const { return mask != other.mask; }
};

template <int SIZE> Mask(vector<ushort, SIZE>) -> Mask<SIZE>;

template <int SIZE>
CM_INLINE Mask<SIZE> operator&(Mask<SIZE> left, Mask<SIZE> right)
{
    left &= right;
    return left;
}
template <int SIZE>
CM_INLINE Mask<SIZE> operator|(Mask<SIZE> left, Mask<SIZE> right)
{
    left |= right;
    return left;
}
template <int SIZE>
CM_INLINE Mask<SIZE> operator^(Mask<SIZE> left, Mask<SIZE> right)
{
    left ^= right;
    return left;
}

} // namespace cmtl

#endif
