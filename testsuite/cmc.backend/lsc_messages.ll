; LSC messages on DG2 from hand-written GenX IR (vc-intrinsics'
; llvm.genx.lsc.*): a gather of d32 through a binding table surface (its
; index copied with movs), a scatter, a transposed (block) load with cache
; hints, a flat a64 transposed store, an atomic add returning the old
; values, a store with an immediate offset, and a fence.  GenX_IR finalizes
; them for DG2, and cmc's .isa equals the one GenX_IR writes for DG2.
; { dg-do compile }
; { dg-options "-march=DG2" }
; { dg-final { scan-visa "movs \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> T6\\(0\\)" } }
; { dg-final { scan-visa "lsc_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32 bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32" } }
; { dg-final { scan-visa "lsc_store.ugm \\(M1_NM, 16\\) bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32 V\[0-9\]+:d32" } }
; { dg-final { scan-visa "lsc_load.ugm.ca.ca \\(M1_NM, 1\\) V\[0-9\]+:d32x8t bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32" } }
; { dg-final { scan-visa "lsc_store.ugm \\(M1_NM, 1\\) flat\\\[V\[0-9\]+\\\]:a64 V\[0-9\]+:d32x8t" } }
; { dg-final { scan-visa "lsc_atomic_iadd.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32 bti\\(V\[0-9\]+\\)\\\[V\[0-9\]+\\\]:a32 V\[0-9\]+ %null" } }
; { dg-final { scan-visa "\\\[V\[0-9\]+\\+0x100\\\]:a32 V\[0-9\]+:d32" } }
; { dg-final { scan-visa "lsc_fence.ugm.none.gpu" } }
; { dg-final { finalize-visa DG2 } }
define dllexport void @lsc1(i32 %a, i32 %b, i64 %c) {
entry:
  %tx = call i16 @llvm.genx.thread.x()
  %x = zext i16 %tx to i32
  %base = mul i32 %x, 64
  %b0 = insertelement <16 x i32> undef, i32 %base, i32 0
  %bs = shufflevector <16 x i32> %b0, <16 x i32> undef, <16 x i32> zeroinitializer
  %off = add <16 x i32> %bs, <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %v = call <16 x i32> @llvm.genx.lsc.load.bti.v16i32.v16i1.v16i32(<16 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 0, i8 0, <16 x i32> %off, i32 %a)
  %w = add <16 x i32> %v, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  call void @llvm.genx.lsc.store.bti.v16i1.v16i32.v16i32(<16 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 0, i8 0, <16 x i32> %off, <16 x i32> %w, i32 %b)
  %t = call <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v1i1.v1i32(<1 x i1> <i1 1>, i8 0, i8 2, i8 2, i16 1, i32 0, i8 3, i8 5, i8 1, i8 0, <1 x i32> <i32 64>, i32 %a)
  %sp = insertelement <1 x i64> undef, i64 %c, i32 0
  call void @llvm.genx.lsc.store.stateless.v1i1.v1i64.v8i32(<1 x i1> <i1 1>, i8 0, i8 0, i8 0, i16 1, i32 0, i8 3, i8 5, i8 1, i8 0, <1 x i64> %sp, <8 x i32> %t, i32 0)
  %old = call <16 x i32> @llvm.genx.lsc.xatomic.bti.v16i32.v16i1.v16i32(<16 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, i8 12, i8 0, i8 0, i16 1, i32 0, i8 3, i8 1, i8 0, i8 0, <16 x i32> %off, <16 x i32> %w, <16 x i32> undef, i32 %b, <16 x i32> undef)
  call void @llvm.genx.lsc.store.bti.v16i1.v16i32.v16i32(<16 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, i8 0, i8 0, i8 0, i16 1, i32 256, i8 3, i8 1, i8 0, i8 0, <16 x i32> %off, <16 x i32> %old, i32 %b)
  call void @llvm.genx.lsc.fence.v16i1(<16 x i1> <i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1, i1 1>, i8 0, i8 0, i8 3)
  ret void
}
declare i16 @llvm.genx.thread.x()
declare <16 x i32> @llvm.genx.lsc.load.bti.v16i32.v16i1.v16i32(<16 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <16 x i32>, i32)
declare <8 x i32> @llvm.genx.lsc.load.bti.v8i32.v1i1.v1i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i32>, i32)
declare void @llvm.genx.lsc.store.bti.v16i1.v16i32.v16i32(<16 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <16 x i32>, <16 x i32>, i32)
declare void @llvm.genx.lsc.store.stateless.v1i1.v1i64.v8i32(<1 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <1 x i64>, <8 x i32>, i32)
declare <16 x i32> @llvm.genx.lsc.xatomic.bti.v16i32.v16i1.v16i32(<16 x i1>, i8, i8, i8, i16, i32, i8, i8, i8, i8, <16 x i32>, <16 x i32>, <16 x i32>, i32, <16 x i32>)
declare void @llvm.genx.lsc.fence.v16i1(<16 x i1>, i8, i8, i8)
!genx.kernels = !{!0}
!0 = !{ptr @lsc1, !"lsc1", !1, i32 0, !2, !3, !4, i32 0, i32 0}
!1 = !{i32 2, i32 2, i32 0}
!2 = !{i32 32, i32 36, i32 40}
!3 = !{i32 0, i32 0, i32 0}
!4 = !{!"buffer_t", !"buffer_t", !""}
