// get_thread_origin_x() and get_thread_origin_y() address a 2D thread
// space; the surface offset is computed from both.
// { dg-do compile }
// { dg-final { scan-llvm "call i16 @llvm\\.genx\\.thread\\.x\\(\\)" } }
// { dg-final { scan-llvm "call i16 @llvm\\.genx\\.thread\\.y\\(\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void thread_origin(SurfaceIndex buffer)
{
    uint x = get_thread_origin_x();
    uint y = get_thread_origin_y();
    vector<uint, 8> v = x;
    v = v + y * 100;
    write(buffer, (y * 64 + x) * 32, v);
}
