/* cm/cm_spirv.h - the SPIR-V built-ins of Intel's cm.h (cm/spirv/*.h):
 * work-item ids and sizes, barriers, the OpenCL extended set's native
 * math, integer add with carry and subtract with borrow, the float
 * remainder, bfloat16 conversions and the shader clock, as functions a
 * CM kernel calls.
 *
 * Takes the calls Intel's headers declare, with their signatures.
 * Guarantees the meaning Intel's VectorCompiler gives them (its built-in
 * library, where a CM kernel is one work-item of SIMD width 1): ids and
 * sizes from the thread-group dispatch (cm_local_id, cm_group_id,
 * cm_local_size, cm_group_count; no global offset, 3 dimensions; a
 * subgroup is one work-item), a barrier only for the workgroup scope (2)
 * after a fence when the memory semantics are not 0, native math as the
 * hardware's math instructions (base 2 for exp2 and log2), carries and
 * borrows as 0 or 1.  Written for cmc from those meanings, not from
 * Intel's code.  Included by cm.h. */
#ifndef CM_CM_SPIRV_H
#define CM_CM_SPIRV_H

namespace detail {
namespace spirv {
enum scope {
    cross_device = 0,
    device = 1,
    workgroup = 2,
    subgroup = 3,
    invocation = 4
};
} // namespace spirv
} // namespace detail

/* ---- Work-item built-ins ------------------------------------------------- */

CM_INLINE unsigned int __spirv_BuiltInWorkDim() { return 3; }

CM_INLINE unsigned long __spirv_BuiltInWorkgroupSize(int dim)
{
    return dim >= 0 && dim <= 2 ? cm_local_size(dim) : 0;
}

CM_INLINE unsigned long __spirv_BuiltInEnqueuedWorkgroupSize(int dim)
{
    return __spirv_BuiltInWorkgroupSize(dim);
}

CM_INLINE unsigned long __spirv_BuiltInLocalInvocationId(int dim)
{
    return dim >= 0 && dim <= 2 ? cm_local_id(dim) : 0;
}

CM_INLINE unsigned long __spirv_BuiltInNumWorkgroups(int dim)
{
    return dim >= 0 && dim <= 2 ? cm_group_count(dim) : 0;
}

CM_INLINE unsigned long __spirv_BuiltInWorkgroupId(int dim)
{
    return dim >= 0 && dim <= 2 ? cm_group_id(dim) : 0;
}

CM_INLINE unsigned long __spirv_BuiltInGlobalSize(int dim)
{
    return __spirv_BuiltInWorkgroupSize(dim) * __spirv_BuiltInNumWorkgroups(dim);
}

CM_INLINE unsigned long __spirv_BuiltInGlobalInvocationId(int dim)
{
    return __spirv_BuiltInWorkgroupId(dim) * __spirv_BuiltInWorkgroupSize(dim) +
           __spirv_BuiltInLocalInvocationId(dim);
}

/* The runtimes cmc's kernels run on have no global offset. */
CM_INLINE unsigned long __spirv_BuiltInGlobalOffset(int dim)
{
    (void)dim;
    return 0;
}

CM_INLINE unsigned long __spirv_BuiltInLocalInvocationIndex()
{
    return (cm_local_id(2) * cm_local_size(1) + cm_local_id(1)) *
               cm_local_size(0) +
           cm_local_id(0);
}

CM_INLINE unsigned long __spirv_BuiltInGlobalLinearId()
{
    unsigned long group =
        (cm_group_id(2) * cm_group_count(1) + cm_group_id(1)) *
            cm_group_count(0) +
        cm_group_id(0);
    unsigned long items = (unsigned long)cm_local_size(0) * cm_local_size(1) *
                          cm_local_size(2);
    return group * items + __spirv_BuiltInLocalInvocationIndex();
}

/* A CM kernel is one work-item of its subgroup. */
CM_INLINE unsigned int __spirv_BuiltInSubgroupSize() { return 1; }
CM_INLINE unsigned int __spirv_BuiltInSubgroupMaxSize() { return 1; }
CM_INLINE unsigned int __spirv_BuiltInSubgroupLocalInvocationId() { return 0; }

