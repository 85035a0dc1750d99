// Loops that LLVM's loop vectorizer turns into llvm.vector.reduce.add,
// .mul, .and, .or and .xor (each over the elements a condition keeps).
// The backend halves the vector log2(n) times; SPIR-V output, which IGC's
// VectorCompiler cannot import these intrinsics into, folds the elements
// one by one (spirv/instructions.c): both must give the C sums, which the
// run through SPIR-V and VC checks for the second.
// { dg-do run }
// { dg-final { scan-llvm "llvm\\.vector\\.reduce\\.add" } }
// { dg-final { scan-llvm "llvm\\.vector\\.reduce\\.mul" } }
// { dg-final { scan-llvm "llvm\\.vector\\.reduce\\.and" } }
// { dg-final { scan-llvm "llvm\\.vector\\.reduce\\.or" } }
// { dg-final { scan-llvm "llvm\\.vector\\.reduce\\.xor" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void reductions(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> v;
    read(in, 0, v);
    int a[16];
    for (int i = 0; i < 16; i++)
        a[i] = v(i) * 3;
    int sum = 0, product = 1, all = -1, any = 0, parity = 0;
    for (int x : a) {
        if (x < 0)
            continue;
        sum += x;
    }
    for (int x : a) {
        if (x < 0)
            continue;
        product *= x;
    }
    for (int x : a) {
        if (x < 0)
            continue;
        all &= x;
    }
    for (int x : a) {
        if (x < 0)
            continue;
        any |= x;
    }
    for (int x : a) {
        if (x < 0)
            continue;
        parity ^= x;
    }
    vector<int, 8> r = 0;
    r(0) = sum;
    r(1) = product;
    r(2) = all;
    r(3) = any;
    r(4) = parity;
    write(out, 0, r);
}
