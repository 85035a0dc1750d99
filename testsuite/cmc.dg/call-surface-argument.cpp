// A function taking a SurfaceIndex is always inlined (vISA messages need
// the kernel's own surface variable), even at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-llvm-not "call .*@_Z" } }
// { dg-final { scan-visa-not "call " } }
// { dg-final { scan-visa-times "oword_ld" 2 } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ vector<float, 8> load_row(SurfaceIndex surface, int row)
{
    vector<float, 8> v;
    read(surface, row * 32, v);
    return v;
}

extern "C" _GENX_MAIN_ void kernel_rows(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> a = load_row(in, 0);
    vector<float, 8> b = load_row(in, 1);
    write(out, 0, a + b);
}
