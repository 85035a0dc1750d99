// The HEVC messages of Intel's gen12_vme.h under cmrun on TGLLP: the IME
// to the VME (SFID 8, a split send with the stream-in) and the FME mesh
// to its CRE (SFID 13) are faults naming the shared function
// (vme-cmrun-fault.cpp has SKL's run_vme_*).
// { dg-do run }
// { dg-options "-march=TGLLP" }
// { dg-final { run-kernel-fault "-march=TGLLP -k ime buf:zero:64 buf:zero:64:out.bin i32:10" "SFID 8 .*video motion estimation engine \\(VME\\)" } }
// { dg-final { run-kernel-fault "-march=TGLLP -k fme buf:zero:64 buf:zero:64:out.bin i32:0" "SFID 13 .*check and refinement engine \\(CRE\\)" } }

extern "C" _GENX_MAIN_ void ime(SurfaceIndex vme, SurfaceIndex out, int length)
{
    matrix<uchar, 5, 32> search = 0;
    matrix<uchar, 10, 32> stream = 0;
    matrix<uchar, 11, 32> result;
    cm_vme_hevc_ime(search, stream, length, vme, result);
    write(out, 0, result.row(0).format<uint>());
}

extern "C" _GENX_MAIN_ void fme(SurfaceIndex vme, SurfaceIndex out, int unused)
{
    matrix<uchar, 4, 32> mesh = 0;
    matrix<uchar, 3, 32> result;
    cm_vme_hevc_fme_mesh(mesh, vme, result);
    write(out, 0, result.row(0).format<uint>());
}
