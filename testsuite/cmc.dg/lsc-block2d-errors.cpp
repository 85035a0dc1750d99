// Each 2D block message that Intel's cm_lsc.h and lsc/block2d.h reject by
// static assertion is one error at the call (or at its operand), naming
// the rule.
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void block2d_errors(int *m [[type("svmptr_t")]],
                                           ushort *u [[type("svmptr_t")]])
{
    vector<int, 32> a = cm_ptr_load<int, 8, 4, 1, true, true>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': Transposed and Transformed cannot be combined" }
    vector<ushort, 12> b = cm_ptr_load<ushort, 3, 4>(u, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': the block width in bytes must be a multiple of 4" }
    vector<int, 24> c = cm_ptr_load<int, 2, 4, 3>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': the number of blocks must be 1, 2 or 4" }
    vector<int, 40> d = cm_ptr_load<int, 2, 4, 5>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': the number of blocks must be from 1 to 4, not 5" }
    vector<ushort, 32> e = cm_ptr_load<ushort, 8, 4, 1, true>(u, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': a transposed load takes 32- or 64-bit elements" }
    vector<int, 32> f = cm_ptr_load<int, 8, 4, 1, false, true>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': a VNNI-transformed load takes 8- or 16-bit elements" }
    vector<int, 64> g = cm_ptr_load<int, 32, 2>(m, 127, 7, 127, 0, 0); // { dg-error "'cm_ptr_load': the blocks are at most 64 bytes wide together" }
    vector<int, 32> h = cm_ptr_load<int, 4, 2, 4>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': 32-bit elements take 1 or 2 blocks, 64-bit ones 1" }
    vector<int, 20> i = cm_ptr_load<int, 8, 4, 1, false, false, CacheHint::Default, CacheHint::Default, 20>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': incorrect element count 20: the block has 32 elements \\(32 with the register padding\\)" }
    vector<int, 32> j = cm_ptr_load<int, 8, 4, 1, false, false, CacheHint::WriteBack, CacheHint::WriteBack>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_load': unsupported cache hint \\(a load takes" }
    vector<int, 64> k = 0;
    cm_ptr_store<int, 4, 16>(m, 63, 31, 63, 0, 0, k); // { dg-error "'cm_ptr_store': a stored block is at most 8 rows high" }
    cm_store<int, 32, 2>(m, 127, 31, 127, 0, 0, k); // { dg-error "'cm_store': a stored block is at most 64 bytes wide" }
    cm_ptr_prefetch<int, 8, 4, 1, CacheHint::Uncached, CacheHint::Uncached>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_ptr_prefetch': unsupported cache hint \\(a prefetch takes" }
    cm_prefetch<int, 8, 4, 4>(m, 63, 7, 63, 0, 0); // { dg-error "'cm_prefetch': the blocks are at most 64 bytes wide together" }
    vector<int, 16> lanes = 0;
    SIMD_IF_BEGIN (lanes < 8) {
        cm_ptr_store<int, 8, 4>(m, 63, 7, 63, 0, 0, a); // { dg-error "an LSC 2D block message is not allowed inside SIMD control flow" }
    }
    SIMD_IF_END;
}
