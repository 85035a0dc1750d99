// Structs holding arrays of structs, in memory through pointers and
// references, as shw's GEMM kernel lays out its repacked weights
// (wg_block -> sg_block[3] -> reg[2][2] -> float[4][8]): pointers to them
// move by their C size, `s.block[i]`, `s.regs[a][b]` and `&...` are
// addresses in memory, references bind there, an array of them decays to
// a pointer to its first element, and scalars are read and written one by
// one at C's offsets.  Such objects are never values in registers
// (error-struct-arrays.cpp).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "-t 2 svm:src.bin svm:dst.bin:dst_out.bin buf:zero:64:sums.bin" } }

struct reg {
    float data[4][8];
};
struct sg_block {
    reg regs[2][2];
    int tag;
};
struct wg_block {
    sg_block block[3];
};

extern "C" _GENX_MAIN_ void
struct_arrays(const float *src [[type("svmptr_t")]],
              wg_block *dst [[type("svmptr_t")]], SurfaceIndex sums)
{
    int g = get_thread_origin_x();
    wg_block &wg = *(dst + g);
    for (int s = 0; s < 3; s++) {
        sg_block &sg = wg.block[s];
        sg.tag = g * 10 + s;
        for (int a = 0; a < 2; a++)
            for (int b = 0; b < 2; b++) {
                reg &r = sg.regs[a][b];
                const float *from = src + ((g * 3 + s) * 4 + a * 2 + b) * 32;
                for (int k = 0; k < 4; k++)
                    for (int j = 0; j < 8; j++)
                        r.data[k][j] = from[j * 4 + k] * 2.0f;
            }
    }
    reg *rp = &wg.block[1].regs[0][1];
    rp->data[2][3] = 7.0f;
    sg_block *sp = wg.block;
    (sp + 2)->tag += 100;
    sp[0].regs[1][1].data[0][0] += 0.5f;

    vector<float, 8> sum = 0.0f;
    for (int s = 0; s < 3; s++)
        for (int k = 0; k < 4; k++)
            sum(k) += dst[g].block[s].regs[s % 2][1].data[k][s];
    sum(4) = (float)sizeof(wg_block);
    sum(5) = (float)(int)((char *)&dst[1] - (char *)&dst[0]);
    sum(6) = (float)(dst + g)->block[2].tag;
    sum(7) = (float)(int)((char *)&wg.block[2].regs[1][0].data[3][5] -
                          (char *)&wg);
    write(sums, g * 32, sum);
}
