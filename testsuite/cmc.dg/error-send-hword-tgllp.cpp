// The data cache's HWord aligned block read is DG2 and later: before,
// bit 13 of its descriptor is reserved and the message an OWord aligned
// block read (IGA's decoder; GenX_IR annotates Intel's cm_hword_read so on
// TGLLP).  cm_hword_write's message exists there.
// { dg-do compile }
// { dg-options "-march=TGLLP" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<uint, 8> v;
    cm_hword_read(s, 0, v); // { dg-error "cm_hword_read: the data cache's HWord aligned block read is DG2 and later" }
    cm_hword_write(s, 32, v);
}
