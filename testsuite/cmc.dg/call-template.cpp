// Function templates: each instance the kernel uses is its own subroutine
// (told apart by the mangled name), with the instance's types.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal <8 x float> @_Z6squareIfLi8EE6vectorIT_XT0_EES2_\\(<8 x float> %v\\)" } }
// { dg-final { scan-llvm "define internal <4 x i32> @_Z6squareIiLi4EE6vectorIT_XT0_EES2_\\(<4 x i32> %v\\)" } }
// { dg-final { scan-llvm "fmul <8 x float>" } }
// { dg-final { scan-llvm "mul <4 x i32>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, int N>
vector<T, N> square(vector<T, N> v)
{
    return v * v;
}

extern "C" _GENX_MAIN_ void kernel_squares(SurfaceIndex floats, SurfaceIndex ints)
{
    vector<float, 8> f;
    vector<int, 4> i;
    read(floats, 0, f);
    read(ints, 0, i);
    f = square<float, 8>(f);
    i = square(i);
    write(floats, 0, f);
    write(ints, 0, i);
}
