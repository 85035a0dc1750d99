// ATOMIC_FADD and ATOMIC_FSUB before XeHP_SDV: one located error each
// (GenX_IR translates float add and subtract atomics from XeHP_SDV on);
// SVM atomics have neither on any platform (vc-intrinsics has no
// svm.atomic.fadd).
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf, svmptr_t p)
{
    vector<uint, 8> offsets = 0;
    vector<float, 8> amount = 1.0f, old;
    write_atomic<ATOMIC_FADD>(buf, offsets, amount, old); // { dg-error "'ATOMIC_FADD' is not available on TGLLP: the hardware has it on XeHP_SDV, DG2, MTL or PVC" }
    write_atomic<ATOMIC_FSUB>(buf, offsets, amount); // { dg-error "'ATOMIC_FSUB' is not available on TGLLP: the hardware has it on XeHP_SDV, DG2, MTL or PVC" }
    vector<svmptr_t, 8> addresses = p;
    cm_svm_atomic(ATOMIC_FADD, addresses, old, amount); // { dg-error "this atomic operation is not supported by SVM atomics" }
    write(buf, 0, old);
}
