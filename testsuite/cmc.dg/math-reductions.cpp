// Reductions and expanded operations: cm_sum/cm_prod/cm_reduced_min/max
// fold halves (8 -> 4 -> 2 -> 1); the dot products, cm_line, cm_lrp and
// cm_pln, which TGLLP and DG2 lack, become multiplies and adds of
// replicated lanes; cm_sincos, cm_imul, cm_addc, and cm_subb write a
// second result.
// { dg-do compile }
// { dg-final { scan-visa "^\\s*add \\(M1_NM, 4\\) " } }
// { dg-final { scan-visa "^\\s*add \\(M1_NM, 2\\) " } }
// { dg-final { scan-visa "^\\s*mul \\(M1_NM, 4\\) " } }
// { dg-final { scan-visa "<4;4,0>" } }
// { dg-final { scan-visa "^\\s*sin " } }
// { dg-final { scan-visa "^\\s*cos " } }
// { dg-final { scan-visa "^\\s*mulh " } }
// { dg-final { scan-visa-not "^\\s*dp4 " } }
// { dg-final { scan-llvm "@llvm.genx.smulh.v8i32.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.fmin.v4f32.v4f32" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void reductions(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> f, g;
    vector<int, 8> i, j;
    vector<uint, 8> u, w;
    read(in, 0, f);
    read(in, 32, g);
    read(in, 64, i);
    read(in, 96, j);
    read(in, 128, u);
    read(in, 160, w);
    float total = cm_sum<float>(f) + cm_prod<float>(g) +
                  cm_reduced_min<float>(f) + cm_reduced_max<float>(g);
    vector<float, 8> dots = cm_dp4(f, g) + cm_dp3(f, g) + cm_dp2(f, g) +
                            cm_dph(f, g);
    vector<float, 4> plane = g.select<4, 1>(0);
    vector<float, 8> lines = cm_line(plane, f) + cm_pln(plane, f, g) +
                             cm_lrp(f, g, f);
    vector<float, 8> cosine;
    vector<float, 8> sine = cm_sincos(cosine, f);
    vector<int, 8> low;
    vector<int, 8> high = cm_imul(low, i, j);
    vector<uint, 8> carry, borrow;
    vector<uint, 8> sum = cm_addc(u, w, carry);
    vector<uint, 8> difference = cm_subb(u, w, borrow);
    write(out, 0, dots + lines + sine + cosine + total);
    write(out, 32, low + high);
    write(out, 64, sum + carry + difference + borrow);
}
