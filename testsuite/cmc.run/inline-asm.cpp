// CM inline vISA assembly (cmlangspec section 5): positional and symbolic
// operands; r on vectors, matrices, scalars, elements and select regions;
// rw with regions written in the template; a; cr predicates; i, F and n
// immediates; '+' outputs and their inputs numbered after the inputs;
// several outputs; an element output at a variable index; cr outputs.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:384:out.bin" } }
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

extern "C" _GENX_MAIN_ void inline_asm(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 16> a;
    vector<float, 16> f;
    read(in, 0, a);
    read(in, 64, f);
    vector<int, 8> x = a.select<8, 1>(0), y = a.select<8, 1>(8);

    // r: vectors; positional operands.
    vector<int, 8> sum;
    asm("add (M1, 8) %0 %1 %2" : "=r"(sum) : "r"(x), "r"(y));
    write(out, 0, sum);

    // rw: the template gives the regions; '+' reads the operand first.
    matrix<int, 2, 8> m;
    m.row(0) = x;
    m.row(1) = y;
    asm("mov (M1, 8) %0(0,0)<1> (-)%0(0,0)<1;1,0>\n"
        "add (M1, 8) %0(1,0)<1> %0(1,0)<1;1,0> 0x10:d"
        : "+rw"(m));
    write(out, 32, m.row(0));
    write(out, 64, m.row(1));

    // cr: a predicate from an integer vector; i: an immediate.
    vector<int, 8> picked = y;
    vector<ushort, 8> mask = x > 2;
    asm("(%1) mov (M1, 8) %0 %2" : "+r"(picked) : "cr"(mask), "i"(-7));
    write(out, 96, picked);

    // Symbolic names, F, a select region of a matrix (strided) and a.
    matrix<float, 4, 4> fm = f;
    vector<float, 4> scaled;
    asm("mul (M1, 4) %[dst] %[src] %[k]"
        : [dst] "=a"(scaled)
        : [src] "r"(fm.select<2, 2, 2, 2>(0, 0)), [k] "F"(0.5f));
    write(out, 128, scaled);

    // n: the execution size from a template argument.
    vector<int, 8> fused = madd<int, 8>(x, y, sum);
    write(out, 144, fused);

    // Two outputs; the '+' output's input is %5, after the inputs.
    vector<int, 8> in1 = x, in2 = y, in3 = 3, tmp = 100, result;
    asm("add (M1, 8) %1 %2 %3\n"
        "add (M1, 8) %0 %4 %5"
        : "=r"(result), "+r"(tmp)
        : "r"(in1), "r"(in2), "r"(in3));
    write(out, 176, result);
    write(out, 208, tmp);

    // Scalars and elements, an element output at a variable index.
    vector<int, 8> elements = 0;
    for (int i = 0; i < 8; i++) {
        int scalar = a(i) * 3;
        asm("shl (M1, 1) %0 %1 %2" : "=r"(elements(7 - i)) : "r"(scalar),
            "r"(a(i + 8) & 3));
    }
    write(out, 240, elements);

    // A tied input written as a number ("0").
    vector<int, 8> low;
    asm("min (M1, 8) %0 %1 %2" : "=r"(low) : "0"(x), "r"(y));
    write(out, 272, low);

    // cr output: cmp writes a predicate, read back as 1 and 0; a cr input
    // takes each element's lowest bit (Intel truncates to i1).
    vector<ushort, 8> less;
    asm("cmp.lt (M1, 8) %0 %1 %2" : "=cr"(less) : "r"(x), "r"(y));
    vector<int, 8> odd = 0;
    asm("(%1) mov (M1, 8) %0 %2" : "+r"(odd) : "cr"(y), "i"(1));
    vector<int, 8> flags = vector<int, 8>(less) * 10 + odd;
    write(out, 304, flags);

    // i of a vector: packed immediates, :v (-8 ... 7) and :uv (0 ... 15).
    const short init_0_7[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    const short init_signed[8] = {7, -3, -3, -3, -3, -3, -3, -3};
    vector<ushort, 8> const_v(init_0_7);
    vector<short, 8> signed_v(init_signed), halves = x;
    vector<ushort, 8> high_v = 15, product;
    asm("mul (M1, 8) %0 %2 %3\n"
        "add (M1, 8) %0 %0(0,0)<1;1,0> %4\n"
        "add (M1, 8) %1 %5 %6"
        : "=r"(product), "=r"(halves)
        : "r"(vector<ushort, 8>(y)), "i"(high_v), "i"(const_v), "r"(halves),
          "i"(signed_v));
    write(out, 336, product);
    write(out, 352, halves);
}
