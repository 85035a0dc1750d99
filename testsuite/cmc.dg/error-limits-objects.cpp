// One CM object has at most 8192 bytes: the 256 GRFs of 32 bytes that the
// 8-bit row offset of a binary vISA operand reaches.  cm.h's rule counts
// in 64 bits: a huge vector is one located error, not an allocation until
// LLVM runs out of memory, a num_elts that wraps, or a .isa whose row
// offsets wrap.
// { dg-do compile }

extern "C" _GENX_MAIN_ void huge_objects(SurfaceIndex s)
{
    vector<int, 2147483647> a;      // { dg-error "a vector or matrix has at most 8192 bytes \\(the 256 GRFs a vISA operand's row offset reaches\\)" }
    vector<int, 65536> b;           // { dg-error "a vector or matrix has at most 8192 bytes" }
    vector<char, 8193> c;           // { dg-error "a vector or matrix has at most 8192 bytes" }
    vector<double, 1025> d;         // { dg-error "a vector or matrix has at most 8192 bytes" }
    matrix<int, 65536, 65536> e;    // { dg-error "a vector or matrix has at most 8192 bytes" }
    matrix<int, 2, 1025> f;         // { dg-error "a vector or matrix has at most 8192 bytes" }
    vector<int, 2048> largest;
    vector<char, 8192> largest_bytes;
    matrix<double, 32, 32> largest_matrix;
}
