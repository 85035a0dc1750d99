// cmrun cannot run Intel's VME messages: the motion search (VME, SFID 8)
// and the mode decision of its check and refinement engine (CRE, SFID 13)
// are the hardware's algorithms.  Each is one fault naming the shared
// function, never a guess: run_vme_ime and run_vme_idm (VME), run_vme_sic
// and run_vme_fbr (CRE) on SKL, cm_vme_hevc_ime (VME) and
// cm_vme_hevc_fme_mesh (CRE) on TGLLP.  The payload macros themselves run
// (vme-payload.cpp).
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel-fault "-march=SKL -k ime buf:zero:64 buf:zero:64:out.bin" "SFID 8 .*cmrun cannot emulate the video motion estimation engine \\(VME\\)" } }
// { dg-final { run-kernel-fault "-march=SKL -k idm buf:zero:64 buf:zero:64:out.bin" "SFID 8 .*video motion estimation engine \\(VME\\)" } }
// { dg-final { run-kernel-fault "-march=SKL -k sic buf:zero:64 buf:zero:64:out.bin" "SFID 13 .*cmrun cannot emulate the check and refinement engine \\(CRE\\)" } }
// { dg-final { run-kernel-fault "-march=SKL -k fbr buf:zero:64 buf:zero:64:out.bin" "SFID 13 .*check and refinement engine \\(CRE\\)" } }
// { dg-final { run-kernel "-march=SKL -k none buf:zero:64:vme.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void ime(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    matrix<uchar, 2, 32> search = 0;
    vector<short, 2> ref = 0;
    vector<ushort, 16> costs = 0;
    matrix<uchar, 7, 32> result;
    run_vme_ime(uni, search, VME_STREAM_DISABLE,
                VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START, vme, ref, ref,
                costs, result);
    write(out, 0, result.row(0).format<uint>());
}

extern "C" _GENX_MAIN_ void idm(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    matrix<uchar, 1, 32> mask = 0xFF;
    matrix<uchar, 16, 32> result;
    run_vme_idm(uni, mask, vme, result);
    write(out, 0, result.row(15).format<uint>());
}

extern "C" _GENX_MAIN_ void sic(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    matrix<uchar, 4, 32> intra = 0;
    matrix<uchar, 7, 32> result;
    run_vme_sic(uni, intra, vme, result);
    write(out, 0, result.row(0).format<uint>());
}

extern "C" _GENX_MAIN_ void fbr(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    matrix<uchar, 4, 32> blocks = 0;
    matrix<uchar, 7, 32> result;
    run_vme_fbr(uni, blocks, vme, (uchar)MODE_INTER_16X16, (uchar)0,
                (uchar)0, result);
    write(out, 0, result.row(0).format<uint>());
}

/* An IME call whose shape Intel's dispatch does not list (a 2-row search
 * payload with a 9-row result needs VME_STREAM_OUT) sends nothing. */
extern "C" _GENX_MAIN_ void none(SurfaceIndex vme, SurfaceIndex out)
{
    matrix<uchar, 4, 32> uni;
    INIT_VME_UNIINPUT(uni);
    matrix<uchar, 2, 32> search = 0;
    vector<short, 2> ref = 0;
    vector<ushort, 16> costs = 0;
    matrix<uchar, 9, 32> result = 7;
    run_vme_ime(uni, search, VME_STREAM_DISABLE,
                VME_SEARCH_SINGLE_REF_SINGLE_REC_SINGLE_START, vme, ref, ref,
                costs, result);
    write(out, 0, result.row(8).format<uint>());
}
