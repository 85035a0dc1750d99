// Reductions: cm_sum, cm_prod, cm_reduced_min, cm_reduced_max of a float
// and an int vector (the order of the float sum does not matter: the
// inputs are small integers, so every partial sum is exact).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }

extern "C" _GENX_MAIN_ void reduce(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> f;
    vector<int, 8> i;
    read(in, 0, f);
    read(in, 32, i);
    vector<float, 8> r = 0.0f;
    r(0) = cm_sum<float>(f);
    r(1) = cm_prod<float>(f);
    r(2) = cm_reduced_min<float>(f);
    r(3) = cm_reduced_max<float>(f);
    r(4) = cm_sum<int>(i);
    r(5) = cm_reduced_min<int>(i);
    r(6) = cm_reduced_max<int>(i);
    r(7) = cm_prod<int>(i);
    write(out, 0, r);
}
