// Reference parameters of CM_NOINLINE subroutines come back to the
// caller in the function's struct result (copy-in, copy-out).  One the
// subroutine only reads is returned as its own argument: the caller
// then reads its own value and deadargelim drops the member
// (optimiser/returned_arguments.c).  Covered: read-only tiles of a
// multiply-add called four times, a parameter assigned another one (the
// member is a different argument), and one written on a run-time
// condition only (kept: the member is a phi, not an argument) next to a
// read-only one.
// { dg-do run }
// { dg-options "-march=TGLLP" }
// { dg-final { run-kernel "buf:in.bin buf:zero:384:first.bin i32:1" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:384:second.bin i32:0" } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:384:first.bin i32:1" } }
// The multiply-add returns only its accumulator; copy_from, left with
// nothing to return, takes nothing either; maybe_bump returns only v.
// { dg-final { scan-llvm "define internal \[^\\n\]* <16 x i32> @\[^(\]*multiply_add" } }
// { dg-final { scan-llvm "define internal \[^\\n\]* void @\[^(\]*copy_from\[^(\]*\\(\\)" } }
// { dg-final { scan-llvm "define internal \[^\\n\]* <8 x i32> @\[^(\]*maybe_bump" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ CM_NOINLINE void multiply_add(vector_ref<int, 16> acc,
                                     vector_ref<int, 16> x,
                                     vector_ref<int, 16> y)
{
    acc += x * y;
}

_GENX_ CM_NOINLINE void copy_from(vector_ref<int, 8> to,
                                  vector_ref<int, 8> from)
{
    to = from;
}

_GENX_ CM_NOINLINE void maybe_bump(vector_ref<int, 8> v,
                                   vector_ref<int, 8> w, int flag)
{
    if (flag)
        v += w;
}

extern "C" _GENX_MAIN_ void returned_references(SurfaceIndex in,
                                                SurfaceIndex out, int flag)
{
    vector<int, 64> a;
    read(in, 0, a.select<32, 1>(0));
    read(in, 128, a.select<32, 1>(32));
    vector<int, 16> x = a.select<16, 1>(0);
    vector<int, 16> y = a.select<16, 1>(16);
    vector<int, 16> acc = a.select<16, 1>(32);
    multiply_add(acc, x, y);
    multiply_add(acc, y, x);
    x += 1;
    multiply_add(acc, x, y);
    multiply_add(acc, y, x);
    write(out, 0, acc);
    write(out, 64, x);
    write(out, 128, y);

    vector<int, 8> p = a.select<8, 1>(48);
    vector<int, 8> q = a.select<8, 1>(56);
    copy_from(p, q);
    q += 3;
    write(out, 192, p);
    write(out, 224, q);

    vector<int, 8> v = a.select<8, 1>(40);
    vector<int, 8> w = a.select<8, 1>(8);
    maybe_bump(v, w, flag);
    maybe_bump(w, v, flag);
    write(out, 256, v);
    write(out, 288, w);
}
