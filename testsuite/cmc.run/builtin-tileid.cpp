// cm_get_tileid (Intel's cm_threads.h): the tile the thread runs on, 0 on
// the single-tile platforms cmc supports it on (used as an offset, so
// that a wrong id moves the write).
// { dg-do run }
// { dg-final { run-kernel "buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void tileid(SurfaceIndex out)
{
    vector<uint, 8> v;
    for (int i = 0; i < 8; i++)
        v(i) = 3 * i + 1;
    write(out, 32 * cm_get_tileid(), v + cm_get_tileid());
}
