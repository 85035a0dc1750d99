// dpas-blocks.h - what the DPAS run tests share: a 64-element vector (a
// DPAS operand on DG2) read from or written to a buffer as two 128-byte
// oword blocks.
template <typename T>
CM_INLINE void read256(SurfaceIndex s, int offset, vector_ref<T, 64> v)
{
    read(s, offset, v.template select<32, 1>(0));
    read(s, offset + 128, v.template select<32, 1>(32));
}

template <typename T>
CM_INLINE void write256(SurfaceIndex s, int offset, vector<T, 64> v)
{
    write(s, offset, v.template select<32, 1>(0));
    write(s, offset + 128, v.template select<32, 1>(32));
}
