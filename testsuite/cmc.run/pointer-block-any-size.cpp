// The pointer forms of the SVM block functions take any size, as Intel's
// cm_pointer.h has them (the whole object loaded or stored, oword-aligned
// or, unaligned, dword-aligned): a 16x16 short matrix (512 bytes, as
// shw's GEMM reads its half tiles), 48 bytes (a 32- and a 16-byte message),
// unaligned reads of 80 and 40 bytes, and writes of 512, 48 and 12 bytes.
// cm_svm_block_read/write keep 1, 2, 4 or 8 owords (cmc.dg/error-svm.cpp,
// error-pointers.cpp).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:h.bin svm:i.bin svm:zero:512:oh.bin svm:zero:256:oi.bin" } }

extern "C" _GENX_MAIN_ void
pointer_blocks(const short *hp [[type("svmptr_t")]],
               const int *ip [[type("svmptr_t")]],
               short *oh [[type("svmptr_t")]], int *oi [[type("svmptr_t")]])
{
    matrix<short, 16, 16> m;
    cm_ptr_block_read(hp, m);
    vector<int, 12> b;
    cm_ptr_block_read(ip + 32, b);
    vector<int, 20> d;
    cm_ptr_block_read_unaligned(ip + 5, d);
    vector<int, 10> c;
    cm_ptr_block_read_unaligned(ip + 3, c);

    matrix<short, 16, 16> doubled = m * 3 - 7;
    cm_ptr_block_write(oh, doubled);
    vector<int, 12> sum = b + d.select<12, 1>(0);
    cm_ptr_block_write(oi + 4, sum);
    vector<short, 6> low = c.select<6, 1>(4);
    cm_ptr_block_write((short *)(oi + 40), low);
}
