// fprintf, cm_fprintf and cmfprint (Intel's cm_printf.h) append printf's
// record to a buffer of the kernel's own, which starts with its byte
// count (16 here: the records follow it); the reference builds the
// records byte for byte (format header and string, one header per
// value).  cmprint prints to the print buffer as printf does, with no
// value (ReturnType is void).  printf's and fprintf's values are the
// records' sizes.
// { dg-do run }
// { dg-final { run-kernel-stdout "buf:records.bin:records-out.bin buf:zero:32:sizes.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void fprint(SurfaceIndex records, SurfaceIndex sizes)
{
    vector<int, 8> size = 0;
    size(0) = fprintf(records, "a=%d b=%f\n", 7, 1.5f);
    size(1) = cm_fprintf(records, "x=%u %s\n", 9u, "nine");
    cmfprint(records, "plain\n");
    cmprint("cmprint %d\n", 42);
    size(2) = CMPHF_VEC_ISZ * 1000 + CMPHF_VEC_BSZ * 10 + CMPHF_STR_SZ;
    write(sizes, 0, size);
}
