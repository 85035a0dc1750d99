// Every form of the builtin table's Xe rows in one DG2 kernel, so that
// cmc.intrinsics checks each llvm.genx declaration they produce against
// Intel's table and GenX_IR finalizes the instructions: rotates, bfn,
// the four dp4a signednesses with and without SAT, bf16 conversions both
// ways, dpas with and without an accumulator, with SAT and a ResTy, dpasw.
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "\\mrol\\M" } }
// { dg-final { scan-visa "bfn\\.x" } }
// { dg-final { scan-visa "dp4a\\.sat" } }
// { dg-final { scan-visa "dpasw\\." } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i;
    vector<uint, 8> u;
    vector<float, 8> f;
    read(in, 0, i);
    read(in, 32, u);
    read(in, 64, f);
    vector<int, 8> r = cm_rol<int>(i, u) + cm_ror<int>(i, 3);
    vector<short, 16> h = cm_ror<short>(i.format<short>(), 5);
    r += cm_bfn<BFN_X ^ BFN_Z>(i, r, i) + h.format<int>();
    r += cm_dp4a<int>(r, i, i) + cm_dp4a<int>(r, u, u, SAT);
    vector<uint, 8> v = cm_dp4a<uint>(u, i, i) + cm_dp4a<uint>(u, u, u, SAT);
    vector<ushort, 8> bf = cm_bf_cvt<ushort>(f);
    vector<float, 8> back = cm_bf_cvt<float>(bf);
    vector<half, 8> hb = cm_bf_cvt<half>(back);
    write(out, 0, r);
    write(out, 32, v);
    write(out, 64, back + cm_bf_cvt<float>(hb));

    vector<float, 64> acc;
    vector<uint, 64> b, a;
    read(in, 96, acc.select<32, 1>(0));
    read(in, 224, acc.select<32, 1>(32));
    read(in, 352, b.select<32, 1>(0));
    read(in, 480, b.select<32, 1>(32));
    read(in, 608, a.select<32, 1>(0));
    read(in, 736, a.select<32, 1>(32));
    vector<float, 64> d =
        cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8>(acc, b, a, SAT);
    d += cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8, float>(0, b, a);
    d += cm_dpasw<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b,
                                                          a.select<32, 1>(0));
    vector<int, 64> iacc = 1;
    vector<uint, 64> id = cm_dpas<CM_PRECISION_S8, CM_PRECISION_U8, uint, 8,
                                  8>(iacc, b, a);
    id += cm_dpasw<CM_PRECISION_U4, CM_PRECISION_U4, 8, 8, int>(
        0, b, a.select<32, 1>(0));
    write(out, 96, d.select<32, 1>(0));
    write(out, 224, id.select<32, 1>(0));
}
