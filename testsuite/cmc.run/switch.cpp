// switch with fall-through, a block case and default, for every mode the
// threads of the walker give it.
// { dg-do run }
// { dg-final { run-kernel "-t 9 buf:zero:288:out.bin" } }

extern "C" _GENX_MAIN_ void switches(SurfaceIndex out)
{
    int mode = get_thread_origin_x();
    int k = 0;
    switch (mode) {
    case 0:
        k = 10;
        break;
    case 2:
        k = 5;
    case 3:
        k = k + 1;
        break;
    case 7: {
        int t = mode * 3;
        k = t;
        break;
    }
    default:
        k = -1;
    }
    vector<int, 8> v = k;
    write(out, mode * 32, v);
}
