// The thread origin where there is no media walker (XeHP_SDV, DG2, MTL,
// PVC): the CM runtime dispatches the W x H thread space as W x H work
// groups of one thread, so get_thread_origin_x/y are the group id (vISA's
// %group_id_x/y, r0.1 and r0.6), as Intel's VC reads them there; the
// media walker's %thread_x/y would take both from r0.1.  Thread (x, y)
// writes x + 100 * y into its own 8 dwords at (y * W + x) * 32.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "%group_id_x" } }
// { dg-final { scan-visa "%group_id_y" } }
// { dg-final { scan-visa-not "%thread_\[xy\]" } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-t 5x3 buf:zero:480:out.bin i32:5" } }
// { dg-final { run-kernel "-march=PVC -t 5x3 buf:zero:480:out.bin i32:5" } }
// { dg-final { run-kernel "-march=TGLLP -t 5x3 buf:zero:480:out.bin i32:5" } }

extern "C" _GENX_MAIN_ void space(SurfaceIndex out, int width)
{
    uint x = get_thread_origin_x();
    uint y = get_thread_origin_y();
    vector<uint, 8> v = x + 100 * y;
    write(out, (y * width + x) * 32, v);
}
