// LSC data and vector sizes spelled out, on DG2: bytes with DataSize::U8
// (loaded) and U8U32 (stored), 16-bit data as U16U32 (zero-extended to 32
// bits in registers), three ints per address (VectorSize::N3), eight
// floats per address on 8 channels (N8), and flat quad loads
// (cm_ptr_load4) of the elements x, y, z, w that the masks CM_AB_ENABLE,
// CM_ABG_ENABLE, CM_AG_ENABLE, CM_AGR_ENABLE and CM_AR_ENABLE enable.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "lsc_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d8c32 bti" } }
// { dg-final { scan-visa "lsc_store.ugm \\(M1_NM, 16\\) bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32 V\[0-9\]+:d8c32" } }
// { dg-final { scan-visa "lsc_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d16c32 bti" } }
// { dg-final { scan-visa "lsc_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32x3 bti" } }
// { dg-final { scan-visa "lsc_load.ugm \\(M1_NM, 8\\) V\[0-9\]+:d32x8 bti" } }
// { dg-final { scan-visa "lsc_load_quad.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32.zw flat" } }
// { dg-final { scan-visa "lsc_store_quad.ugm \\(M1_NM, 16\\) flat\\\[V\[0-9\]+\\\]:a64 V\[0-9\]+:d32.xy" } }
// { dg-final { scan-visa "lsc_load_quad.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32.yzw flat" } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:4096:out.bin svm:quads.bin:quadsout.bin" } }

extern "C" _GENX_MAIN_ void lsc_data_sizes(SurfaceIndex in, SurfaceIndex out,
                                           svmptr_t quads [[type("svmptr_t")]])
{
    vector<unsigned, 16> lane;
    for (int i = 0; i < 16; i++)
        lane(i) = i;

    /* bytes: byte 3 * i, written back plus 1 at byte i */
    vector<uchar, 16> b = cm_load<uchar, VectorSize::N1, DataSize::U8>(in, lane * 3);
    cm_store<uchar, VectorSize::N1, DataSize::U8U32>(out, lane, b + 1);

    /* 16-bit: the low half of dword i, written to the high half of dword i */
    vector<ushort, 16> h = cm_load<ushort, VectorSize::N1, DataSize::U16U32>(in, 64 + lane * 4);
    cm_store<ushort, VectorSize::N1, DataSize::U16U32>(out, 64 + lane * 4 + 2, h);

    /* three ints per address, twelve bytes apart: element v of channel i
     * is t[v * 16 + i]; stored with the elements rotated */
    vector<int, 48> t = cm_load<int, VectorSize::N3>(in, 128 + lane * 12);
    vector<int, 48> rotated;
    rotated.select<32, 1>(0) = t.select<32, 1>(16);
    rotated.select<16, 1>(32) = t.select<16, 1>(0);
    cm_store<int, VectorSize::N3>(out, 128 + lane * 12, rotated);

    /* eight floats per address on 8 channels, 32 bytes apart, doubled */
    vector<unsigned, 8> eight = lane.select<8, 1>(0) * 32;
    vector<float, 64> e = cm_load<float, VectorSize::N8, DataSize::U32,
                                  CacheHint::Default, CacheHint::Default, 8>(in, 320 + eight);
    cm_store<float, VectorSize::N8, DataSize::U32, CacheHint::Default,
             CacheHint::Default, 8>(out, 320 + eight, e * 2.0f);

    /* flat quads: the enabled elements of the 16 bytes at each address,
     * enabled element m of channel i at m * 16 + i, to the buffer one
     * mask after another */
    const int *q = (const int *)quads;
    vector<unsigned, 16> at = lane * 16;
    cm_store<int, VectorSize::N1>(out, 1024 + lane * 4,
                                  cm_ptr_load4<int, CM_AR_ENABLE>(q, at).select<16, 1>(16));
    vector<int, 32> zw = cm_ptr_load4<int, CM_AB_ENABLE>(q, at);
    cm_store<int, VectorSize::N2>(out, 1088 + lane * 8, zw);
    vector<int, 48> yzw = cm_ptr_load4<int, CM_ABG_ENABLE>(q, at);
    cm_store<int, VectorSize::N3>(out, 1216 + lane * 12, yzw);
    vector<int, 32> yw = cm_ptr_load4<int, CM_AG_ENABLE>(q, at);
    cm_store<int, VectorSize::N2>(out, 1408 + lane * 8, yw);
    vector<int, 48> xyw = cm_ptr_load4<int, CM_AGR_ENABLE>(q, at);
    cm_store<int, VectorSize::N3>(out, 1536 + lane * 12, xyw);
    /* and a quad store back to the flat memory: x, y of each address */
    cm_ptr_store4<int, CM_GR_ENABLE>((int *)quads, at, yw + 1);
}
