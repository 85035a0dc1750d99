// A kernel on which LLVM 19's instcombine, run by itself after cmc folds
// constant regions, needs a second iteration (the division/remainder
// pairs LLVM decomposes with freeze, next to an abs): it used to abort
// cmc ("Instruction Combining did not reach a fixpoint after 1
// iterations"), found by session 12's survey (a public GEMM kernel's
// work-group mapping).  cmc's own instcombine runs do not verify the
// fixpoint; the result is checked here for 30 groups.
// { dg-do run }
// { dg-final { run-kernel "-g 30 -l 1 i32:1024 i32:-3 buf:zero:960:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const uint steps[8] = {1, 2, 3, 4, 5, 6, 7, 8};

extern "C" _GENX_MAIN_ void instcombine_fixpoint(uint m, int slice,
                                                 SurfaceIndex out)
{
    uint group = cm_group_id(0);
    uint width = slice < 0 ? -slice : slice;
    uint per_slice = (m >> 7) * width;
    uint row = group / per_slice;
    uint within = group % per_slice;
    vector<uint, 8> table(steps);
    vector<uint, 8> r = (within / width) << 7;
    r(1) = row;
    r(2) = within % width;
    r += table.select<8, 1>(0).replicate<1>();
    write(out, group * 32, r);
}
