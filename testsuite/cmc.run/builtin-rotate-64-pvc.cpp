// cm_rol and cm_ror of 64-bit integers: PVC's quadword ROL/ROR (Intel's
// CM_HAS_BIT_ROTATE_64BIT, which cmc defines there and nowhere else):
// vector and scalar counts, a signed element, counts beyond 64 (taken
// modulo it).  Other platforms reject 64-bit rotates
// (cmc.dg/error-builtin-table.cpp).
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { run-kernel "-march=PVC buf:in.bin buf:zero:256:out.bin u32:69" } }
// { dg-final { scan-visa "rol \\(M1_NM, 8\\) \[^\\n\]*:uq" } }
// { dg-final { scan-visa "\\mror\\M" } }
// { dg-final { finalize-visa PVC } }

#ifndef CM_HAS_BIT_ROTATE_64BIT
#error CM_HAS_BIT_ROTATE_64BIT is defined on PVC
#endif

extern "C" _GENX_MAIN_ void rotates(SurfaceIndex in, SurfaceIndex out,
                                    uint count)
{
    vector<unsigned long long, 8> v;
    read(in, 0, v);
    vector<unsigned long long, 8> counts = v & 127;
    write(out, 0, cm_rol<unsigned long long>(v, 5));
    write(out, 64, cm_ror<unsigned long long>(v, counts));
    vector<long long, 8> s = v.format<long long>();
    write(out, 128, cm_rol<long long>(s, count));
    vector<unsigned long long, 8> scalars = 0;
    scalars(0) = cm_ror<unsigned long long>(v(1), count);
    scalars(1) = cm_rol<unsigned long long>(v(2), 0u);
    write(out, 192, scalars);
}
