// The inline assembly usage lines of the CM specification's chapter 5,
// each as the text writes it (with the declarations it leaves out), run
// and checked against a C reference: the simple scalar add (5), an
// operand both read and written ('+r', 5.3) and an input tied to an
// output ("0", 5.3, in vISA rather than the text's x86 "add %0 %0"),
// 'r' on a select (5.4.1), 'a' on elements at run-time indices (5.4.3, a
// histogram), 'cr' (5.4.4), an 'i' vector from a constant table (5.4.5,
// the text's imm_test without its typos) and symbolic names with an 'a'
// output (5.4.6).  spec-5-4-5-madd.cpp runs 5.4.5's 'n' kernel as written.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:1280:out.bin i32:40 i32:-2" } }
// { dg-final { scan-visa "mul \\(M1, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> 0x76543210:v" } }
// { dg-final { finalize-visa TGLLP DG2 } }

const short init_0_7[8] = {0, 1, 2, 3, 4, 5, 6, 7};

extern "C" _GENX_MAIN_ void asm_usage(SurfaceIndex in, SurfaceIndex out,
                                      int src0, int src1)
{
    // 5: the simple example.
    int dst;
    asm("add (M1, 1) %0 %1 %2" : "=r"(dst) : "r"(src0), "r"(src1));
    vector<int, 4> simple = dst;
    write(out, 112, simple);

    // 5.3: tmp is an output (%1) and an input (%5).
    vector<int, 8> in1, in2, in3, tmp, result;
    read(in, 0, in1);
    read(in, 32, in2);
    read(in, 64, in3);
    asm("add (M1, 8) %1 %2 %3\n"
        "add (M1, 8) %0 %4 %5"
        : "=r"(result), "+r"(tmp)
        : "r"(in1), "r"(in2), "r"(in3));
    write(out, 0, result);
    write(out, 32, tmp);

    // 5.3: "+r"(x), and "=r"(x) with the input "0"(x): the same operand.
    int x = in1(0), y = in1(1);
    asm("add (M1, 1) %0 %1 %1" : "+r"(x));
    asm("add (M1, 1) %0 %1 %1" : "=r"(y) : "0"(y));
    vector<int, 4> tied = 0;
    tied(0) = x;
    tied(1) = y;
    write(out, 80, tied);

    // 5.4.1: 'r' takes a select.
    matrix<float, 8, 4> m1;
    read(in, 96, m1);
    vector<float, 4> selected;
    asm("mov (M1, 4) %0 %1" :
        "=r"(selected) :
        "r"(m1.select<2, 2, 2, 2>(0, 0)));
    write(out, 64, selected);

    // 5.4.3: 'a', counter elements at indices read at run time.
    vector<uint32_t, 256> counter(0);
    vector<uint8_t, 32> indices;
    read(in, 224, indices);
    vector_ref<uint8_t, 32> idx = indices;
    #pragma unroll
    for (uint8_t i = 0; i < 32; i++)
        asm("add (M1, 1) %0 %1 %2"
            : "=a"(counter(idx(i)))
            : "a"(counter(idx(i))), "i"(1));
    for (int i = 0; i < 256; i += 32)
        write(out, 224 + i * 4, counter.select<32, 1>(i));

    // 5.4.4: 'cr', the predicate from an integer vector.
    vector<float, 16> src, fdst = -1.0f;
    vector<uint16_t, 16> pred_vec;
    read(in, 272, src);
    read(in, 336, pred_vec);
    asm("(%2) mov (M1, 16) %0 %1" : "+r"(fdst) : "r"(src), "cr"(pred_vec));
    write(out, 128, fdst);

    // 5.4.5: 'i', a vector of constants as a packed immediate.
    vector<ushort, 8> const_v(init_0_7);
    vector<ushort, 8> words, product;
    read(in, 256, words);
    asm("mul (M1, 8) %0 %1 %2" : "=r"(product) : "r"(words), "i"(const_v));
    write(out, 96, product);

    // 5.4.6: symbolic names; an 'a' output of a whole vector at execution
    // size 1 writes its first element.
    vector<int, 8> named;
    for (int i = 0; i < 8; i++) {
        asm("add (M1, 1) %[dst] %[src1] %[src2]"
            : [dst] "=a"(named)
            : [src1] "r"(i), [src2] "i"(10));
    }
    vector<int, 8> first = 0;
    first(0) = named(0);
    write(out, 192, first);
}
