// <cm/cmtl.h>: cm_vector declares a vector of init, init + step, ...
// (constant arguments fold to one constant; variable ones compute
// init + i * step), cm_vector_assign fills a region, and cm_floor /
// cm_ceil round down / up to the requested type (cm_rndd / cm_rndu, with
// their SAT flag).
// { dg-do compile }
// { dg-final { scan-llvm "<16 x i16> <i16 0, i16 2, i16 4, i16 6, i16 8, i16 10, i16 12, i16 14, i16 16, i16 18, i16 20, i16 22, i16 24, i16 26, i16 28, i16 30>" } }
// { dg-final { scan-llvm "mul <8 x i32> %\[0-9\]+, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>|<i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.rndd.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.rndu.v8f32" } }
// { dg-final { scan-llvm "@llvm.genx.fptosi.sat.v8i32.v8f32" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void cmtl_helpers(SurfaceIndex in, SurfaceIndex out,
                                         int start)
{
    vector<float, 8> v;
    read(in, 0, v);
    vector<int, 8> low = cmtl::cm_floor<int>(v);
    vector<int, 8> high = cmtl::cm_ceil<int>(v, SAT);
    cm_vector(evens, ushort, 16, 0, 2);
    cm_vector(steps, float, 8, start, 3);
    vector<int, 16> tail = 0;
    cmtl::cm_vector_assign(tail.select<8, 1>(8), 100, -1);
    write(out, 0, low + high);
    write(out, 32, evens);
    write(out, 64, steps);
    write(out, 128, tail);
}
