// A matrix_ref argument that the callee only reads is copied back after
// the call (CMABI's copy-out), which leaves a mov of each 4x4 block onto
// itself once inlined: combine_moves.c drops such movs.  Movs that only
// look alike stay: the same bytes read as another type (a conversion),
// the same start with another stride, a saturating float mov.  The
// reference transposes the 8x8 matrix in C and does the rest in C too.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:out.bin" } }
// { dg-final { scan-visa-not "mov \\(M1_NM, 4\\) (V\[0-9\]+)\\((\[0-9\]),(\[0-9\])\\)<1> \\1\\(\\2,\\3\\)<4;4,1>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ inline void transpose4x4(matrix_ref<int, 4, 4> dst,
                                matrix_ref<int, 4, 4> src)
{
#pragma unroll
    for (int j = 0; j < 4; j++)
        dst.row(j) = src.select<4, 1, 1, 1>(0, j);
}

extern "C" _GENX_MAIN_ void identity(SurfaceIndex buffer)
{
    vector<int, 64> in;
    read(buffer, 0, in.select<32, 1>(0));
    read(buffer, 128, in.select<32, 1>(32));
    matrix_ref<int, 8, 8> tile = in.format<int, 8, 8>();
    matrix<int, 8, 8> transposed;
    transpose4x4(transposed.select<4, 1, 4, 1>(0, 0), tile.select<4, 1, 4, 1>(0, 0));
    transpose4x4(transposed.select<4, 1, 4, 1>(0, 4), tile.select<4, 1, 4, 1>(4, 0));
    transpose4x4(transposed.select<4, 1, 4, 1>(4, 0), tile.select<4, 1, 4, 1>(0, 4));
    transpose4x4(transposed.select<4, 1, 4, 1>(4, 4), tile.select<4, 1, 4, 1>(4, 4));
    write(buffer, 256, transposed.select<4, 1, 8, 1>(0, 0));
    write(buffer, 384, transposed.select<4, 1, 8, 1>(4, 0));

    vector<int, 16> v = in.select<16, 1>(0);
    v.select<8, 1>(0) = v.select<8, 2>(0);
    vector<float, 8> bits = in.select<8, 1>(16).format<float>();
    vector<float, 8> converted = bits.format<int>();
    vector<float, 8> scaled = in.select<8, 1>(24) * 0.001f;
    vector<float, 8> clamped = cm_add<float>(scaled, 0.0f, SAT);
    write(buffer, 512, v);
    write(buffer, 576, converted);
    write(buffer, 608, clamped);
}
