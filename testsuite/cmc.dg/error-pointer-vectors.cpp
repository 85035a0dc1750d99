// Vectors of pointers: CM operators would not scale by the pointee, so
// they are an error; gather and scatter check their sizes.
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad(float *p, short *s)
{
    vector<float *, 8> ptrs = 0;
    vector<float *, 8> next = ptrs + 1; // { dg-error "CM operators do not apply to vectors of pointers" }
    vector<short *, 4> sp = 0;
    vector<short, 4> w = gather(sp); // { dg-error "gather of 4 short elements: 1- and 2-byte elements need at least 8" }
    vector<float *, 12> twelve = 0;
    vector<float, 12> t = gather(twelve); // { dg-error "gather of 12 elements: the count must be 1, 2, 4, 8, 16 or 32" }
    scatter(t, twelve); // { dg-error "scatter of 12 elements: the count must be 1, 2, 4, 8, 16 or 32" }
}
