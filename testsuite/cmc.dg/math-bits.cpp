// Bit operations on 32-bit integers: cm_lzd, cm_cbit, cm_fbl, cm_fbh,
// cm_bf_reverse, cm_bf_insert, cm_bf_extract, the shifts and
// cm_pack_mask/cm_unpack_mask (which vISA has no single instruction for:
// shifts, ands and an or-tree).
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.lzd.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.cbit.v8i32.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.fbl.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.sfbh.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.ufbh.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.bfrev.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.bfi.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.ubfe.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.sbfe.v8i32" } }
// { dg-final { scan-visa "^\\s*lzd \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1>" } }
// { dg-final { scan-visa "^\\s*cbit " } }
// { dg-final { scan-visa "^\\s*fbl " } }
// { dg-final { scan-visa "^\\s*fbh " } }
// { dg-final { scan-visa "^\\s*bfrev " } }
// { dg-final { scan-visa "^\\s*bfi \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 0x4:ud 0x8:ud V" } }
// { dg-final { scan-visa "^\\s*bfe " } }
// { dg-final { scan-visa "^\\s*shl " } }
// { dg-final { scan-visa "^\\s*asr " } }
// { dg-final { scan-visa "^\\s*shr " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void bits(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> u;
    vector<int, 8> s;
    read(in, 0, u);
    read(in, 32, s);
    vector<uint, 8> a = cm_lzd(u) + cm_cbit(u) + cm_fbl(u) + cm_fbh(u) +
                        cm_fbh(s) + cm_bf_reverse(u);
    vector<uint, 8> b = cm_bf_insert(4, 8, u, a) + cm_bf_extract(4, 8, u);
    vector<int, 8> c = cm_bf_extract(3, 1, s) + cm_shl(s, 3) + cm_asr(s, 2);
    vector<uint, 8> d = cm_shr(u, 5);
    uint mask = cm_pack_mask(u);
    vector<ushort, 16> unpacked = cm_unpack_mask<ushort, 16>(mask);
    write(out, 0, a + b + d);
    write(out, 32, c);
    write(out, 64, unpacked);
}
