// The gateway's events have no faithful meaning when a group's threads
// run one at a time: cmrun stops at the first one with a fault naming the
// message (signal_event: SFID 3, sub-function 1), never a silent guess.
// { dg-do run }
// { dg-final { run-kernel-fault "buf:zero:32" "SFID 3 \\(descriptor 0x02080001, .*cannot emulate gateway messages" } }

extern "C" _GENX_MAIN_ void signal(SurfaceIndex out)
{
    vector<uint, 8> v = 1;
    write(out, 0, v);
    signal_event(5);
}
