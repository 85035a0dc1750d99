// select<Size, Stride>(offset) as an r-value and as an l-value.
// { dg-do compile }
// { dg-final { scan-llvm "llvm\\.genx\\.(rdregion|wrregion)|shufflevector" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void select_regions(SurfaceIndex buffer)
{
    vector<float, 16> v;
    read(buffer, 0, v);
    vector<float, 8> even = v.select<8, 2>(0);
    vector<float, 8> odd = v.select<8, 2>(1);
    v.select<8, 2>(0) = odd;
    v.select<8, 2>(1) = even * 2.0f;
    write(buffer, 0, v);
}
