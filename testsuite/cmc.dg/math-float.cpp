// Extended math (cm_inv ... cm_rndz, cm_pow) on vectors and scalars: one
// genx intrinsic and one vISA instruction each; SAT on a float result is
// llvm.genx.sat, a mov.sat.
// { dg-do compile }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.inv.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.log.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.exp.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.sqrt.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.rsqrt.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.pow.v8f32" } }
// { dg-final { scan-llvm "call <8 x float> @llvm.genx.sat.v8f32" } }
// { dg-final { scan-llvm "call float @llvm.genx.sin.f32" } }
// { dg-final { scan-visa "^\\s*inv \\(M1_NM, 8\\) " } }
// { dg-final { scan-visa "^\\s*log " } }
// { dg-final { scan-visa "^\\s*exp " } }
// { dg-final { scan-visa "^\\s*sqrt " } }
// { dg-final { scan-visa "^\\s*rsqrt " } }
// { dg-final { scan-visa "^\\s*pow " } }
// { dg-final { scan-visa "^\\s*sin \\(M1_NM, 1\\) " } }
// { dg-final { scan-visa "^\\s*cos " } }
// { dg-final { scan-visa "^\\s*frc " } }
// { dg-final { scan-visa "^\\s*rndd " } }
// { dg-final { scan-visa "^\\s*rndu " } }
// { dg-final { scan-visa "^\\s*rnde " } }
// { dg-final { scan-visa "^\\s*rndz " } }
// { dg-final { scan-visa "^\\s*mov.sat \\(M1_NM, 8\\) " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void float_math(SurfaceIndex in, SurfaceIndex out,
                                       float x)
{
    vector<float, 8> v;
    read(in, 0, v);
    vector<float, 8> a = cm_inv(v) + cm_log(v) + cm_exp(v) + cm_sqrt(v);
    vector<float, 8> b = cm_rsqrt(v) * cm_pow(v, 2.5f) + cm_cos(v);
    vector<float, 8> c = cm_frc(v) + cm_rndd(v) + cm_rndu(v) + cm_rnde(v) +
                         cm_rndz(v);
    vector<float, 8> d = cm_exp(a + b, SAT);
    float s = cm_sin(x);
    write(out, 0, a + b + c + d + s);
}
