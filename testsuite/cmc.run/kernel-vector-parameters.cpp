// Kernel parameters that are vectors, given element by element on the
// command line (i32:1,2,... fills the whole vector).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin i32:1,-2,3,-4,5,-6,7,-8 f32:0.5 f32:10,20,30,40" } }

extern "C" _GENX_MAIN_ void vectors(SurfaceIndex buffer,
                                    vector<int, 8> coeffs, float scale,
                                    vector<float, 4> bias)
{
    vector<float, 8> v;
    read(buffer, 0, v);
    v = v * coeffs * scale;
    vector<float, 4> low = v.select<4, 1>(0);
    v.select<4, 1>(0) = low + bias;
    write(buffer, 0, v);
}
