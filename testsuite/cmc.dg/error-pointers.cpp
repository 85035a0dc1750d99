// Pointers: what CM (and cmc) cannot do with them is an error at the
// expression, once.
// { dg-do compile }

struct pair { int a, b; };

_GENX_ int take(pair **p) // { dg-error "parameter of type 'pair \\*\\*' is not supported yet" }
{
    return 0;
}

extern "C" _GENX_MAIN_ void bad_pointers(void *raw, vector<int, 8> *vp,
                                         int *p, SurfaceIndex s)
{
    int x = 3;
    int *q = &x;
    vector<int, 8> v = *vp;
    float f = reinterpret_cast<float &>(x); // { dg-error "reinterpret_cast only between pointers" }
    vector<int, 8> w;
    cm_svm_block_read((svmptr_t)p, w.select<3, 1>(0)); // { dg-error "cm_svm_block_read of 12 bytes: the size must be 16, 32, 64 or 128 bytes" }
    write(s, 0, v + w + (int)f + *q + *(int *)raw + take(0));
}
