// PVC's registers are 64 bytes: a raw send's objects are whole registers,
// so the 32 bytes Intel's header allows (its test is sizeof % 32) are
// half of one there.
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<uint, 8> header = 0;
    vector<uint, 16> whole = 0;
    cm_send(0, header, 10, 1 << 25, 0); // { dg-error "'cm_send': the payload is 32 bytes, not a whole number of 64-byte registers" }
    cm_send(0, whole, 10, 1 << 25, 0);
    write(s, 0, header);
}
