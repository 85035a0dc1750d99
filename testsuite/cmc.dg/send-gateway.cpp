// The gateway's thread events (Intel's cm_gateway.h over cm_send): each
// a one-register payload to SFID 3 with its sub-function in the
// descriptor (header bit 19, message length 1), wait_event's one response
// register read back; Intel's finalizer takes them on TGLLP and DG2.
// cmrun cannot run them (cmc.cmrun/raw-send.visaasm).
// { dg-do compile }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080001:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080002:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080003:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.1 \\(M1_NM, 16\\) 0x3:ud 0x2180006:ud" 1 } }
// { dg-final { scan-llvm "call void @llvm.genx.raw.send2.noresult.v16i1.v8i32\\(i8 0, i8 4, <16 x i1> <i1 true" } }

extern "C" _GENX_MAIN_ void events(SurfaceIndex out, uint id)
{
    monitor_event(id);
    signal_event(id + 1);
    vector<uint, 8> v = wait_event(100);
    monitor_no_event();
    write(out, 0, v);
}
