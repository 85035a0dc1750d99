// A kernel as an MLIR pipeline emits it, in the LLVM dialect (scf already
// lowered to branches): c = a * scale + b over `blocks` blocks of 8 floats
// per thread, with oword block messages called through a declared
// llvm.func and through llvm.call_intrinsic, and llvm.intr.fma.
// { dg-do run }
// { dg-options "-O2" }
// { dg-final { scan-visa "oword_ld \\(2\\)" } }
// { dg-final { scan-visa "mad \\(M1, 8\\)|mad \\(M1_NM, 8\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "-t 4 buf:a.bin buf:b.bin buf:zero:384:c.bin f32:2.5 i32:3" } }
module {
  llvm.func @llvm.genx.thread.x() -> i16
  llvm.func @llvm.genx.oword.ld.v8f32(i32, i32, i32) -> vector<8xf32>
  llvm.func @llvm.genx.oword.st.v8f32(i32, i32, vector<8xf32>)

  llvm.func @scaled_add(%a: i32 {cmc.kind = "surface", cmc.descriptor = "buffer_t"},
                        %b: i32 {cmc.kind = "surface", cmc.descriptor = "buffer_t"},
                        %c: i32 {cmc.kind = "surface", cmc.descriptor = "buffer_t"},
                        %scale: f32, %blocks: i32) attributes {cmc.kernel} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %owords = llvm.mlir.constant(2 : i32) : i32
    %thread16 = llvm.call @llvm.genx.thread.x() : () -> i16
    %thread = llvm.zext %thread16 : i16 to i32
    %first = llvm.mul %thread, %blocks : i32
    %undef = llvm.mlir.undef : vector<8xf32>
    %lane0 = llvm.insertelement %scale, %undef[%zero : i32] : vector<8xf32>
    %scales = llvm.shufflevector %lane0, %undef [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
    %any = llvm.icmp "sgt" %blocks, %zero : i32
    llvm.cond_br %any, ^loop(%zero : i32), ^done
  ^loop(%i: i32):
    %block = llvm.add %first, %i : i32
    %offset = llvm.mul %block, %owords : i32
    %va = llvm.call @llvm.genx.oword.ld.v8f32(%zero, %a, %offset) : (i32, i32, i32) -> vector<8xf32>
    %vb = llvm.call_intrinsic "llvm.genx.oword.ld.v8f32"(%zero, %b, %offset) : (i32, i32, i32) -> vector<8xf32>
    %vc = llvm.intr.fma(%va, %scales, %vb) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    llvm.call @llvm.genx.oword.st.v8f32(%c, %offset, %vc) : (i32, i32, vector<8xf32>) -> ()
    %next = llvm.add %i, %one : i32
    %more = llvm.icmp "slt" %next, %blocks : i32
    llvm.cond_br %more, ^loop(%next : i32), ^done
  ^done:
    llvm.return
  }
}
