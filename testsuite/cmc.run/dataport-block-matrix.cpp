// Oword block read and write on matrices: a whole matrix, selected rows
// (matrix_ref), single rows, DWALIGNED reads into a matrix, and rows of
// 16 bytes that do not start on a GRF boundary (copied, not in place).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void blocks(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 8> m;
    read(in, 0, m);                              // in[0..31]
    read(in, 128, m.select<2, 1, 8, 1>(1, 0));   // rows 1-2 <- in[32..47]
    read(in, 192, m.row(3));                     // row 3 <- in[48..55]
    m.row(0) += 1000;
    write(out, 0, m);                            // out[0..31]
    write(out, 128, m.select<2, 1, 8, 1>(2, 0)); // out[32..47] <- rows 2-3
    matrix<float, 2, 8> f;
    read(DWALIGNED(in), 4, f);                   // in[1..16] as floats
    write(out, 192, f);                          // out[48..63]
    matrix<int, 4, 4> small = 0;
    read(in, 256, small.row(1));                 // row 1 <- in[64..67]
    read(in, 272, small.select<2, 1, 4, 1>(2, 0)); // rows 2-3 <- in[68..75]
    small.row(0) = small.row(3) * 2;
    write(out, 256, small);                      // out[64..79]
    write(out, 320, small.row(1));               // out[80..83]
    write(out, 336, small.select<2, 1, 4, 1>(1, 0)); // out[84..91]
}
