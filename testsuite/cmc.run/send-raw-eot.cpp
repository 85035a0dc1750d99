// A thread that ends with an EOT message of its own, before its second
// write, which never happens: cm_raw_send with EOT and the message GenX_IR
// ends every kernel with (descriptor 0x02000010, r0 as the payload, to
// the thread spawner, SFID 7, on TGLLP; to the gateway, SFID 3, from DG2
// on: send-raw-eot-dg2.cpp).
// { dg-do run }
// { dg-final { run-kernel "buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#if CM_GENX >= 1271
#define END_OF_THREAD_SFID 3
#else
#define END_OF_THREAD_SFID 7
#endif

extern "C" _GENX_MAIN_ void eot(SurfaceIndex out)
{
    vector<uint, 8> v = 5;
    write(out, 0, v);
    vector<uint, 8> r0 = cm_get_r0();
    cm_raw_send(0, r0, 0, 0, 0x02000010, 0, END_OF_THREAD_SFID, 1, 0, 0, 1);
    v = 9;
    write(out, 32, v);
}