CM_INLINE unsigned int __spirv_BuiltInNumSubgroups()
{
    return cm_local_size(0) * cm_local_size(1) * cm_local_size(2);
}

CM_INLINE unsigned int __spirv_BuiltInNumEnqueuedSubgroups()
{
    return __spirv_BuiltInNumSubgroups();
}

CM_INLINE unsigned int __spirv_BuiltInSubgroupId()
{
    return (unsigned int)__spirv_BuiltInLocalInvocationIndex();
}

/* ---- Barriers ---------------------------------------------------------------- */

namespace cm_detail {
/* The fence before a barrier whose memory semantics are not 0. */
CM_INLINE void spirv_fence(int memory_semantics)
{
    if (memory_semantics != 0)
        cm_fence(CM_GLOBAL_COHERENT_FENCE | CM_LOCAL_BARRIER | CM_SW_BARRIER);
}
} // namespace cm_detail

CM_INLINE void __spirv_ControlBarrier(int scope, int memory_scope,
                                      int memory_semantics)
{
    (void)memory_scope;
    cm_detail::spirv_fence(memory_semantics);
    if (scope == detail::spirv::workgroup)
        cm_barrier();
}

/* SPV_INTEL_split_barrier: arrive signals, wait waits. */
CM_INLINE void __spirv_ControlBarrierArriveINTEL(int scope, int memory_scope,
                                                 int memory_semantics)
{
    (void)memory_scope;
    cm_detail::spirv_fence(memory_semantics);
    if (scope == detail::spirv::workgroup)
        cm_sbarrier(1);
}

CM_INLINE void __spirv_ControlBarrierWaitINTEL(int scope, int memory_scope,
                                               int memory_semantics)
{
    (void)memory_scope;
    cm_detail::spirv_fence(memory_semantics);
    if (scope == detail::spirv::workgroup)
        cm_sbarrier(0);
}

/* ---- The OpenCL extended set's native math --------------------------------------- */

/* __spirv_ocl_NAME(x) of float or half, scalar or vector: the hardware's
 * CM_NAME. */
#define CM_SPIRV_NATIVE_UNARY(NAME, CM_NAME)                                  \
    CM_INLINE float __spirv_ocl_##NAME(float x) { return CM_NAME(x); }        \
    CM_INLINE half __spirv_ocl_##NAME(half x) { return CM_NAME(x); }          \
    template <int Width>                                                      \
    CM_INLINE vector<float, Width> __spirv_ocl_##NAME(vector<float, Width> x) \
    {                                                                         \
        return CM_NAME(x);                                                    \
    }                                                                         \
    template <int Width>                                                      \
    CM_INLINE vector<half, Width> __spirv_ocl_##NAME(vector<half, Width> x)   \
    {                                                                         \
        return CM_NAME(x);                                                    \
    }

CM_SPIRV_NATIVE_UNARY(native_cos, cm_cos)
CM_SPIRV_NATIVE_UNARY(native_sin, cm_sin)
CM_SPIRV_NATIVE_UNARY(native_exp2, cm_exp)
CM_SPIRV_NATIVE_UNARY(native_log2, cm_log)
CM_SPIRV_NATIVE_UNARY(native_recip, cm_inv)
CM_SPIRV_NATIVE_UNARY(native_rsqrt, cm_rsqrt)
CM_SPIRV_NATIVE_UNARY(native_sqrt, cm_sqrt)
#undef CM_SPIRV_NATIVE_UNARY

CM_INLINE float __spirv_ocl_native_powr(float x, float y) { return cm_pow(x, y); }
CM_INLINE half __spirv_ocl_native_powr(half x, half y) { return cm_pow(x, y); }
template <int Width>
CM_INLINE vector<float, Width> __spirv_ocl_native_powr(vector<float, Width> x,
                                                       vector<float, Width> y)
{
    return cm_pow(x, y);
}
template <int Width>
CM_INLINE vector<half, Width> __spirv_ocl_native_powr(vector<half, Width> x,
                                                      vector<half, Width> y)
{
    return cm_pow(x, y);
}

/* ---- Integer carry and borrow, float remainder --------------------------------- */

