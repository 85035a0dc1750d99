// Pointers to structs in global (SVM) memory, as kernels that pass their
// parameters in a struct take them: p->field and p[i].field read and
// written (scalar, vector and nested struct fields, at C's offsets, so
// the host's layout is the kernel's), a whole struct copied in and out
// (*p, p[i]), pointer arithmetic in units of the struct, and a struct
// pointer passed to a _GENX_ function.
// { dg-do run }
// { dg-final { run-kernel "svm:params.bin:params_out.bin svm:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

struct offset2 {
    short x;
    short y;
};

struct params {
    int count;
    float scale;
    offset2 origin;
    vector<int, 4> weights;
    char flag;
};

_GENX_ int weighted(const params *p)
{
    return cm_sum<int>(p->weights * p->count) + p->origin.y;
}

extern "C" _GENX_MAIN_ void
struct_pointers(params *p [[type("svmptr_t")]], int *out [[type("svmptr_t")]])
{
    out[0] = p->count;
    out[1] = (int)(p->scale * 2.0f);
    out[2] = p[1].origin.x + p[1].origin.y;
    out[3] = weighted(p + 1);
    params copy = *p;
    copy.count += 100;
    copy.weights += 1;
    p[2] = copy;
    (p + 1)->flag = (char)(p->flag + 1);
    p->origin.x = -5;
    const params *second = &p[1];
    vector<int, 4> w = second->weights;
    out[4] = w(3);
    out[5] = (int)sizeof(params);
}
