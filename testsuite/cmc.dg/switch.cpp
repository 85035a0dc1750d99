// switch: one LLVM switch with a block per label, C fall-through (case 2
// runs into case 3), break to the end, default; in vISA a cmp.eq and a
// predicated jmp per case.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "switch i32 %\[a-z0-9\]+, label %switch.default \\\[" } }
// { dg-final { scan-llvm "i32 7, label %switch.case" } }
// { dg-final { scan-visa-times "cmp\\.eq \\(M1_NM, 1\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<0;1,0>" 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void kernel_switch(SurfaceIndex buffer, int mode)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    int k = 0;
    switch (mode) {
    case 0:
        k = 10;
        break;
    case 2:
        k = 5;
    case 3:
        k = k + 1;
        break;
    case 7: {
        int t = mode * 3;
        k = t;
        break;
    }
    default:
        k = -1;
    }
    v(0) = k;
    write(buffer, 0, v);
}
