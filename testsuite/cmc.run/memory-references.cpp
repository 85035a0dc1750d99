// References bound to objects in memory (`int &r = p[3]`, `S &s = q[1]`)
// and elements of arrays in memory (`s.b[i]`, `q->m[1][2]`, `&(*vp)(2)`):
// each is read and written at its own address, and its address is that
// address.  Before, such references were refused, and the address of an
// element of a vector or array in memory was the address of a private
// copy, so writes through it were lost; so was a write through a
// parenthesised struct in memory (`(*q).a += 1`).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:p.bin:p_out.bin svm:q.bin:q_out.bin i32:2" } }

struct record {
    int a;
    float b[4];
    short m[2][4];
};

/* A helper that writes through a pointer it is given. */
_GENX_ void add_to(float *f, float amount) { *f += amount; }

extern "C" _GENX_MAIN_ void
memory_references(vector<float, 8> *vp [[type("svmptr_t")]],
                  int *p [[type("svmptr_t")]],
                  record *q [[type("svmptr_t")]], int i)
{
    float *f = &(*vp)(2);
    *f = 1.5f;
    float *f2 = &(*vp)[3];
    *f2 += 2.0f;
    add_to(&(*vp)(i + 4), 0.25f);
    vector_ref<float, 8> r = *vp;
    r(5) = r(1) * 2.0f;

    int &ri = p[3];
    ri += 2;
    int &rj = *(p + i);
    rj = rj * 3 + ri;

    record &s = q[1];
    s.a += 10;
    s.b[3] += 1.0f;
    float *g = s.b;
    g[1] = 7.0f;
    add_to(&s.b[i], 0.5f);
    short *h = &q->m[1][2];
    *h = 9;
    s.m[0][i] = (short)(s.m[1][i + 1] + 4);
    q[0].b[i] = s.b[0] * 2.0f;
    record &t = q[2];
    int &ta = t.a;
    ta = s.a + p[0];
    (*q).a += 1;
    (q[2]).b[0] = 3.5f;
}
