// Rotates written as shifts: LLVM turns them into funnel shifts, which
// cmc selects as vISA rol/ror from ICLLP on; SKL has no rotate
// instructions, so there they are shifts and an or again (GenX_IR
// rejects rol on SKL).  Constant and variable counts, both directions.
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel "-march=SKL buf:in.bin buf:zero:96:out.bin u32:13" } }
// { dg-final { scan-visa-not "\\m(rol|ror)\\M" } }
// { dg-final { finalize-visa SKL } }

extern "C" _GENX_MAIN_ void rotates(SurfaceIndex in, SurfaceIndex out,
                                    uint count)
{
    vector<uint, 8> v;
    read(in, 0, v);
    vector<uint, 8> left = (v << 3) | (v >> 29);
    vector<uint, 8> right = (v >> 7) | (v << 25);
    uint n = count & 31;
    vector<uint, 8> variable = (v << n) | (v >> ((32 - n) & 31));
    write(out, 0, left);
    write(out, 32, right);
    write(out, 64, variable);
}
