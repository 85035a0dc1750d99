// Every LSC fence operation, scope and memory that cm_fence takes on DG2:
// the flushes INVALIDATE, DISCARD, CLEAN and FLUSHL3 (vISA's invalidate,
// discard, clean, flushl3), the scopes GROUP, LOCAL, TILE and GPUS, and the
// fence of typed memory (TGM); the low-bandwidth global memory (UGML) is
// PVC's (lsc-fence-ugml-pvc.cpp).
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugm\\.invalidate\\.gpu$" } }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugm\\.discard\\.tile$" } }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugm\\.clean\\.gpus$" } }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugm\\.flushl3\\.local$" } }
// { dg-final { scan-visa "^\\s*lsc_fence\\.tgm\\.none\\.group$" } }
// { dg-final { scan-visa "^\\s*lsc_fence\\.tgm\\.evict\\.gpu$" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void fences(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    write(out, 0, v);
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_INVALIDATE,
             LSC_SCOPE::LSC_SCOPE_GPU>();
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_DISCARD,
             LSC_SCOPE::LSC_SCOPE_TILE>();
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_CLEAN,
             LSC_SCOPE::LSC_SCOPE_GPUS>();
    cm_fence<LSC_SFID::LSC_UGM, LSC_FENCE_OP::LSC_FENCE_OP_FLUSHL3,
             LSC_SCOPE::LSC_SCOPE_LOCAL>();
    cm_fence<LSC_SFID::LSC_TGM, LSC_FENCE_OP::LSC_FENCE_OP_NONE,
             LSC_SCOPE::LSC_SCOPE_GROUP>();
    cm_fence<LSC_SFID::LSC_TGM, LSC_FENCE_OP::LSC_FENCE_OP_EVICT,
             LSC_SCOPE::LSC_SCOPE_GPU>();
}
