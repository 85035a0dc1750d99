// format<T>() and format<T,R,C>() see the same bytes with another element
// type and shape (CM spec 3.2.10, 3_2_10_a): a bitcast of the flat vector,
// regions in the new element size.
// { dg-do compile }
// { dg-final { scan-llvm "bitcast <16 x i32> %\[0-9a-z.\]+ to <64 x i8>" } }
// { dg-final { scan-llvm "rdregioni.v16i8.v64i8.i16\\(<64 x i8> %\[0-9a-z.\]+, i32 0, i32 16, i32 4, i16 0, i32 undef\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void format_bytes(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 4> m1;
    read(in, 0, m1.format<int>());
    matrix_ref<char, 4, 16> m2 = m1.format<char, 4, 16>();
    matrix_ref<int, 2, 8> m3 = m1.format<int, 2, 8>();
    vector<char, 16> low_bytes = m2.format<char>().select<16, 4>(0);
    m3.row(1) = m3.row(0) + 1;
    vector<float, 16> f = m1.format<float>();
    write(out, 0, low_bytes);
    write(out, 16, m1.format<int>());
    write(out, 128, f);
}
