// Typed and untyped surface accesses: read_typed/write_typed take the
// enabled channels of the pixels at u [, v [, r]] (a missing coordinate is
// 0), channel by channel (a row per channel); read_untyped/write_untyped
// the channels at dword offsets (GATHER4_SCALED on the surface);
// write_typed_atomic<Op> is TYPED_ATOMIC with u, v, r and a null LOD.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.gather4.typed.v16f32.v8i1.v8i32\\(i32 3, <8 x i1>" } }
// { dg-final { scan-llvm "@llvm.genx.scatter4.typed.v8i1.v8i32.v16f32\\(i32 3," } }
// { dg-final { scan-llvm "@llvm.genx.gather4.scaled.v32i32.v8i1.v8i32\\(<8 x i1> <i1 true.*i32 15," } }
// { dg-final { scan-llvm "@llvm.genx.typed.atomic.add.v8i32.v8i1.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.typed.atomic.cmpxchg.v8i32.v8i1.v8i32" } }
// { dg-final { scan-visa "^\\s*gather4_typed.RG \\(M1_NM, 8\\) T6 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 %null.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*scatter4_typed.RG \\(M1_NM, 8\\) T7 " } }
// { dg-final { scan-visa "^\\s*gather4_scaled.RGBA \\(M1_NM, 8\\) T6 0x0:ud " } }
// { dg-final { scan-visa "^\\s*scatter4_scaled.R \\(M1_NM, 8\\) T7 0x0:ud " } }
// { dg-final { scan-visa "^\\s*typed_atomic.add \\(M1_NM, 8\\) T7 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 %null.0 V\[0-9\]+.0 %null.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*typed_atomic.cmpxchg \\(M1_NM, 8\\) T7 " } }
// { dg-final { scan-visa "^\\s*typed_atomic.inc \\(M1_NM, 8\\) T7 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 %null.0 %null.0 %null.0 V" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void typed(SurfaceIndex image, SurfaceIndex target,
                                  SurfaceIndex out)
{
    vector<uint, 8> u, v;
    read(out, 0, u);
    read(out, 32, v);
    matrix<float, 2, 8> pixels;
    read_typed(image, CM_GR_ENABLE, pixels, u, v);
    write_typed(target, CM_GR_ENABLE, pixels, u, v);
    matrix<int, 4, 8> words;
    read_untyped(image, CM_ABGR_ENABLE, words, u);
    write_untyped(target, CM_R_ENABLE, words.row(0), u);
    vector<uint, 8> old, swapped, counted;
    vector<uint, 8> one = 1;
    write_typed_atomic<ATOMIC_ADD>(target, old, one, u, v);
    write_typed_atomic<ATOMIC_CMPXCHG>(target, swapped, one, old, u, v);
    write_typed_atomic<ATOMIC_INC>(target, counted, u, v, u);
    write(out, 64, old + swapped + counted);
}
