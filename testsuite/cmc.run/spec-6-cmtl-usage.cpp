// The usage lines of the CM specification's template library chapter
// (section 6 of cmlangspec.rst, whose numbered examples are 5_*), as
// written, run against a C reference: the chapter's opening my_func
// (ReadBlock with explicit template arguments, of a matrix), the matrix
// transforms of 6.6, the
// initialisers of 6.7 (cm_matrix and cm_vector written without a closing
// semicolon, as in the text) and cm_floor/cm_ceil of 6.8.  Where the
// text does not compile with Intel's headers either, the test writes
// what they declare: cmtl::Map for the text's cmtl::map, and
// cm_floor<float>(x) for cm_floor(x), whose result type cannot be
// deduced.  No -O0 twin: without -O1's unrolling, MirrorVertical reads
// the 32 x 16 float matrices at variable rows, more than GenX_IR can hold
// for such an access (an error at the access).
// { dg-do run }
// { dg-final { run-kernel "-k transforms buf:in.bin buf:zero:2048:mirrored.bin" } }
// { dg-final { run-kernel "-k squares buf:in.bin buf:zero:6144:squares.bin" } }
// { dg-final { run-kernel "-k small buf:in.bin buf:zero:2048:small.bin" } }
// { dg-final { run-kernel "-k my_func img:16x4:image.bin img:16x4:blank.bin:image_out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cm.h>
#include <cm/cmtl.h>

#define HEIGHT 4
#define WIDTH 8

  _GENX_MAIN_ void my_func(SurfaceIndex ibuf, SurfaceIndex obuf) {
    matrix<short, HEIGHT, WIDTH> io;
    cmtl::ReadBlock<short, HEIGHT, WIDTH>(ibuf, 0, 0, io);
    write(obuf, 0, 0, io);
  }

template <int R, int C>
_GENX_ inline void load(SurfaceIndex in, matrix_ref<float, R, C> m)
{
    for (int r = 0; r < R; r++)
        read(in, r * C * 4, m.row(r));
}

template <int R, int C>
_GENX_ inline void store(SurfaceIndex out, int at, matrix_ref<float, R, C> m)
{
    for (int r = 0; r < R; r++)
        write(out, at + r * C * 4, m.row(r));
}

extern "C" _GENX_MAIN_ void transforms(SurfaceIndex in, SurfaceIndex out)
{
    // 6.6.1
    matrix<float, 32, 16> test_matrix;
    load(in, test_matrix.select_all());
    matrix<float, 32, 16> mirrored_test_matrix;
    cmtl::MirrorVertical(test_matrix.select_all(), mirrored_test_matrix.select_all());
    store(out, 0, mirrored_test_matrix.select_all());
}

extern "C" _GENX_MAIN_ void squares(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 16, 16> test_matrix;
    load(in, test_matrix.select_all());
    {   // 6.6.2
        matrix<float, 16, 16> mirrored_test_matrix;
        cmtl::MirrorHorizontal_16x16(test_matrix.select_all(), mirrored_test_matrix.select_all());
        store(out, 0, mirrored_test_matrix.select_all());
    }
    {   // 6.6.3
        matrix<float, 16, 16> rotated_test_matrix;
        cmtl::Rotate90_16x16(test_matrix.select_all(), rotated_test_matrix.select_all());
        store(out, 1024, rotated_test_matrix.select_all());
    }
    {   // 6.6.4
        matrix<float, 16, 16> rotated_test_matrix;
        cmtl::Rotate270_16x16(test_matrix.select_all(), rotated_test_matrix.select_all());
        store(out, 2048, rotated_test_matrix.select_all());
    }
    {   // 6.6.5
        matrix<float, 16, 16> rotated_test_matrix;
        cmtl::Rotate180_16x16(test_matrix.select_all(), rotated_test_matrix.select_all());
        store(out, 3072, rotated_test_matrix.select_all());
    }
    {   // 6.6.6
        matrix<float, 16, 16> transpose_test_matrix;
        cmtl::Transpose_16x16(test_matrix.select_all(), transpose_test_matrix.select_all());
        store(out, 4096, transpose_test_matrix.select_all());
    }
    {   // 6.6.7
        matrix<float, 16, 16> reverse_transp_test_matrix;
        cmtl::ReverseTranspose_16x16(test_matrix.select_all(),
                                     reverse_transp_test_matrix.select_all());
        store(out, 5120, reverse_transp_test_matrix.select_all());
    }
}

extern "C" _GENX_MAIN_ void small(SurfaceIndex in, SurfaceIndex out)
{
    {   // 6.6.8
        matrix<float, 8, 8> test_matrix;
        load(in, test_matrix.select_all());
        matrix<float, 8, 8> transpose_test_matrix;
        cmtl::Transpose_8x8(test_matrix.select_all(),
                            transpose_test_matrix.select_all());
        store(out, 0, transpose_test_matrix.select_all());
    }
    {   // 6.6.9 (Map: the text's map)
        matrix<float, 2, 2> test_matrix;
        read(in, 0, test_matrix);
        matrix<float, 2, 2> map_test_matrix;
        vector<ushort, 4> idx;
        idx[0] = 3;
        idx[1] = 1;
        idx[2] = 2;
        idx[3] = 0;

        cmtl::Map(test_matrix.select_all(), map_test_matrix.select_all(), idx.select_all());
        write(out, 256, map_test_matrix);
    }
    {   // 6.7.1
        vector<int, 100> test_vector;
        cmtl::cm_vector_assign(test_vector.select_all(), 20, 10);
        // Assigns vector values 20, 30, 40, ... 1000, 1010
        vector<int, 104> padded = 0;
        padded.select<100, 1>(0) = test_vector;
        for (int i = 0; i < 96; i += 32)
            write(out, 272 + i * 4, padded.select<32, 1>(i));
        write(out, 272 + 96 * 4, padded.select<8, 1>(96));
    }
    {   // 6.7.2
        cm_matrix(test_matrix, short, 10, 10, 1, 2)
        // Assigns a matrix with values 1, 3, 5 etc. (starting row 0, col 0,
        // row 0, col 1 and so on
        vector<short, 112> padded = 0;
        padded.select<100, 1>(0) = test_matrix.format<short>();
        for (int i = 0; i < 96; i += 32)
            write(out, 688 + i * 2, padded.select<32, 1>(i));
        write(out, 688 + 96 * 2, padded.select<16, 1>(96));
    }
    {   // 6.7.3
        cm_vector(test_vector, char, 20, 20, -1)
        // Assigns a vector with values 20, 19, 18 etc
        vector<char, 32> padded = 0;
        padded.select<20, 1>(0) = test_vector;
        write(out, 912, padded);
    }
    {   // 6.8.4, 6.8.5 (cm_floor<float>: the text's cm_floor cannot deduce
        // its result type)
        matrix<float, 16, 16> x;
        load(in, x.select_all());
        x = x * 0.25f - 20.0f;
        matrix<float, 16, 16> result = cmtl::cm_floor<float>(x);
        store(out, 1024, result.select<8, 1, 16, 1>(0, 0));
        matrix<float, 16, 16> up = cmtl::cm_ceil<float>(x);
        store(out, 1536, up.select<8, 1, 16, 1>(0, 0));
    }
}
