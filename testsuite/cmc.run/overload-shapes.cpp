// Overloads that differ only in the shape of a CM parameter resolve as in
// Intel's compiler: the exact shape wins, by value and by reference, and a
// region argument takes the overload of its own element count (cm.h's
// constructor from another count is explicit, not a hard error).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int first(matrix<uchar, 12, 16> a) { return a(0, 0) + 1000; }
_GENX_ int first(matrix<uchar, 12, 12> a) { return a(0, 1) + 2000; }
_GENX_ int lane(vector<int, 8> v) { return v(7) + 100; }
_GENX_ int lane(vector<int, 16> v) { return v(15) + 200; }
_GENX_ int corner(matrix_ref<uchar, 12, 16> a) { return a(11, 15) + 10; }
_GENX_ int corner(matrix_ref<uchar, 12, 12> a) { return a(11, 11) + 20; }

extern "C" _GENX_MAIN_ void overload_shapes(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 32> w;
    read(in, 0, w.select<16, 1>(0));
    read(in, 64, w.select<16, 1>(16));
    matrix<uchar, 12, 12> small;
    matrix<uchar, 12, 16> large;
#pragma unroll
    for (int row = 0; row < 12; row++) {
        small.row(row) = w.select<12, 1>(row);
        large.row(row) = w.select<16, 1>(row + 4);
    }
    vector<int, 8> r;
    r(0) = first(small);
    r(1) = first(large);
    r(2) = lane(w.select<8, 1>(4));
    r(3) = lane(w.select<16, 1>(8));
    r(4) = corner(small);
    r(5) = corner(large);
    r(6) = lane(w.select<8, 2>(1));
    r(7) = first(small.select<12, 1, 12, 1>(0, 0));
    write(out, 0, r);
}
