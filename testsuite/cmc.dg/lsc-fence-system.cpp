// System-scope LSC fences (LSC_SCOPE_SYSTEM, vISA's sysrel, and
// LSC_SCOPE_SYSACQ), which CM_HAS_LSC_SYS_FENCE announces on PVC as in
// Intel's cm_has_instr.h: lsc_fence with those scopes, finalized.
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugm\\.none\\.sysrel$" } }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugm\\.evict\\.sysacq$" } }
// { dg-final { finalize-visa PVC } }

#ifndef CM_HAS_LSC_SYS_FENCE
#error "CM_HAS_LSC_SYS_FENCE is defined on PVC"
#endif

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    write(out, 0, v);
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_NONE,
             LSC_SCOPE::LSC_SCOPE_SYSTEM>();
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_EVICT,
             LSC_SCOPE::LSC_SCOPE_SYSACQ>();
}
