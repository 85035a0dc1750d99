// DG2 has LSC but not its 2D block messages (Intel's cm_has_instr.h:
// CM_HAS_LSC_UNTYPED_2D from PVC on): each is a located platform error,
// and CM_HAS_LSC_UNTYPED_2D is not defined.
// { dg-do compile }
// { dg-options "-march=DG2" }

#ifdef CM_HAS_LSC_UNTYPED_2D
#error "CM_HAS_LSC_UNTYPED_2D on DG2"
#endif

extern "C" _GENX_MAIN_ void block2d_dg2(int *m [[type("svmptr_t")]])
{
    vector<int, 32> a = cm_load<int, 8, 4>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_load' is not available on DG2: the hardware has it on PVC" }
    cm_store<int, 8, 4>(m, 63, 7, 63, 0, 0, a); // { dg-error "'cm_store' is not available on DG2: the hardware has it on PVC" }
    cm_ptr_prefetch<int, 8, 4>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_prefetch' is not available on DG2: the hardware has it on PVC" }
}
