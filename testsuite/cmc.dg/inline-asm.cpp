// The inline assembly examples of the CM specification (section 5), as
// cmc writes them: operands replaced by vISA variables and regions, the
// instructions as written.
// { dg-do compile }
// { dg-final { scan-visa "add \\(M1, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> V\[0-9\]+\\(0,0\\)<0;1,0>" } }
// { dg-final { scan-visa "mov \\(M1, 8\\) V\[0-9\]+\\(0,0\\)<1> \\(-\\)V\[0-9\]+\\(0,0\\)<8;8,1>" } }
// { dg-final { scan-visa "mov \\(M1, 32\\) V(\[0-9\]+)\\(2,0\\)<1> \\(-\\)V\\1\\(2,0\\)<1;1,0>" } }
// { dg-final { scan-visa "cmp.ne \\(M1_NM, 16\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<16;16,1> (0x)?0:u?w" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) mov \\(M1, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
// { dg-final { scan-visa "mad \\(M1, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<8;8,1> V\[0-9\]+\\(0,0\\)<8;8,1>" } }
// { dg-final { scan-visa "add \\(M1, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> 10:d" } }
// { dg-final { scan-visa "mul \\(M1, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> 0x5:uw" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm.h>

template <typename T, unsigned EXEC_SIZE>
inline _GENX_ vector<T, EXEC_SIZE> madd(vector<T, EXEC_SIZE> s1,
                                        vector<T, EXEC_SIZE> s2,
                                        vector<T, EXEC_SIZE> s3)
{
    vector<T, EXEC_SIZE> dst;
    asm("mad (M1, %4) %0 %1 %2 %3"
        : "=r"(dst)
        : "r"(s1), "r"(s2), "r"(s3), "n"(EXEC_SIZE));
    return dst;
}

_GENX_MAIN_ void spec_examples(SurfaceIndex in, SurfaceIndex out, int src0,
                               int src1)
{
    // 5: the simple example.
    int dst;
    asm("add (M1, 1) %0 %1 %2" : "=r"(dst) : "r"(src0), "r"(src1));
    vector<int, 8> result = dst;

    // 5.4.1: 'r' with a modifier written in the template.
    vector<int, 8> v;
    read(in, 0, v);
    vector<int, 8> negated;
    __asm__ volatile("mov (M1, 8) %0 (-)%1" : "=r"(negated) : "r"(v));
    result += negated;

    // 5.4.2: 'rw', regions in the template.
    matrix<ushort, 8, 8> m;
    read(in, 0, 0, m);
    asm("mov (M1, 32) %0(0,0)<1> (-)%0(0,0)<1;1,0>\n"
        "mov (M1, 32) %0(2,0)<1> (-)%0(2,0)<1;1,0>"
        : "+rw"(m));
    write(out, 0, 0, m);

    // 5.4.4: 'cr', a predicate from an integer vector.
    vector<float, 16> fsrc, fdst = 0.0f;
    read(in, 64, fsrc);
    vector<ushort, 16> pred_vec;
    read(in, 128, pred_vec);
    asm("(%2) mov (M1, 16) %0 %1" : "+r"(fdst) : "r"(fsrc), "cr"(pred_vec));
    write(out, 64, fdst);

    // 5.4.5: 'n' in a template function.
    result += madd<int, 8>(v, v, v);

    // 5.4.5: 'i' of the operand's type; 5.4.6: symbolic names.
    vector<ushort, 8> s;
    read(in, 32, s);
    vector<ushort, 8> product;
    asm("mul (M1, 8) %0 %1 %2" : "=r"(product) : "r"(s), "i"((ushort)5));
    write(out, 128, product);
    for (int i = 0; i < 8; i++) {
        int element;
        asm("add (M1, 1) %[dst] %[src1] %[src2]"
            : [dst] "=a"(element)
            : [src1] "r"(i), [src2] "i"(10));
        result(i) += element;
    }
    write(out, 160, result);
}
