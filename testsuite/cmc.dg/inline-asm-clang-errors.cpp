// Inline assembly errors clang reports (operand numbers, names, places).
// { dg-do compile }
#include <cm/cm.h>

_GENX_MAIN_ void errors(SurfaceIndex s)
{
    vector<int, 8> a, d;
    read(s, 0, a);
    asm("mov (M1, 8) %0 %3" : "=r"(d) : "r"(a), "r"(a)); // { dg-error "invalid operand number in inline asm string" }
    asm("mov (M1, 8) %0 %1" : "=r"(d) : "3"(a)); // { dg-error "invalid input constraint '3' in asm" }
    asm("mov (M1, 8) %[out] %[in]" : [out] "=r"(d) : [inp] "r"(a)); // { dg-error "unknown symbolic operand name in inline assembly string" }
    asm("mov (M1, 8) %0 %1" : "=r"(a + d) : "r"(a)); // { dg-error "invalid lvalue in asm output" }
    asm("mov (M1, 8) %0 %1" : "r"(d) : "r"(a)); // { dg-error "invalid output constraint 'r' in asm" }
    write(s, 64, d);
}
