// Barriers, fences, waits and thread state: cm_barrier, cm_sbarrier
// (signal 1, wait 0), cm_fence (global) and cm_slm_fence (local) with the
// CM fence mask as vISA's FENCE bits, cm_wait, cm_rdtsc (%tsc).  get_color
// is get-color.cpp's: DG2 has no media walker, so no thread color.
// { dg-do compile }
// { dg-final { scan-llvm "call void @llvm.genx.barrier\\(\\)" } }
// { dg-final { scan-llvm "call void @llvm.genx.sbarrier\\(i8 1\\)" } }
// { dg-final { scan-llvm "call void @llvm.genx.fence\\(i8 17\\)" } }
// { dg-final { scan-llvm "call void @llvm.genx.fence\\(i8 33\\)" } }
// { dg-final { scan-llvm "@llvm.genx.timestamp.v4i32\\(\\)" } }
// { dg-final { scan-visa "^\\s*barrier$" } }
// { dg-final { scan-visa "^\\s*sbarrier.signal$" } }
// { dg-final { scan-visa "^\\s*sbarrier.wait$" } }
// { dg-final { scan-visa "^\\s*fence_global.ER$" } }
// { dg-final { scan-visa "^\\s*fence_local.E$" } }
// { dg-final { scan-visa "^\\s*fence_sw$" } }
// { dg-final { scan-visa "^\\s*wait 0x0:ub" } }
// { dg-final { scan-visa "%tsc\\(0,0\\)<4;4,1>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void sync(SurfaceIndex out)
{
    cm_sbarrier(1);
    cm_sbarrier(0);
    cm_barrier();
    cm_fence(CM_GLOBAL_COHERENT_FENCE | CM_L3_FLUSH_RW_DATA);
    cm_slm_fence(CM_GLOBAL_COHERENT_FENCE);
    cm_fence(CM_SW_BARRIER);
    cm_wait();
    vector<uint, 4> time = cm_rdtsc();
    vector<uint, 8> result = 0;
    result.select<4, 1>(0) = time;
    write(out, 0, result);
}
