// CM spec 4.2 (example 4_2_a): user-defined _GENX_ functions called from a
// kernel, with vector and matrix parameters and results passed by value,
// a matrix_ref parameter that writes the caller's matrix, and a global
// matrix written by a callee: M = 2x2 corners of m1 = v + f scaled by
// the sum of m1 + 1, once through the global (f = 0.5) and once through
// the reference (f = 1.0).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ matrix<float, 2, 2> M;

_GENX_ matrix<float, 4, 4> plus_one(matrix<float, 4, 4> m)
{
    return m + 1.0f;
}

_GENX_ float sum_plus_one(matrix<float, 4, 4> m)
{
    matrix<float, 4, 4> bumped = plus_one(m);
    return cm_sum<float>(bumped);
}

_GENX_ void corners_by_value(vector<float, 16> v, float f)
{
    matrix<float, 4, 4> m1;
    m1 = v + f;
    float s = sum_plus_one(m1);
    M = m1.select<2, 2, 2, 2>(0, 0) * s;
}

_GENX_ void corners_by_ref(vector<float, 16> v, float f, matrix_ref<float, 2, 2> m)
{
    matrix<float, 4, 4> m1;
    m1 = v + f;
    float s = sum_plus_one(m1);
    m = m1.select<2, 2, 2, 2>(0, 0) * s;
}

extern "C" _GENX_MAIN_ void user_functions(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 4, 4> m;
    vector<float, 16> v;
    read(in, 0, m);
    v = m;
    corners_by_value(v, 0.5f);
    write(out, 0, M);
    corners_by_ref(v, 1.0f, M);
    write(out, 16, M);
}
