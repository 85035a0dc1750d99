// Intel's cm_hword_read and cm_hword_write count 32-byte registers in
// their descriptors (response and second payload length N / 8); PVC's
// registers are 64 bytes.
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<uint, 16> v = 0;
    cm_hword_write(s, 0, v); // { dg-error "cm_hword_write: Intel's descriptor counts 32-byte registers" }
}
