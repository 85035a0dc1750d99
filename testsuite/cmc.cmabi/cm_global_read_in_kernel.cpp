// A global written in a subroutine and read in the kernel, optimised: the
// subroutine is inlined after CMABI and the kernel writes the value the
// program computes: start 1, doubled three times = 8.
// { dg-do compile }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "call void @llvm.genx.oword.st.v4i32\\(i32 %buf, i32 0, <4 x i32> <i32 8, i32 8, i32 8, i32 8>\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

int level = 1;

void twice()
{
    level = level * 2;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    for (int i = 0; i < 3; i++)
        twice();
    vector<int, 4> v = level;
    write(buf, 0, v);
}