namespace details {
template <typename T> struct ResScalar {
    T Res;
    T C;
};

template <typename T, int Width> struct ResVector {
    vector<T, Width> Res;
    vector<T, Width> C;
};
} // namespace details

/* Res = A + B (wrapping); C = 1 where it wrapped, else 0.  Unsigned
 * integers, as SPIR-V's OpIAddCarry. */
template <typename T>
CM_INLINE details::ResScalar<T> __spirv_IAddCarry(T A, T B)
{
    details::ResScalar<T> result;
    result.Res = A + B;
    result.C = result.Res < A ? 1 : 0;
    return result;
}

template <typename T, int Width>
CM_INLINE details::ResVector<T, Width>
__spirv_IAddCarry(vector<T, Width> A, vector<T, Width> B)
{
    details::ResVector<T, Width> result;
    result.Res = A + B;
    result.C = 0;
    result.C.merge(1, result.Res < A);
    return result;
}

/* Res = A - B (wrapping); C = 1 where B > A, else 0. */
template <typename T>
CM_INLINE details::ResScalar<T> __spirv_ISubBorrow(T A, T B)
{
    details::ResScalar<T> result;
    result.Res = A - B;
    result.C = A < B ? 1 : 0;
    return result;
}

template <typename T, int Width>
CM_INLINE details::ResVector<T, Width>
__spirv_ISubBorrow(vector<T, Width> A, vector<T, Width> B)
{
    details::ResVector<T, Width> result;
    result.Res = A - B;
    result.C = 0;
    result.C.merge(1, A < B);
    return result;
}

/* SPIR-V's OpFRem: the remainder with the sign of A (cm_frem's). */
template <typename T> CM_INLINE T __spirv_FRem(T A, T B)
{
    return cm_frem(A, B);
}

/* ---- SPV_INTEL_bfloat16_conversion -------------------------------------------- */

/* bfloat16 in the 16 bits of a short, widened to float, or float rounded
 * to it (to nearest even): cm_bf_cvt's, where the hardware has bfloat16
 * (XeHP on; elsewhere cm_bf_cvt's located error). */
CM_INLINE float __spirv_ConvertBF16ToFINTEL(short x)
{
    return cm_bf_cvt<float>(x);
}

CM_INLINE short __spirv_ConvertFToBF16INTEL(float x)
{
    return cm_bf_cvt<short>(x);
}

template <int Width>
CM_INLINE vector<float, Width> __spirv_ConvertBF16ToFINTEL(vector<short, Width> x)
{
    return cm_bf_cvt<float>(x);
}

template <int Width>
CM_INLINE vector<short, Width> __spirv_ConvertFToBF16INTEL(vector<float, Width> x)
{
    return cm_bf_cvt<short>(x);
}

/* ---- SPV_KHR_shader_clock --------------------------------------------------------- */

/* The thread's timestamp counter, low and high dwords (cm_rdtsc's first
 * two). */
CM_INLINE vector<unsigned int, 2> __spirv_ReadClockKHR(unsigned int scope)
{
    (void)scope;
    vector<unsigned int, 4> stamp = cm_rdtsc();
    vector<unsigned int, 2> clock = stamp.select<2, 1>(0);
    return clock;
}

/* ---- Specialization constants (Intel's cm_spec_constant.h) ------------- */

/* A specialization constant: `id` names it for the runtime, which may set
 * it when it compiles the SPIR-V; where nothing sets it (every other
 * output cmc writes) it is `default_value`.  Both are compile-time
 * constants (frontend/builtins/spec_constant.c). */
template <typename T> T __spirv_SpecConstant(unsigned int id, T default_value);

/* An integer specialization constant with a default; a floating-point one
 * defaults to 0. */
template <typename T, unsigned int ID, T DefaultValue = T{0}>
CM_INLINE typename cm_detail::enable_if<
    cm_detail::is_scalar<T>::value && std::is_integral<T>::value, T>::type
cm_spec_constant()
{
    return __spirv_SpecConstant(ID, DefaultValue);
}
template <typename T, unsigned int ID>
CM_INLINE typename cm_detail::enable_if<
    cm_detail::is_scalar<T>::value && std::is_floating_point<T>::value,
    T>::type
cm_spec_constant()
{
    return __spirv_SpecConstant(ID, T{0});
}

#endif
