// The CM specification's 6.8 usage lines of the template library's
// extended math, as written but for the text's typo "Matrix" (matrix):
// cm_atan2_fast, cm_atan2 and cm_fmod of two matrix<float, 16, 16>,
// cm_tanh and cm_tanh_cody_waite of a matrix<float, 4, 4>, each run
// against the host's libm within the accuracy doc/manual.md gives (fmod
// exactly; atan2_fast to 0.0037 rad, on angles of at least 0.24).  No
// -O0 twin: at -O0, cm_fmod and cm_atan2 of 128 or more elements compute
// wrong values (a cmc -O0 bug, reported; cmc.run/cmtl-emulated-math.cpp
// has no -O0 twin for the same reason).
// { dg-do run }
// { dg-final { run-kernel "-k atan2_fast_usage buf:in.bin buf:zero:1024:fast.bin" "f32 0.02" } }
// { dg-final { run-kernel "-k atan2_usage buf:in.bin buf:zero:1024:atan2.bin" "f32 1e-5" } }
// { dg-final { run-kernel "-k fmod_usage buf:in.bin buf:zero:1024:fmod.bin" } }
// { dg-final { run-kernel "-k tanh_usage buf:in.bin buf:zero:128:tanh.bin" "f32 1e-5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cmtl.h>

template <int R, int C>
_GENX_ inline void load(SurfaceIndex in, int at, matrix_ref<float, R, C> m)
{
#pragma unroll
    for (int r = 0; r < R; r++)
        read(in, at + r * C * 4, m.row(r));
}

template <int R, int C>
_GENX_ inline void store(SurfaceIndex out, matrix_ref<float, R, C> m)
{
#pragma unroll
    for (int r = 0; r < R; r++)
        write(out, r * C * 4, m.row(r));
}

extern "C" _GENX_MAIN_ void atan2_fast_usage(SurfaceIndex in, SurfaceIndex out)
{
  matrix<float, 16, 16> y, x;
  // Set up the y and x values in some way ...
  load(in, 0, y.select_all());
  load(in, 1024, x.select_all());
  matrix<float, 16, 16> result = cmtl::cm_atan2_fast(y, x);
  store(out, result.select_all());
}

extern "C" _GENX_MAIN_ void atan2_usage(SurfaceIndex in, SurfaceIndex out)
{
  matrix<float, 16, 16> y, x;
  // Set up the y and x values in some way ...
  load(in, 2048, y.select_all());
  load(in, 3072, x.select_all());
  matrix<float, 16, 16> result = cmtl::cm_atan2(y, x);
  store(out, result.select_all());
}

extern "C" _GENX_MAIN_ void fmod_usage(SurfaceIndex in, SurfaceIndex out)
{
  matrix<float, 16, 16> y, x;
  // Set up the y and x values in some way ...
  load(in, 4096, y.select_all());
  load(in, 5120, x.select_all());
  matrix<float, 16, 16> result = cmtl::cm_fmod(y, x);
  store(out, result.select_all());
}

extern "C" _GENX_MAIN_ void tanh_usage(SurfaceIndex in, SurfaceIndex out)
{
  matrix<float, 4, 4>     v_x;
  // Set up the x values in some way ...
  load(in, 6144, v_x.select_all());
  matrix<float, 4, 4> result = cmtl::cm_tanh(v_x);
  matrix<float, 4, 4> result_cw = cmtl::cm_tanh_cody_waite(v_x);
  write(out, 0, result.format<float>());
  write(out, 64, result_cw.format<float>());
}
