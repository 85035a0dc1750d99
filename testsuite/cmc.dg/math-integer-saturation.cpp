// Integer SAT: computed at full precision, then clamped to the result
// type.  cm_add<uchar>(int, int, SAT) is one add.sat into a ub destination
// (llvm.genx.usadd.sat: unsigned result, signed operands); a saturating
// narrowing conversion is XYtrunc.sat; float to int is fptoui.sat.
// { dg-do compile }
// { dg-final { scan-llvm "call <8 x i8> @llvm.genx.usadd.sat.v8i8.v8i32" } }
// { dg-final { scan-llvm "call <8 x i16> @llvm.genx.ssmul.sat.v8i16.v8i32" } }
// { dg-final { scan-llvm "call <8 x i8> @llvm.genx.ustrunc.sat.v8i8.v8i32" } }
// { dg-final { scan-llvm "call <8 x i8> @llvm.genx.fptoui.sat.v8i8.v8f32" } }
// { dg-final { scan-llvm "call <8 x i32> @llvm.genx.ssavg.v8i32.v8i32" } }
// { dg-final { scan-llvm "call <8 x i32> @llvm.genx.smax.v8i32.v8i32" } }
// { dg-final { scan-llvm "call <8 x i32> @llvm.genx.umin.v8i32.v8i32" } }
// { dg-final { scan-llvm-not "@llvm.genx.sat.v8i" } }
// { dg-final { scan-visa "^\\s*add.sat \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> V" } }
// { dg-final { scan-visa "^\\s*mul.sat " } }
// { dg-final { scan-visa "^\\s*avg " } }
// { dg-final { scan-visa "^\\s*max " } }
// { dg-final { scan-visa "^\\s*min " } }
// { dg-final { scan-visa "^\\s*mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> \\(abs\\)" } }
// { dg-final { scan-visa "type=ub num_elts=8" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void saturation(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> a, b;
    vector<uint, 8> u;
    vector<float, 8> f;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, u);
    read(in, 96, f);
    vector<uchar, 8> sum = cm_add<uchar>(a, b, SAT);
    vector<short, 8> product = cm_mul<short>(a, b, SAT);
    vector<uchar, 8> clamped = cm_max<uchar>(a, 0, SAT);
    vector<uchar, 8> from_float = cm_abs<uchar>(f, SAT);
    vector<int, 8> average = cm_avg(a, b) + cm_max(a, b) + cm_abs(a);
    vector<uint, 8> least = cm_min(u, 100u);
    vector<uchar, 32> bytes = 0;
    bytes.select<8, 1>(0) = sum;
    bytes.select<8, 1>(8) = clamped;
    bytes.select<8, 1>(16) = from_float;
    write(out, 0, bytes);
    write(out, 32, average + product);
    write(out, 64, least);
}
