// The sizes the CM template library's helpers cannot take are errors at
// the user's call, each saying what is allowed: a cached stack's cache
// row that is not a whole number of 128-byte messages, Pack of a type
// into one not twice as large, glue_vector's OFFSET past the kernel,
// IoBlock of 8-byte pixels, cmtl::dataport::write_atomic and
// experimental::load of a number of elements that is not a multiple of
// 8, and cm_slm_copy in pieces that are not whole owords.
// { dg-do compile }
#include <cm/cm_library.h>
#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void k(SurfaceIndex s, svmptr_t a, int *p)
{
    matrix<short, 2, 8> context;
    matrix<int, 2, 8> context_ii;
    cmtl::CachedStackInit<int, 8, 8>(context, context_ii, 64); // { dg-error "a cached stack's cache row \\(CACHESIZE \\* STACKCOUNT \\* sizeof\\(T\\) bytes\\) must be a multiple of 128 bytes" }
    vector<short, 8> c = 0;
    cmtl::Pack<short, short, 8>(c, c, c); // { dg-error "Pack/Unpack: Tcompst holds two or more Tpackd" }
    vector<ushort, 8> d = 0;
    vector<ushort, 4> e = 0;
    cmtl::glue_vector<ushort, ushort, 5, 8, 5>(d, e, d); // { dg-error "glue_vector: OFFSET is 0 to KRNL_SZ - 1 and at most SIMD_SZ" }
    matrix<long long, 2, 2> q;
    cmtl::IoBlock<long long, 2, 2, cmtl::IO_READ>(s, GENX_NUM_BUFFER_ATTRIB, 0, 0, q.select_all()); // { dg-error "IoBlock: pixels of 1, 2 or 4 bytes" }
    vector<uint, 4> offsets = 0;
    vector<int, 4> ones = 1;
    cmtl::dataport::write_atomic<ATOMIC_ADD, int, 4>(a, offsets, ones); // { dg-error "cmtl::dataport::write_atomic takes a multiple of 8 elements" }
    cmtl::dataport::cm_slm_copy<int, 3>(0u, a, 12); // { dg-error "cm_slm_copy: width \\* sizeof\\(T\\) is a whole number of owords" }
    experimental::simd_vector<unsigned, 4> four(0, 4);
    experimental::simd_vector<int, 4> v = experimental::load(p, four); // { dg-error "experimental::load takes a multiple of 8 elements" }
    write(s, 0, v.data());
}
