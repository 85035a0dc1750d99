// Kernel parameters of pointer type, as Intel's compiler takes them: a
// 64-bit SVM address each (cmrun's svm: argument).  Each of 4 threads
// reads its slice through the pointers with C's arithmetic and indexing
// (p + i, p[i], *p, p - q, ++p, p += i, &p[i]), scalar elements of 1, 2,
// 4 and 8 bytes, and the pointer forms of the block and scattered
// messages (cm_ptr_block_read/write, cm_ptr_scatter_read/write).
// { dg-do run }
// { dg-final { run-kernel "-t 4 svm:ints.bin svm:halves.bin:halves_out.bin svm:bytes.bin:bytes_out.bin svm:zero:1024:out.bin svm:zero:256:wide.bin" } }

_GENX_ int sum_through(const int *p, int n)
{
    int sum = 0;
    for (const int *end = p + n; p != end; ++p)
        sum += *p;
    return sum;
}

extern "C" _GENX_MAIN_ void
pointers(const int32_t *ints [[type("svmptr_t")]], half *halves,
         uint8_t *bytes, int *out [[type("svmptr_t")]], long long *wide)
{
    int t = get_thread_origin_x();
    const int32_t *in = ints + t * 16;   /* this thread's 16 ints */
    int *o = &out[t * 64];               /* and 64 output ints */

    /* Indexing, dereference, offsets in both orders. */
    o[0] = in[3] + *in + *(2 + in);
    o[1] = sum_through(in, 16);
    o[2] = (int)(&in[9] - in) * 100 + (int)(in + 5 - (in + 1));
    const int32_t *q = in;
    q += 7;
    q -= 2;
    o[3] = *q++;
    o[4] = *q--;
    o[4] += q[-1];
    o[5] = q > in && in < q && q != in && !(q == in) ? 1 : 0;

    /* 2-byte elements: read, convert, write back in place. */
    half *h = halves + t * 8;
    o[6] = (int)(h[1] * (half)4.0f);
    h[2] = h[2] + (half)1.0f;
    o[7] = (int)h[2];

    /* Bytes: a read-modify-write in memory and a compound assignment. */
    uint8_t *b = bytes + t * 4;
    b[0] += 3;
    b[1] = b[1] ^ 0x5a;
    ++b[2];
    o[8] = b[3] * 2;

    /* 8-byte elements. */
    wide[t] = (long long)in[0] * 100000 + t;

    /* Block and scattered messages at pointers. */
    vector<int, 16> v;
    cm_ptr_block_read(in, v);
    cm_ptr_block_write(o + 16, v * 2);
    vector<ptrdiff_t, 8> offsets;
    for (int i = 0; i < 8; i++)
        offsets(i) = (7 - i) * 8;    /* every other int, reversed */
    vector<int, 8> gathered;
    cm_ptr_scatter_read(in, offsets, gathered);
    cm_ptr_scatter_write(o + 32, offsets, gathered + 1);
}
