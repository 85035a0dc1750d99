// Inline assembly: constraints, operand types and immediates cmc checks,
// each reported at the operand.
// { dg-do compile }
#include <cm/cm.h>

_GENX_MAIN_ void errors(SurfaceIndex s, int k)
{
    vector<int, 8> a, d;
    vector<float, 8> f;
    read(s, 0, a);
    read(s, 32, f);
    asm("mov (M1, 8) %0 %1" : "=r"(d) : "q"(a)); // { dg-error "asm operand with constraint 'q': CM's constraints are r, rw, a, cr, i, n, F and an output's number" }
    asm("mov (M1, 8) %0 %1" : "=i"(d) : "r"(a)); // { dg-error "asm operand with constraint '=i': an output takes r, rw, a or cr" }
    asm("(%1) mov (M1, 8) %0 %2" : "=r"(d) : "cr"(f), "r"(a)); // { dg-error "asm operand with constraint 'cr': a predicate is made of an integer scalar or vector" }
    asm("mov (M1, 8) %0 %1" : "=r"(d) : "r"(s)); // { dg-error "asm operand with constraint 'r': the operand must be a scalar, vector or matrix" }
    asm("add (M1, 8) %0 %1 %2" : "=r"(d) : "r"(a), "i"(k)); // { dg-error "asm operand with constraint 'i': the operand must be a compile-time constant" }
    asm("add (M1, 8) %0 %1 %2" : "=r"(d) : "r"(a), "F"(2)); // { dg-error "asm operand with constraint 'F': a floating-point constant is needed" }
    asm("add (M1, 8) %0 %1 %2" : "=r"(d) : "r"(a), "i"(f)); // { dg-error "asm operand with constraint 'i': vector immediates are 8 integers" }
    asm("add (M1, %2) %0 %1 %1" : "=r"(d) : "r"(a), "n"(8.0f)); // { dg-error "asm operand with constraint 'n': an integer constant is needed" }
    write(s, 64, d);
}
