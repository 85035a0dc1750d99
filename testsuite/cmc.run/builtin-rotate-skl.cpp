// cm_rol and cm_ror on SKL, which has no ROL/ROR: llvm.genx.rol/ror
// become shifts and an or (GenX_IR rejects rol on SKL).  The reference
// is builtin-rotate-skl.ref.c; 32-bit elements only (the shift expansion
// is 32-bit).
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel "-march=SKL buf:in.bin buf:zero:96:out.bin u32:37" } }
// { dg-final { scan-visa-not "\\m(rol|ror)\\M" } }
// { dg-final { finalize-visa SKL } }

extern "C" _GENX_MAIN_ void rotates(SurfaceIndex in, SurfaceIndex out,
                                    uint count)
{
    vector<uint, 8> v;
    read(in, 0, v);
    write(out, 0, cm_rol<uint>(v, 5));
    write(out, 32, cm_ror<uint>(v, v & 63));
    write(out, 64, cm_rol<uint>(v, count));
}
