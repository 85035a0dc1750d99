// Named barriers on PVC: cm_nbarrier_init's count becomes the kernel's
// NBarrierCnt (the largest of two calls), cm_nbarrier_signal with a
// constant or a variable id NBARRIER's baseline signal form (mode 0, one
// thread count for producers and consumers), cm_nbarrier_wait its wait.
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "^\\.kernel_attr NBarrierCnt=3$" } }
// { dg-final { scan-visa "^\\s*nbarrier\\.signal 0x2:ub 0x8:ub$" } }
// { dg-final { scan-visa "^\\s*nbarrier\\.wait 0x2:ub$" } }
// { dg-final { scan-visa "^\\s*nbarrier\\.signal V\[0-9\]+\\(0,0\\)<0;1,0> 0x4:ub$" } }
// { dg-final { scan-visa-times "^\\s*nbarrier\\.signal " 2 } }
// { dg-final { scan-visa-times "^\\s*nbarrier\\.wait " 2 } }
// { dg-final { scan-llvm "call void @llvm.genx.nbarrier\\(i8 1, i8 2, i8 8\\)" } }
// { dg-final { finalize-visa PVC } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    cm_nbarrier_init(3);
    cm_nbarrier_init(2);
    vector<uint, 8> v = cm_linear_local_id();
    cm_nbarrier_signal(2, 0, 8, 8);
    cm_nbarrier_wait(2);
    uint half = cm_linear_local_id() >> 2;
    cm_nbarrier_signal(half, 0u, 4u, 4u);
    cm_nbarrier_wait(half);
    write(out, 0, v);
}
