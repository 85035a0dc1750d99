// cm_get_tileid on a multi-tile platform: Intel's runtime patches the
// tile id in through a relocation that cmc's vISA cannot carry, so it is
// a located error there (0 on the single-tile platforms).
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<uint, 8> v = cm_get_tileid(); // { dg-error "'cm_get_tileid' is unavailable: cm_get_tileid is not supported by cmc on multi-tile platforms" }
    write(s, 0, v);
}
