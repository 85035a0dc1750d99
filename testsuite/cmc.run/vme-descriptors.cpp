// The VME helpers of Intel's gen11/gen12 VME headers that compute
// values, on TGLLP: the message descriptor macros SEND_SET_Descriptor_*
// (each field masked and shifted into place, flags set), a gen9 IME
// descriptor assembled from them with getVMEInputSize's payload rows and
// the VMEMsgType VME_IME_MSG in bits 14:13, the message types'
// values, getVMEInputSize for each stream mode, payloads zeroed by
// INIT_VME_IMEINPUT and RESET_VME_UNIINPUT / FBRINPUT / IDMINPUT
// (their first rows only) and filled through VME_Input_S1 (a field as a
// region) and VME_Input_G1 (an element) with the MODE_* shapes, read
// back through VME_Output_S1, and selrows (the first rows as ushorts).
// The messages themselves are in cmc.dg/vme-messages-*.cpp.  The
// reference computes the fields from the descriptor layout in C.
// { dg-do run }
// { dg-options "-march=TGLLP" }
// { dg-final { run-kernel "-march=TGLLP buf:in.bin buf:zero:480:out.bin" } }
// { dg-final { finalize-visa TGLLP } }

extern "C" _GENX_MAIN_ void descriptors(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> n;  // base, inputs, outputs, function, ext inputs, rows
    read(in, 0, n);
    vector<uint, 8> d;
    d(0) = SEND_SET_Descriptor_Num_Inputs(n(0), n(1));
    d(1) = SEND_SET_Descriptor_Num_Outputs(n(0), n(2));
    d(2) = SEND_SET_Descriptor_Function(n(0), n(3));
    d(3) = SEND_SET_Descriptor_Header_Present(n(0));
    d(4) = SEND_SET_Descriptor_HEVC_Mode(n(0));
    d(5) = SEND_SET_Descriptor_StreamIn_Enabled(n(0));
    d(6) = SEND_SET_Descriptor_Num_InputsExt(n(0), n(4));
    U32 ime = SEND_SET_Descriptor_Num_Inputs(
        0u, getVMEInputSize(4, VME_STREAM_IN, VME_SEARCH_DUAL_REF_DUAL_REC));
    ime = SEND_SET_Descriptor_Header_Present(ime);
    d(7) = SEND_SET_Descriptor_Num_Outputs(ime, 7) | (uint)VME_IME_MSG << 13;
    write(out, 0, d);

    VMEMsgType types[4] = {VME_SIC_MSG, VME_FBR_MSG, VME_IME_MSG, VME_IDM_MSG};
    vector<uint, 8> k;
#pragma unroll
    for (int i = 0; i < 4; i++)
        k(i) = types[i];
    k(4) = getVMEInputSize(n(5), VME_STREAM_DISABLE,
                           VME_SEARCH_DUAL_REF_DUAL_REC);
    k(5) = getVMEInputSize(n(5), VME_STREAM_OUT, VME_SEARCH_SINGLE_REF_DUAL_REC);
    k(6) = getVMEInputSize(n(5), VME_STREAM_IN_OUT,
                           VME_SEARCH_SINGLE_REF_DUAL_REC);
    k(7) = getVMEInputSize(n(5), VME_STREAM_IN, VME_SEARCH_DUAL_REF_DUAL_REC);
    write(out, 32, k);

    matrix<uchar, 4, 32> uni;
    matrix<uchar, 2, 32> search;
    matrix<uchar, 4, 32> fbr;
    matrix<uchar, 1, 32> idm;
    read(in, 32, uni);
    read(in, 160, search);
    read(in, 224, fbr);
    read(in, 352, idm);
    RESET_VME_UNIINPUT(uni);
    INIT_VME_IMEINPUT(search);
    RESET_VME_FBRINPUT(fbr);
    RESET_VME_IDMINPUT(idm);
    VME_Input_S1(uni, uint, 1, 2) = n(6);
    VME_Input_G1(uni, uchar, 0, 5) = MODE_INTER_16X8 | MODE_INTRA_8X8;
    VME_Input_G1(search, ushort, 1, 3) = MODE_INTRA_4X4 + MODE_INTER_8X16;
    VME_Input_G1(fbr, uchar, 2, 0) = MODE_INTER_16X16 + 1;
    VME_Input_G1(fbr, uchar, 2, 1) = MODE_INTER_MINOR;
    VME_Input_S1(idm, short, 0, 7) = MODE_INTRA_16X16 - 1;
    ushort back = VME_Output_S1(uni, ushort, 1, 4);   // n(6)'s low half
    VME_Input_G1(uni, ushort, 3, 15) = back + 1;
    write(out, 64, uni);
    write(out, 192, search);
    write(out, 256, fbr);
    write(out, 384, idm);

    matrix<uchar, 4, 32> rows;
    read(in, 32, rows);
    matrix<ushort, 2, 16> first = rows.selrows(2);
    first += 3;
    write(out, 416, first);
}
