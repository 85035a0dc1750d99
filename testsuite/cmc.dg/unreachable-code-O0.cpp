// Statements that cannot run (after a return, a break, a goto) are still
// checked but leave nothing in the vISA, even at -O0: the driver deletes
// the blocks the entry cannot reach (genxir/cfg.c), whatever produced the
// IR, so that a kernel and its -emit-mlir text give the same vISA.  (The
// loop's increment, unreachable after the break, used to keep its loads
// and stores of `i` through mem2reg: "alloca/load/store are not supported".)
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa "12:d" } }
// { dg-final { scan-visa-not "11111:d" } }
// { dg-final { scan-visa-not "22222:d" } }
// { dg-final { scan-visa-not "33333:d" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int pick(int x)
{
    if (x > 0)
        return 12;
    return x;
    x = 11111;
}

extern "C" _GENX_MAIN_ void dead_code(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    for (int i = 0; i < n; i++) {
        v += 1;
        break;
        v(1) = 22222;
    }
    v(0) = pick(n);
    goto out;
    v(2) = 33333;
out:
    write(buffer, 0, v);
}
