// Inline assembly in a subroutine (CM_NOINLINE), inside SIMD control flow
// (it runs on the channels the execution mask enables), in a loop, and
// written through a macro, as real kernels do; bit instructions.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:288:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cm.h>

#define ADD8(d, a, b) asm("add (M1, 8) %0 %1 %2" : "=r"(d) : "r"(a), "r"(b))

CM_NOINLINE vector<int, 8> doubled(vector<int, 8> v)
{
    vector<int, 8> r;
    asm("shl (M1, 8) %0 %1 1:d" : "=r"(r) : "r"(v));
    return r;
}

extern "C" _GENX_MAIN_ void inline_asm_control(SurfaceIndex in,
                                               SurfaceIndex out)
{
    vector<int, 8> a;
    read(in, 0, a);
    vector<int, 8> d = doubled(a);
    SIMD_IF_BEGIN(a > 3) {
        asm("add (M1, 8) %0(0,0)<1> %0(0,0)<1;1,0> 100:d" : "+rw"(d));
    }
    SIMD_IF_END;
    write(out, 0, d);

    vector<int, 8> sum = 0;
    for (int i = 0; i < 4; i++)
        ADD8(sum, sum, a + i);
    write(out, 32, sum);

    vector<int, 8> counter = 0;
    vector<int, 8> step = 1;
    SIMD_DO_WHILE_BEGIN {
        asm("add (M1, 8) %0 %1 %2" : "=r"(counter) : "r"(counter),
            "r"(step));
    }
    SIMD_DO_WHILE_END(counter < a);
    write(out, 64, counter);

    // Bit instructions: cbit, bfrev, bfe (width, offset, value) and bfi
    // (width, offset, inserted, into).  Integer operands have signed vISA
    // types (d), as Intel's compiler declares them: bfe sign-extends.
    vector<uint, 8> u = a, bits, reversed, field, inserted;
    asm("cbit (M1, 8) %0 %4\n"
        "bfrev (M1, 8) %1 %4\n"
        "bfe (M1, 8) %2 4:ud 2:ud %4\n"
        "bfi (M1, 8) %3 3:ud 5:ud %4 0xffffffff:ud"
        : "=r"(bits), "=r"(reversed), "=r"(field), "=r"(inserted)
        : "r"(u));
    write(out, 96, bits);
    write(out, 128, reversed);
    write(out, 160, field);
    write(out, 192, inserted);

    // A region at a variable offset as an output: through a vector_ref
    // (clang does not take cm.h's select() result itself as an l-value).
    vector<int, 16> wide = 0;
    wide.select<8, 1>(0) = a;
    vector_ref<int, 4> every_other = wide.select<4, 2>(a(6));
    asm("add (M1, 4) %0 %0(0,0)<1;1,0> 1000:d" : "+rw"(every_other));
    write(out, 224, wide);
}
