// write_atomic<ATOMIC_FADD> and <ATOMIC_FSUB> on DG2 (XeHP_SDV on; see
// error-atomic-fadd-platform.cpp): four threads add to and subtract from
// shared floats (values exact in float, so the order does not matter),
// and each adds to floats of its own, getting the old values back, also
// through cm_slm_atomic and write_typed_atomic on an r32f image.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 -k fadd -t 4 buf:in.bin:out.bin" } }
// { dg-final { run-kernel "-march=DG2 -k typed_fadd img:8x2:r32f:image.bin:image-out.bin buf:zero:64:olds.bin" } }
// { dg-final { scan-visa "dword_atomic.fadd" } }
// { dg-final { scan-visa "dword_atomic.fsub" } }
// { dg-final { finalize-visa DG2 } }

extern "C" _GENX_MAIN_ void fadd(SurfaceIndex buf)
{
    uint x = get_thread_origin_x();
    vector<uint, 8> shared;
    for (int i = 0; i < 8; i++)
        shared(i) = i; /* dword offsets */
    vector<float, 8> amount = 0.5f * (x + 1);
    write_atomic<ATOMIC_FADD>(buf, shared, amount);
    vector<float, 8> half_amount = amount * 0.5f;
    write_atomic<ATOMIC_FSUB>(buf, shared + 8, half_amount);

    vector<uint, 8> own = shared + 16 + x * 8;
    vector<float, 8> old;
    write_atomic<ATOMIC_FADD>(buf, own, amount, old);

    cm_slm_init(128);
    uint slm = cm_slm_alloc(128);
    vector<float, 8> start;
    read(buf, 64 + x * 32, start);
    vector<uint, 8> slots;
    for (int i = 0; i < 8; i++)
        slots(i) = i;
    cm_slm_write(slm, slots, start);
    vector<float, 8> slm_old;
    cm_slm_atomic(slm, ATOMIC_FSUB, slots, slm_old, amount);
    vector<float, 8> slm_new;
    cm_slm_read(slm, slots, slm_new);
    write(buf, 192 + x * 64, old);
    write(buf, 224 + x * 64, slm_new - slm_old);
}

/* Typed: each pixel of an 8x2 r32f image gets (its u + 1) added, and the
 * second row loses 0.75; the old values are the result. */
extern "C" _GENX_MAIN_ void typed_fadd(SurfaceIndex img, SurfaceIndex olds)
{
    vector<uint, 8> u, v = 0;
    for (int i = 0; i < 8; i++)
        u(i) = i;
    vector<float, 8> amount = u + 1, old0, old1;
    write_typed_atomic<ATOMIC_FADD>(img, old0, amount, u, v);
    vector<float, 8> less = 0.75f;
    write_typed_atomic<ATOMIC_FSUB>(img, old1, less, u, v + 1);
    write(olds, 0, old0);
    write(olds, 32, old1);
}
