// The kernels of vme-gen9-skl.cpp and vme-gen9-icllp.cpp: every message
// form of Intel's gen9_vme.h.  run_vme_ime in each shape Intel's dispatch
// sends (search payload rows, result rows, stream mode, search control),
// run_vme_sic, run_vme_fbr and run_vme_idm, with payloads built by the
// field macros.

template <int SEARCH, int RESULT>
CM_INLINE void ime(SurfaceIndex vme, SurfaceIndex out, VMEStreamMode mode,
                   VMESearchCtrl control, int at)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    VME_SET_UNIInput_SrcX(uni, 16);
    VME_SET_UNIInput_SrcY(uni, 32);
    VME_SET_UNIInput_SubPelMode(uni, 3);
    VME_SET_UNIInput_RefW(uni, 48);
    VME_SET_UNIInput_RefH(uni, 40);
    matrix<uchar, SEARCH, 32> search = 0;
    VME_SET_IMEInput_IMESearchPathDelta0(search, 0x01);
    VME_SET_IMEInput_IMESearchPathDelta1(search, 0x10);
    vector<short, 2> ref0 = -8, ref1 = 8;
    vector<ushort, 16> costs = 0;
    matrix<uchar, RESULT, 32> result;
    run_vme_ime(uni, search, mode, control, vme, ref0, ref1, costs, result);
    ushort best;
    VME_GET_IMEOutput_BestInterDistortion(result, best);
    vector<uint, 8> v = result.row(RESULT - 1).template format<uint>();
    v(0) = best;
    write(out, at, v);
}

extern "C" _GENX_MAIN_ void ime_shapes(SurfaceIndex vme, SurfaceIndex out)
{
    ime<2, 7>(vme, out, VME_STREAM_DISABLE,
              VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START, 0);
    ime<2, 9>(vme, out, VME_STREAM_OUT, VME_SEARCH_SINGLE_REF_DUAL_REC, 32);
    ime<2, 11>(vme, out, VME_STREAM_OUT, VME_SEARCH_DUAL_REF_DUAL_REC, 64);
    ime<4, 7>(vme, out, VME_STREAM_IN,
              VME_SEARCH_SINGLE_REF_SINGLE_REC_DUAL_START, 96);
    ime<4, 9>(vme, out, VME_STREAM_IN_OUT, VME_SEARCH_SINGLE_REF_DUAL_REC,
              128);
    ime<6, 7>(vme, out, VME_STREAM_IN, VME_SEARCH_DUAL_REF_DUAL_REC, 160);
    ime<6, 11>(vme, out, VME_STREAM_IN_OUT, VME_SEARCH_DUAL_REF_DUAL_REC,
               192);
}

extern "C" _GENX_MAIN_ void sic_fbr_idm(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    VME_SET_UNIInput_SrcX(uni, 16);
    VME_SET_UNIInput_BMEDisableFBR(uni);
    matrix<uchar, 4, 32> intra;
    INIT_VME_SICINPUT(intra);
    VME_SET_SICInput_IntraComputeType(intra, 1);
    VME_SET_SICInput_NeighborPixelLum0(intra, 128);
    matrix<uchar, 7, 32> sic;
    run_vme_sic(uni, intra, vme, sic);
    ushort intra_distortion;
    VME_GET_UNIOutput_BestIntraDistortion(sic, intra_distortion);

    matrix<uchar, 4, 32> blocks;
    INIT_VME_FBRINPUT(blocks);
    VME_SET_FBRInput_Ref0SubBlockX0(blocks, 4);
    matrix<uchar, 7, 32> fbr;
    run_vme_fbr(uni, blocks, vme, (uchar)MODE_INTER_8X8, (uchar)0,
                (uchar)0, fbr);
    matrix<short, 4, 16> mvs;
    VME_GET_UNIOutput_Mvs(fbr, mvs);

    matrix<uchar, 1, 32> mask;
    INIT_VME_IDMINPUT(mask);
    VME_SET_IDMInput_SrcMBPixelMaskRow0(mask, 0xFFFF);
    matrix<uchar, 16, 32> idm;
    run_vme_idm(uni, mask, vme, idm);
    ushort d;
    VME_GET_IDMOutput_DistortionMeshBlock15_SearchPoint15(idm, d);

    vector<uint, 8> v = mvs.row(0).format<uint>();
    v(0) = intra_distortion;
    v(1) = d;
    write(out, 0, v);
}
