// Const globals (a vector table and a float that is not an integer
// constant expression) used by subroutines are never passed: each user
// gets the constant (the float folds to its value where it is named), and
// at -O0 the subroutines keep their signatures.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "^@\[^ \]+ = " } }
// { dg-final { scan-llvm "define internal <8 x i32> @_Z5weigh6vectorIiLi8EE\\(<8 x i32> %x\\)" } }
// { dg-final { scan-llvm "define internal <8 x float> @_Z7shifted6vectorIiLi8EE\\(<8 x i32> %x\\)" } }
// { dg-final { scan-llvm "mul <8 x i32> %x, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>" } }
// { dg-final { scan-llvm "fadd <8 x float> %\[0-9\]+, <float 5.000000e-01, float 5.000000e-01" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const vector<int, 8> weights = 3;
const float bias = 0.5f;

CM_NOINLINE vector<int, 8> weigh(vector<int, 8> x)
{
    return x * weights;
}

CM_NOINLINE vector<float, 8> shifted(vector<int, 8> x)
{
    return x + bias;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<int, 8> v;
    read(buf, 0, v);
    write(buf, 0, weigh(v));
    write(buf, 32, shifted(v));
}
