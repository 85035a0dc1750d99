// LSC quad messages on DG2: cm_load4 reads the enabled ones of the four
// consecutive ints x, y, z, w at each address (R, G, B, A of the channel
// mask), packed in registers (enabled element m of channel n at m * 16 +
// n); cm_store4 writes the first 1, 2, 3 or 4 of them (stores take masks
// contiguous from R), also on SLM and at an svmptr_t, one under a
// predicate.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:2048:out.bin svm:zero:512:flat.bin" } }

extern "C" _GENX_MAIN_ void lsc_quad(SurfaceIndex in, SurfaceIndex out,
                                     svmptr_t flat [[type("svmptr_t")]])
{
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;
    vector<int, 48> xzw = cm_load4<int, CM_ABR_ENABLE>(in, lane * 16);
    cm_store4<int, CM_BGR_ENABLE>(out, lane * 16, xzw + 1);
    vector<int, 16> y = cm_load4<int, CM_G_ENABLE>(in, lane * 16);
    cm_store<int, VectorSize::N1>(out, 256 + lane * 4, y);
    cm_slm_init(512);
    cm_store4_slm<int, CM_ABGR_ENABLE>(lane * 16, cm_load4<int, CM_ABGR_ENABLE>(in, lane * 16));
    vector<int, 32> yz = cm_load4_slm<int, CM_BG_ENABLE>(lane * 16);
    vector<ushort, 16> low = lane < 12;
    cm_ptr_store4<int, CM_GR_ENABLE>((int *)flat, lane * 16, yz * 2, low);
}
