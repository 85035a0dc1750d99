// Kernel attribute macros of Intel's cm_common.h: _GENX_ROUNDING_MODE_ and
// _GENX_FLOAT_CONTROL_ set the control register's rounding mode at the
// kernel's entry (Intel's VC clears cr0's float control bits, then sets
// the kernel's), so every float result and int -> float conversion of the
// kernel and of the functions it calls rounds that way; _GENX_STACKCALL_
// is a function called, not inlined.  Each kernel computes the same sums,
// products, differences and conversions; the reference computes them in
// C with the host's rounding mode set likewise.
// { dg-do run }
// { dg-final { run-kernel "-k round_default buf:in.bin buf:zero:128:default.bin" } }
// { dg-final { run-kernel "-k round_even buf:in.bin buf:zero:128:even.bin" } }
// { dg-final { run-kernel "-k round_up buf:in.bin buf:zero:128:up.bin" } }
// { dg-final { run-kernel "-k round_down buf:in.bin buf:zero:128:down.bin" } }
// { dg-final { run-kernel "-k round_zero buf:in.bin buf:zero:128:zero.bin" } }
// { dg-final { scan-visa-times "and \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0xfffffb0e:ud" 4 } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) %cr0\\(0,0\\)<1> %cr0\\(0,0\\)<0;1,0> 0x4f0:ud" } }
// { dg-final { finalize-visa TGLLP DG2 } }

// Called through the stack by Intel's compiler, as a subroutine by cmc.
_GENX_STACKCALL_ vector<float, 8> difference(vector<float, 8> a,
                                             vector<float, 8> b)
{
    return a - b;
}

_GENX_ inline void arithmetic(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> a, b;
    vector<int, 8> i;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, i);
    write(out, 0, a + b);
    write(out, 32, a * b);
    write(out, 64, difference(a, b));
    write(out, 96, vector<float, 8>(i));
}

extern "C" _GENX_MAIN_ void round_default(SurfaceIndex in, SurfaceIndex out)
{
    arithmetic(in, out);
}

extern "C" _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_RTE) void
round_even(SurfaceIndex in, SurfaceIndex out)
{
    arithmetic(in, out);
}

extern "C" _GENX_MAIN_ _GENX_ROUNDING_MODE_(CM_RTP) void
round_up(SurfaceIndex in, SurfaceIndex out)
{
    arithmetic(in, out);
}

extern "C" _GENX_MAIN_ _GENX_ROUNDING_MODE_(CM_RTN) void
round_down(SurfaceIndex in, SurfaceIndex out)
{
    arithmetic(in, out);
}

extern "C" _GENX_MAIN_ _GENX_FLOAT_CONTROL_(CM_RTZ | CM_DENORM_ALLOW) void
round_zero(SurfaceIndex in, SurfaceIndex out)
{
    arithmetic(in, out);
}
