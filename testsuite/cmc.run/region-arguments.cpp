// Regions, rows, columns, replicates, iselects and formats passed as
// arguments, as Intel's compiler takes them: to builtins (a 1x16 matrix
// region where a vector goes, a region where a scalar could go), to user
// functions taking vector, vector_ref, matrix_ref and const references,
// and a 2D region written as a media block.
// { dg-do run }
// { dg-final { run-kernel "buf:floats.bin buf:zero:64:fout.bin img:16x8:pixels.bin:pixels_out.bin buf:zero:48:words.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void scale_into(vector<float, 4> v, vector_ref<float, 4> out)
{
    out = v * 2.0f;
}

_GENX_ void negate(vector_ref<float, 4> v) { v = -v; }

_GENX_ void clear_block(matrix_ref<uchar, 2, 4> m) { m = 0; }

_GENX_ float sum4(const vector<float, 4> &v)
{
    return v(0) + v(1) + v(2) + v(3);
}

extern "C" _GENX_MAIN_ void region_arguments(SurfaceIndex floats,
                                             SurfaceIndex fout,
                                             SurfaceIndex pixels,
                                             SurfaceIndex words)
{
    vector<float, 16> t;
    read(floats, 0, t);
    vector<float, 16> r;
    r.select<4, 1>(0) = cm_max(t.select<4, 1>(4), 2.0f);
    r.select<4, 1>(4) = cm_min(1.0f, t.select<4, 2>(1));
    scale_into(t.select<4, 1>(8), r.select<4, 1>(8));
    r.select<4, 1>(12) = t.select<4, 1>(12);
    negate(r.select<4, 1>(12));
    r(13) = sum4(t.replicate<2, 8, 2, 1>(0));
    vector<ushort, 4> index;
    index(0) = 15;
    index(1) = 0;
    index(2) = 7;
    index(3) = 9;
    r(14) = sum4(t.iselect(index));
    r(15) = cm_max<float>(t.format<float, 4, 4>().row(3), 0.0f)(1);
    write(fout, 0, r);

    matrix<uchar, 8, 16> m;
    read(pixels, 0, 0, m);
    vector<short, 16> rows =
        cm_add<short>(m.select<1, 1, 16, 1>(1, 0), m.row(2));
    vector<short, 8> columns = cm_add<short>(m.column(3), m.column(5));
    clear_block(m.select<2, 1, 4, 2>(4, 8));
    write(pixels, 0, 0, m.select<8, 1, 8, 1>(0, 8));
    write(words, 0, rows);
    write(words, 32, columns);
}
