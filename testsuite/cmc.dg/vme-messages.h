// The kernels of vme-messages-skl.cpp, -icllp.cpp and -tgllp.cpp: the
// gen9 VME helpers every VME platform has.  A VMEMsgType template
// argument (VME_SIC_MSG, VME_FBR_MSG, VME_IME_MSG, VME_IDM_MSG) chooses
// the message; each payload starts from INIT_VME_IMEINPUT or is cleared
// by RESET_VME_UNIINPUT / FBRINPUT / IDMINPUT and gets fields through
// VME_Input_S1 / VME_Input_G1; the IME payload has getVMEInputSize's rows
// for its stream mode; FBR's shape is a MODE_INTER_* value; the result's
// macroblock type, read through VME_Output_S1, is compared with the
// MODE_INTRA_* and MODE_INTER_* shapes.

// The inter shape FBR is asked for, by a run-time choice.
CM_INLINE uchar fbr_shape(int choice)
{
    return choice == 0   ? (uchar)MODE_INTER_16X16
           : choice == 1 ? (uchar)MODE_INTER_16X8
           : choice == 2 ? (uchar)MODE_INTER_8X16
                         : (uchar)MODE_INTER_MINOR;
}

// Which intra shape (0, 1, 2) a result's macroblock type names, 3 if none.
CM_INLINE uint intra_shape(uchar type)
{
    uchar shape = type & 0x30;
    return shape == MODE_INTRA_16X16 ? 0
           : shape == MODE_INTRA_8X8 ? 1
           : shape == MODE_INTRA_4X4 ? 2
                                     : 3;
}

template <VMEMsgType TYPE, VMEStreamMode MODE = VME_STREAM_DISABLE,
          VMESearchCtrl CTRL = VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START>
CM_INLINE void message(SurfaceIndex vme, SurfaceIndex out, int choice, int at)
{
    matrix<uchar, 4, 32> uni;
    read(out, 0, uni);
    RESET_VME_UNIINPUT(uni);
    VME_Input_G1(uni, ushort, 0, 8) = 16;      // source X
    VME_Input_G1(uni, ushort, 0, 9) = 32;      // source Y
    VME_Input_S1(uni, uint, 1, 1) = 8;         // search path length
    vector<uint, 8> v = 0;
    if constexpr (TYPE == VME_IME_MSG) {
        matrix<uchar, getVMEInputSize(0, MODE, CTRL), 32> search;
        INIT_VME_IMEINPUT(search);
        VME_Input_G1(search, uchar, 0, 0) = 0x01;
        vector<short, 2> ref0 = -8, ref1 = 8;
        vector<ushort, 16> costs = 0;
        matrix<uchar, 7, 32> result;
        run_vme_ime(uni, search, MODE, CTRL, vme, ref0, ref1, costs, result);
        v(0) = VME_Output_S1(result, ushort, 0, 4);
    } else if constexpr (TYPE == VME_SIC_MSG) {
        matrix<uchar, 4, 32> intra;
        read(out, 128, intra);
        RESET_VME_FBRINPUT(intra);             // four rows, as SIC's
        VME_Input_G1(intra, uchar, 1, 0) = 128;
        matrix<uchar, 7, 32> result;
        run_vme_sic(uni, intra, vme, result);
        v(0) = intra_shape(VME_Output_S1(result, uchar, 0, 0));
    } else if constexpr (TYPE == VME_FBR_MSG) {
        matrix<uchar, 4, 32> blocks;
        read(out, 128, blocks);
        RESET_VME_FBRINPUT(blocks);
        matrix<uchar, 7, 32> result;
        run_vme_fbr(uni, blocks, vme, fbr_shape(choice), (uchar)0, (uchar)0,
                    result);
        v(0) = (VME_Output_S1(result, uchar, 0, 0) & 0x3) == fbr_shape(choice);
    } else {
        static_assert(TYPE == VME_IDM_MSG, "the four VME messages");
        matrix<uchar, 1, 32> mask;
        read(out, 128, mask);
        RESET_VME_IDMINPUT(mask);
        VME_Input_S1(mask, ushort, 0, 0) = 0xFFFF;
        matrix<uchar, 16, 32> result;
        run_vme_idm(uni, mask, vme, result);
        v(0) = VME_Output_S1(result, ushort, 15, 15);
    }
    write(out, at, v);
}

extern "C" _GENX_MAIN_ void vme_messages(SurfaceIndex vme, SurfaceIndex out,
                                         int choice)
{
    message<VME_IME_MSG>(vme, out, choice, 0);
    message<VME_IME_MSG, VME_STREAM_IN, VME_SEARCH_DUAL_REF_DUAL_REC>(
        vme, out, choice, 32);
    message<VME_SIC_MSG>(vme, out, choice, 64);
    message<VME_FBR_MSG>(vme, out, choice, 96);
    message<VME_IDM_MSG>(vme, out, choice, 128);
}
