// get_color(): the thread's color, which the media walker writes (vISA
// %color), on the platforms that dispatch with one (to TGLLP); from
// XeHP_SDV on there is none, and get_color is an error
// (error-get-color-no-media-walker*.cpp), as in Intel's compiler.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.get.color\\(\\)" } }
// { dg-final { scan-visa "%color\\(0,0\\)<0;1,0>" } }
// { dg-final { finalize-visa SKL ICLLP TGLLP } }

extern "C" _GENX_MAIN_ void color(SurfaceIndex out)
{
    vector<ushort, 8> result = 0;
    result(0) = get_color();
    write(out, 0, result);
}
