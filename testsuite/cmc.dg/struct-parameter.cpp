// Structs cross calls as their fields (the backend has no aggregates): a
// by-value struct parameter becomes one LLVM parameter per field, a
// struct result and a struct reference's new value come back as fields of
// the result struct; a const reference is only copied in.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm "define internal \\\{ <8 x float>, float, i32 \\\} @_Z8brighten5Pixelf\\(<8 x float> %0, float %1, i32 %2, float %amount\\)" } }
// { dg-final { scan-llvm "define internal \\\{ <8 x float>, float, i32 \\\} @_Z10accumulateR5PixelRKS_\\(<8 x float> %0, float %1, i32 %2, <8 x float> %3, float %4, i32 %5\\)" } }
// { dg-final { scan-visa-times "call \\(M1_NM, 1\\)" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct Pixel {
    vector<float, 8> color;
    float weight;
    int count;
};

_GENX_ Pixel brighten(Pixel p, float amount)
{
    p.color = p.color + amount;
    p.count = p.count + 1;
    return p;
}

_GENX_ void accumulate(Pixel &into, const Pixel &from)
{
    into.color = into.color + from.color * from.weight;
    into.weight = into.weight + from.weight;
}

extern "C" _GENX_MAIN_ void kernel_pixels(SurfaceIndex buffer, float amount)
{
    Pixel p;
    read(buffer, 0, p.color);
    p.weight = 0.5f;
    p.count = 0;
    Pixel q = brighten(p, amount);
    Pixel r = {q.color, 1.0f, 3};
    accumulate(r, q);
    r.color(0) = r.weight + r.count;
    write(buffer, 0, r.color);
}
