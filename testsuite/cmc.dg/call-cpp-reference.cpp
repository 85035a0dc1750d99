// C++ references behave like vector_ref: `int &` and `vector<float,8> &`
// parameters are written back to the caller's variables, in parameter
// order after the return value.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal \\\{ i32, i32, <8 x float> \\\} @_Z4step" } }
// { dg-final { scan-llvm-times "extractvalue \\\{ i32, i32, <8 x float> \\\}" 3 } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int step(int &count, vector<float, 8> &v, float f)
{
    count = count + 1;
    v = v * f;
    return count * 2;
}

extern "C" _GENX_MAIN_ void kernel_step(SurfaceIndex buffer, float f)
{
    vector<float, 8> v;
    read(buffer, 0, v);
    int count = 0;
    int twice = step(count, v, f);
    v(0) = twice + count;
    write(buffer, 0, v);
}
