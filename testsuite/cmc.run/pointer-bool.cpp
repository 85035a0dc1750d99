// Kernel parameters of type bool * (the surveyed paged-attention kernel's
// sparse block masks): a bool in memory is one byte, read as true when
// non-zero and written as 0 or 1; pointer arithmetic steps one byte.
// { dg-do run }
// { dg-final { run-kernel "svm:mask.bin:mask_out.bin svm:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void pointer_bool(bool *mask [[type("svmptr_t")]],
                                         int *out [[type("svmptr_t")]])
{
    vector<int, 16> r = 0;
    const bool *row = mask + 16; /* the second row of 16 flags */
    int count = 0;
    for (int i = 0; i < 16; i++)
        if (row[i])
            count++;
    r(0) = count;
    bool first = *mask;
    r(1) = first ? 100 : 200;
    r(2) = mask[3] == true;
    for (int i = 0; i < 8; i++)
        mask[i] = !mask[i];      /* the first eight flags flipped */
    mask[8] = count > 5;
    bool *tail = &mask[31];
    *tail = r(2) != 0 || first;
    r(3) = (int)(tail - mask);
    cm_svm_block_write((svmptr_t)out, r.select<16, 1>(0));
}
