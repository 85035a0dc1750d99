// Inline assembly cmc cannot assemble: errors at the asm statement.
// { dg-do compile }
#include <cm/cm.h>

_GENX_MAIN_ void send_message(SurfaceIndex s)
{
    vector<int, 8> a, d;
    read(s, 0, a);
    asm("oword_ld (2) T6 0x0:ud %0" : "=rw"(d)); // { dg-error "inline assembly, line 1 of the template: cmc cannot assemble the vISA instruction 'oword_ld' \\(it assembles ALU instructions only\\)" }
    write(s, 64, d);
}

_GENX_MAIN_ void write_input(SurfaceIndex s)
{
    vector<int, 8> a, d;
    read(s, 0, a);
    asm("mov (M1, 8) %0 %1\nadd (M1, 8) %1 %1 %1" : "=r"(d) : "r"(a)); // { dg-error "inline assembly, line 2 of the template: an input operand cannot be written" }
    write(s, 64, d);
}

_GENX_MAIN_ void bad_region(SurfaceIndex s)
{
    vector<int, 8> a, d;
    read(s, 0, a);
    asm("mov (M1, 8) %0(0,0)<1> %1(0,0)<1;1>" : "=rw"(d) : "rw"(a)); // { dg-error "inline assembly, line 1 of the template: expected a source region" }
    write(s, 64, d);
}

_GENX_MAIN_ void bad_size(SurfaceIndex s)
{
    vector<int, 8> a, d;
    read(s, 0, a);
    asm("mov (M1, 7) %0 %1" : "=r"(d) : "r"(a)); // { dg-error "inline assembly, line 1 of the template: execution size must be 1, 2, 4, 8, 16 or 32" }
    write(s, 64, d);
}

_GENX_MAIN_ void no_outputs(SurfaceIndex s)
{
    vector<int, 8> a;
    read(s, 0, a);
    asm("mov (M1, 8) %0 %1" :: "r"(a), "r"(a)); // { dg-error "inline assembly, line 1 of the template: an input operand cannot be written" }
}

_GENX_MAIN_ void vector_immediates(SurfaceIndex s)
{
    vector<int, 8> a, d;
    read(s, 0, a);
    asm("add (M1, 8) %0 %1 %2" : "=r"(d) : "r"(a), "i"(a)); // { dg-error "inline assembly: the vector of an 'i' operand is not a constant" }
    write(s, 64, d);
}

_GENX_MAIN_ void large_vector_immediate(SurfaceIndex s)
{
    vector<int, 8> a, e, big = 100;
    read(s, 0, a);
    asm("add (M1, 8) %0 %1 %2" : "=r"(e) : "r"(a), "i"(big)); // { dg-error "inline assembly: the vector of an 'i' operand does not fit a packed immediate \\(8 integers from -8 to 7, or from 0 to 15\\)" }
    write(s, 64, e);
}

_GENX_MAIN_ void message(SurfaceIndex s)
{
    vector<int, 8> a = 0;
    asm("nop"); // { dg-error "inline assembly, line 1 of the template: cmc cannot assemble the vISA instruction 'nop' \\(it assembles ALU instructions only\\)" }
    write(s, 0, a);
}

_GENX_MAIN_ void unknown_predefined(SurfaceIndex s)
{
    vector<int, 8> a = 0;
    asm("mov (M1, 8) %0 %%gpr0(0,0)<1;1,0>" : "=r"(a)); // { dg-error "inline assembly, line 1 of the template: unknown predefined variable" }
    write(s, 0, a);
}
