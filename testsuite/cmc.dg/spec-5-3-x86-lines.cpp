// The CM specification's 5.3 shows '+r' and a tied input "0" with lines
// it calls x86 inline assembly, "add %0 %0" and "add %0 %1": they are not
// vISA (no execution size, one source), so cmc rejects each at its asm
// statement, as Intel's vISA assembler would reject the text.  The same
// operands in vISA are in cmc.run/spec-5-inline-asm-usage.cpp.
// { dg-do compile }

extern "C" _GENX_MAIN_ void read_write(SurfaceIndex out, int x)
{
    asm("add %0 %0" : "+r"(x)); // { dg-error "line 1 of the template: expected the execution mask" }
    write(out, 0, vector<int, 4>(x));
}

extern "C" _GENX_MAIN_ void tied(SurfaceIndex out, int x)
{
    asm("add %0 %1" : "=r"(x) : "0"(x)); // { dg-error "line 1 of the template: expected the execution mask" }
    write(out, 0, vector<int, 4>(x));
}
