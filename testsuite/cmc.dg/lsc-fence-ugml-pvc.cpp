// The fence of the low-bandwidth global memory, LSC_SFID::LSC_UGML, which
// PVC has (vISA's ugml): cm_fence on it with an eviction at GPU scope.
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "^\\s*lsc_fence\\.ugml\\.evict\\.gpu$" } }
// { dg-final { finalize-visa PVC } }

extern "C" _GENX_MAIN_ void ugml_fence(SurfaceIndex out)
{
    vector<int, 8> v = 1;
    write(out, 0, v);
    cm_fence<LSC_SFID::LSC_UGML, LSC_FENCE_OP::LSC_FENCE_OP_EVICT,
             LSC_SCOPE::LSC_SCOPE_GPU>();
}
