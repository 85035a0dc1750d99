// printf from a kernel writes one record to the CM runtime's print buffer
// (predefined surface T2) as Intel's CM compiler does: an 8-channel dword
// atomic add of {record size, 0, ...} at byte offsets 0, 4, ..., 28
// reserves it (only dword 0 changes); then a format header
// {5, 0, ..., length, 0}, the string in 128 bytes and one header
// {3, type, ..., low, high} per argument, each an oword block write.
// { dg-do compile }
// { dg-final { scan-llvm-times "call i32 @llvm.genx.predefined.surface\\(i32 2\\)" 1 } }
// { dg-final { scan-llvm "@llvm.genx.dword.atomic.add.v8i32.v8i1.v8i32\\(<8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, i32 %\[0-9\]+, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>, <8 x i32> <i32 256, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <8 x i32> zeroinitializer\\)" } }
// { dg-final { scan-llvm "<8 x i32> <i32 5, i32 0, i32 0, i32 0, i32 0, i32 0, i32 19, i32 0>" } }
// { dg-final { scan-llvm "<128 x i8> <i8 110, i8 61, i8 37, i8 100, " } }
// { dg-final { scan-llvm "<8 x i32> <i32 3, i32 5, i32 0, i32 0, i32 0, i32 0, i32 -3, i32 0>" } }
// { dg-final { scan-llvm "insertelement <8 x i32> <i32 3, i32 2, " } }
// { dg-final { scan-llvm "insertelement <8 x i32> <i32 3, i32 3, " } }
// { dg-final { scan-visa "^\\s*dword_atomic\\.add \\(M1_NM, 8\\) T2 " } }
// { dg-final { scan-visa-times "oword_st \\(8\\) T2 " 1 } }
// { dg-final { scan-visa-times "oword_st \\(2\\) T2 " 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void print(SurfaceIndex out, int n, float f)
{
    printf("n=%d f=%f s=%hd\\n\n", n, f, (short)-3);
}
