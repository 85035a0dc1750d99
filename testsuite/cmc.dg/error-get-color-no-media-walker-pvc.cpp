// get_color() on PVC, which dispatches without a media walker: no thread
// color to read, one error at the call (Intel's VectorCompiler: "get_color
// not supported on ..."), no output.
// { dg-do compile }
// { dg-options "-march=PVC" }

extern "C" _GENX_MAIN_ void color(SurfaceIndex out)
{
    vector<ushort, 8> result = 0;
    result(0) = get_color(); // { dg-error "'get_color' is not available on PVC: it reads the media walker's thread color, and PVC dispatches without a media walker" }
    write(out, 0, result);
}
