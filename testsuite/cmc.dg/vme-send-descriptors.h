// The kernel of vme-send-descriptors-icllp.cpp and -tgllp.cpp: messages
// built by hand as Intel's gen11/gen12 VME headers build theirs.  The
// descriptor starts from the surface (SEND_INIT_Descriptor_Surface), the
// SEND_SET_Descriptor_* macros add the payload and result rows, the
// header, the HEVC mode, the function and the stream-in; selrows gives
// the payload and result rows as cm_send / cm_sends take them.

extern "C" _GENX_MAIN_ void hand_built(SurfaceIndex vme, SurfaceIndex out)
{
    // A gen9 IME (function VME_IME_MSG in bits 14:13): the UNI rows and
    // getVMEInputSize's 2 more, 7 rows back.
    matrix<uchar, 6, 32> payload = 0;
    payload(0, 16) = 16;
    matrix<uchar, 7, 32> result;
    U32 d = SEND_INIT_Descriptor_Surface(vme);
    d = SEND_SET_Descriptor_Num_Inputs(
        d, getVMEInputSize(4, VME_STREAM_DISABLE,
                           VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START));
    d = SEND_SET_Descriptor_Header_Present(d);
    d = SEND_SET_Descriptor_Num_Outputs(d, 7) | (uint)VME_IME_MSG << 13;
    cm_send(result.selrows(7), payload.selrows(6), __SFID_VME, d, 0);
    write(out, 0, result.row(6).format<uint>());

    // The HEVC IME with a stream-in: 5 rows, then 10 in the second part
    // of a split send (extended descriptor), 11 rows back.
    matrix<uchar, 5, 32> ime = 0;
    matrix<uchar, 10, 32> stream_in = 0;
    matrix<uchar, 11, 32> stream_out;
    U32 h = SEND_INIT_Descriptor_Surface(vme);
    h = SEND_SET_Descriptor_Num_Inputs(h, 5);
    h = SEND_SET_Descriptor_Header_Present(h);
    h = SEND_SET_Descriptor_HEVC_Mode(h);
    h = SEND_SET_Descriptor_Function(h, __VME_HEVC_IME_MSG);
    h = SEND_SET_Descriptor_Num_Outputs(h, 11);
    cm_sends(stream_out.selrows(11), ime.selrows(5), stream_in.selrows(10),
             SEND_SET_Descriptor_Num_InputsExt(__SFID_VME, 10),
             SEND_SET_Descriptor_StreamIn_Enabled(h), 0);
    write(out, 32, stream_out.row(10).format<uint>());
}
