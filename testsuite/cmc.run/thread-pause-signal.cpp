// cm_pause and cm_signal in a walker kernel that waits on its dependencies:
// pause writes the pause counter (tm0.4, no effect on results), signal
// emits no code (the hardware scoreboard releases dependents at the end of
// the thread); the kernel's results are those of the same code without them.
// { dg-do run }
// { dg-final { run-kernel "-t 4x2 buf:zero:256:out.bin u16:64" } }
// { dg-final { scan-visa-times "mov \\(M1_NM, 1\\) %tsc\\(0,4\\)<1>" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void paused(SurfaceIndex out, ushort length)
{
    cm_wait();
    uint x = get_thread_origin_x(), y = get_thread_origin_y();
    vector<uint, 8> v;
    for (int i = 0; i < 8; i++)
        v(i) = x * 100 + y * 10 + i;
    cm_pause(32);
    cm_pause(length);
    write(out, (y * 4 + x) * 32, v);
    cm_signal();
    cm_signal<2>();
}
