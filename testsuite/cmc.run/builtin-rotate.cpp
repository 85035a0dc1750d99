// cm_rol and cm_ror, builtins of the builtin table: vector and scalar
// counts, a scalar rotate, 16- and 32-bit elements, counts beyond the
// width (taken modulo it, as the ROL/ROR pages say).  vISA rol/ror on
// TGLLP; SKL, which has no rotates, is builtin-rotate-skl.cpp.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin u32:37" } }
// { dg-final { scan-visa "\\mrol\\M" } }
// { dg-final { scan-visa "\\mror\\M" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void rotates(SurfaceIndex in, SurfaceIndex out,
                                    uint count)
{
    vector<uint, 8> v;
    read(in, 0, v);
    vector<uint, 8> counts = v & 63;
    write(out, 0, cm_rol<uint>(v, 5));
    write(out, 32, cm_ror<uint>(v, counts));
    vector<ushort, 16> halves = v.format<ushort>();
    write(out, 64, cm_rol<ushort>(halves, count));
    vector<uint, 8> scalars = 0;
    scalars(0) = cm_ror<uint>(v(1), count);
    scalars(1) = cm_rol<uint>(v(2), 0u);
    write(out, 96, scalars);
}
