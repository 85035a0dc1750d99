// A region passed to a vector_ref parameter: the callee sees the four
// selected elements, and its result is written back into exactly those
// elements (a wrregion with stride 2 at byte offset 4 after the call).
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16\\(<8 x i32> %\[0-9\]+, i32 0, i32 4, i32 2, i16 4," } }
// { dg-final { scan-llvm "call \\\{ <4 x i32> \\\} @_Z6negate" } }
// { dg-final { scan-llvm "call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1\\(<8 x i32> %\[0-9\]+, <4 x i32> %\[0-9\]+, i32 0, i32 4, i32 2, i16 4," } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void negate(vector_ref<int, 4> part)
{
    part = part * -1;
}

extern "C" _GENX_MAIN_ void kernel_negate_odd(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    negate(v.select<4, 2>(1));
    write(buffer, 0, v);
}
