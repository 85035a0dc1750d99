// Block reads and writes check their size as count * element size: for a
// vector of 2^30 + 4 ints that product wrapped in 32 bits to 16 bytes, a
// legal oword or SVM block.  Such a vector is now the object size error
// at its declaration (sizes are counted in 64 bits), and the accesses to
// it add no second error and no vISA.
// { dg-do compile }

extern "C" _GENX_MAIN_ void huge_blocks(SurfaceIndex s, svmptr_t p)
{
    vector<int, 1073741828> v; // { dg-error "a vector or matrix has at most 8192 bytes" }
    read(s, 0, v);
    write(s, 0, v);
    cm_svm_block_read(p, v);
    cm_svm_block_write(p, v);
}
