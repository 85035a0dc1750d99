// Template kernel instances are named as Intel's cmc names them, so a host
// program finds "spmv<unsigned int, float>": typedefs resolved to the
// canonical type (uint -> unsigned int), half spelled half, bool
// arguments true/false, negative integers in decimal.  -O0 and -O2 (the
// -O0 copy: templated-kernel-names-O0.cpp).
// { dg-do run }
// { dg-final { scan-visa "^\\.kernel \"spmv<unsigned int, float>\"" } }
// { dg-final { scan-visa "^\\.kernel \"shift<short, -2, true>\"" } }
// { dg-final { scan-visa "^\\.kernel \"widen<half>\"" } }
// { dg-final { run-kernel "-k 'spmv<unsigned int, float>' buf:u.bin buf:zero:32:f.bin f32:0.5" } }
// { dg-final { run-kernel "-k 'shift<short, -2, true>' buf:s.bin:s_out.bin" } }
// { dg-final { run-kernel "-k 'widen<half>' buf:h.bin buf:zero:32:w.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, typename U>
_GENX_MAIN_ void spmv(SurfaceIndex in, SurfaceIndex out, U scale)
{
    vector<T, 8> v;
    read(in, 0, v);
    vector<U, 8> r = v * scale;
    write(out, 0, r);
}

template <typename T, int Offset, bool Negate>
_GENX_MAIN_ void shift(SurfaceIndex buffer)
{
    vector<T, 16> v;
    read(buffer, 0, v);
    v += Offset;
    if (Negate)
        v = -v;
    write(buffer, 0, v);
}

template <typename T>
_GENX_MAIN_ void widen(SurfaceIndex in, SurfaceIndex out)
{
    vector<T, 16> v;
    read(in, 0, v);
    vector<float, 8> w = v.template select<8, 2>(0) + v.template select<8, 2>(1);
    write(out, 0, w);
}

template _GENX_MAIN_ void spmv<uint, float>(SurfaceIndex, SurfaceIndex, float);
template _GENX_MAIN_ void shift<short, -2, true>(SurfaceIndex);
template _GENX_MAIN_ void widen<half>(SurfaceIndex, SurfaceIndex);
