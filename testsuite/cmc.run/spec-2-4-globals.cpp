// CM spec 2.4 (example 2_4_a): file-scope vector/matrix variables are
// thread-private and shared by the kernel and the functions it calls.  A
// plain global M is set in a helper two calls down (a 2x2 strided select
// of m1 = v + f scaled by cm_sum of m1), and a _GENX_VOLATILE_ global G
// is cleared by the kernel and incremented by a helper taking a scalar
// parameter; the kernel writes both.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:144:out.bin i32:7" } }
// { dg-final { finalize-visa TGLLP DG2 } }

matrix<float, 2, 2> M;
_GENX_VOLATILE_ matrix<float, 4, 8> G;

inline float total(matrix<float, 4, 4> m)
{
    return cm_sum<float>(m);
}

inline void scaled_corners(vector<float, 16> v, float f)
{
    matrix<float, 4, 4> m1;
    m1 = v + f;
    float s = total(m1);
    M = m1.select<2, 2, 2, 2>(0, 0) * s;
}

inline void bump(int i)
{
    G += i;
}

extern "C" _GENX_MAIN_ void globals(SurfaceIndex in, SurfaceIndex out, int x)
{
    matrix<float, 4, 4> m;
    vector<float, 16> v;
    read(in, 0, m);
    v = m;
    scaled_corners(v, 0.5f);
    write(out, 0, M);

    G = 0;
    bump(x);
    write(out, 16, G);
}
