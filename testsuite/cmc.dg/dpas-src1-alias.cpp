// DPAS's src1 given as a format() of another vector: a vISA alias.
// GenX_IR aligns src1's declaration to one GRF and writes that alignment
// for the alias in its .isa (16 words on DG2, 32 on PVC); cmc's .isa must
// be the same (isa-oracle).
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "dpas\\.bf\\.bf\\.8\\.8 \\(M1_NM, 8\\) V\[0-9\]+\\.0 %null\\.0 V\[0-9\]+\\.0" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<ushort, 128> b;
    vector<uint, 64> a;
    read(in, 0, b.select<64, 1>(0));
    read(in, 128, b.select<64, 1>(64));
    read(in, 256, a.select<32, 1>(0));
    read(in, 384, a.select<32, 1>(32));
    vector<float, 64> r = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8,
                                  float>(0, b.format<uint>(), a);
    write(out, 0, r.select<32, 1>(0));
    write(out, 128, r.select<32, 1>(32));
}
