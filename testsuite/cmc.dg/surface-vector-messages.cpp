// Elements of vector<SurfaceIndex, N> parameters, constant and chosen at
// run time, as the surface of every kind of message: oword blocks (through
// a _GENX_ function taking the vector), the sampler, typed reads, scattered
// writes and dword atomics.  A surface parameter used only as a message's
// surface stays a T variable without a copy.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-visa "\\.decl T\[0-9\]+ v_type=T num_elts=3" } }
// { dg-final { scan-visa "sample_3d\[^\\n\]* T\[0-9\]+ " } }
// { dg-final { scan-visa-not "movs \[^\\n\]* T9\\(0\\)$" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ void load(vector<SurfaceIndex, 3> surfaces, int i, vector_ref<int, 8> v)
{
    read(surfaces(i), 0, v);
}

extern "C" _GENX_MAIN_ void
messages(vector<SurfaceIndex, 3> bufs, SamplerIndex smp,
         vector<SurfaceIndex, 2> images, SurfaceIndex plain, int which)
{
    vector<int, 8> v;
    load(bufs, which, v);
    write(bufs[2 - which], 0, v);
    vector<float, 16> u = 0.5f, w = 0.25f;
    matrix<float, 4, 16> m;
    sample16(m, CM_ABGR_ENABLE, images[which], smp, u, w);
    write(bufs(0), 64, m.row(1).select<8, 1>(0));
    vector<uint, 16> x = 0;
    matrix<uint, 4, 16> t;
    read_typed(images(1), CM_ABGR_ENABLE, t, x, x);
    vector<uint, 8> offsets;
    for (int k = 0; k < 8; k++)
        offsets(k) = k;
    write(bufs[which], 32, offsets, t.row(0).select<8, 1>(0));
    write_atomic<ATOMIC_ADD>(bufs(which + 1), offsets, offsets);
    write(plain, 0, v);
}
