// A scalar comparison of kernel arguments assigned to a vector mask and
// used by merge: at -O2 LLVM writes the mask as an insertelement of the i1
// into an empty vector and a splat of it, which the backend once rejected
// ("region writes of predicates").  Also a comparison inserted into one
// lane of a mask at a constant and at a variable index.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin i32:5 i32:2" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void splat_mask(SurfaceIndex in, SurfaceIndex out,
                                       int x, int lane)
{
    vector<int, 8> v;
    read(in, 0, v);
    vector<ushort, 8> mask;
    int i = 3;
    mask = i > 7 - x;
    vector<int, 8> taken = 100;
    taken.merge(v, mask);
    write(out, 0, taken);
    mask = i > 7 + x;
    vector<int, 8> none = -1;
    none.merge(v, mask);
    write(out, 32, none);
    vector<ushort, 8> lanes = v > 2;
    lanes(1) = x > 4;
    lanes(lane) = x < 4;
    vector<int, 8> picked = 0;
    picked.merge(v, lanes);
    write(out, 64, picked);
}
