// A subroutine with two results packed in a struct, as MLIR's lowering of
// a multi-result function packs them, one field a constant: the
// translation to LLVM IR folds the insertvalue of the constant into the
// struct the chain starts from ({ i32 7, <8 x i32> undef }), and the
// subroutine must still return it.  out = in * 2 + 7.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) scale_and_tag_BB_0" } }
// { dg-final { scan-visa "mov \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> 7:d" } }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin:out.bin" } }
module {
  llvm.func @llvm.genx.oword.ld.v8i32(i32, i32, i32) -> vector<8xi32>
  llvm.func @llvm.genx.oword.st.v8i32(i32, i32, vector<8xi32>)

  llvm.func internal @scale_and_tag(%v: vector<8xi32>) -> !llvm.struct<(i32, vector<8xi32>)> {
    %seven = llvm.mlir.constant(7 : i32) : i32
    %twice = llvm.add %v, %v : vector<8xi32>
    %empty = llvm.mlir.undef : !llvm.struct<(i32, vector<8xi32>)>
    %tagged = llvm.insertvalue %seven, %empty[0] : !llvm.struct<(i32, vector<8xi32>)>
    %result = llvm.insertvalue %twice, %tagged[1] : !llvm.struct<(i32, vector<8xi32>)>
    llvm.return %result : !llvm.struct<(i32, vector<8xi32>)>
  }

  llvm.func @tagged(%buffer: i32 {cmc.kind = "surface", cmc.descriptor = "buffer_t"})
      attributes {cmc.kernel} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.call @llvm.genx.oword.ld.v8i32(%zero, %buffer, %zero) : (i32, i32, i32) -> vector<8xi32>
    %pair = llvm.call @scale_and_tag(%v) : (vector<8xi32>) -> !llvm.struct<(i32, vector<8xi32>)>
    %tag = llvm.extractvalue %pair[0] : !llvm.struct<(i32, vector<8xi32>)>
    %twice = llvm.extractvalue %pair[1] : !llvm.struct<(i32, vector<8xi32>)>
    %undef = llvm.mlir.undef : vector<8xi32>
    %lane0 = llvm.insertelement %tag, %undef[%zero : i32] : vector<8xi32>
    %tags = llvm.shufflevector %lane0, %undef [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xi32>
    %out = llvm.add %twice, %tags : vector<8xi32>
    llvm.call @llvm.genx.oword.st.v8i32(%buffer, %zero, %out) : (i32, i32, vector<8xi32>) -> ()
    llvm.return
  }
}
