// Specialization constants (Intel's cm_spec_constant.h): an integer one
// with a default, a negative short, a uchar, a 64-bit one, a float one
// (default 0) and __spirv_SpecConstant itself with a float default.  In
// the .isa, which no runtime specializes, each is its default value,
// folded like any constant (this run); in SPIR-V each is an OpSpecConstant
// decorated SpecId (cmc.examples/spirv.exp checks the disassembly, and the
// run through SPIR-V and VC checks that IGC takes the defaults too).
// { dg-do run }
// { dg-final { run-kernel "buf:zero:64:out.bin u32:5" } }
// { dg-final { scan-visa-not "cmc\\.spec" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void spec(SurfaceIndex out, uint n)
{
    vector<int, 16> r = 0;
    r(0) = cm_spec_constant<int, 3, 17>() * n;
    r(1) = cm_spec_constant<short, 5, -2>();
    r(2) = cm_spec_constant<uchar, 6, 200>() + 100;
    long long wide = cm_spec_constant<long long, 7, 0x100000001ll>();
    r(3) = (int)(wide >> 32) + (int)wide;
    r(4) = (int)(cm_spec_constant<float, 8>() + 1.5f);
    r(5) = (int)(__spirv_SpecConstant(9, 2.5f) * 4.0f);
    r(6) = cm_spec_constant<uint, 3, 17>() + 1; // SpecId 3 again, same value
    write(out, 0, r);
}
