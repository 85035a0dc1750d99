// Thread state read from vISA's predefined variables, checked by the
// properties the vISA specification and GenX_IR give them (cmrun models
// them; their values on a GPU are not known in advance): cm_get_r0's
// fields are the thread's ids as GenX_IR reads them (from ICLLP on, the
// media walker's origin x and y in bits 0-11 and 12-23 of r0.1; a
// thread group's ids X, Y, Z in r0.1, r0.6, r0.7; the hardware thread id
// in r0.5's low 10 bits, which cm_get_hwid is), a narrower cm_get_r0 is
// its first dwords, sr0.2 (the channels enabled at dispatch) is not 0,
// and cm_clock, the 64-bit timestamp, increases.  Each thread writes one
// row of flags; the reference expects every flag 1.
// { dg-do run }
// { dg-final { run-kernel "-k walker_state -t 4x3 buf:zero:384:walker.bin" } }
// { dg-final { run-kernel "-k group_state -g 2x3x2 -l 1 buf:zero:384:group.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

static bool later(vector<uint, 2> after, vector<uint, 2> before)
{
    return after(1) > before(1) || (after(1) == before(1) && after(0) > before(0));
}

extern "C" _GENX_MAIN_ void walker_state(SurfaceIndex out)
{
    vector<uint, 2> start = cm_clock();
    vector<uint, 8> r0 = cm_get_r0();
    vector<int, 4> first = cm_get_r0<int, 4>();
    vector<uint, 4> sr0 = cm_get_sr0();
    uint x = get_thread_origin_x(), y = get_thread_origin_y();
    uint hw = cm_get_hwid();
    vector<uint, 8> flags = 0;
    flags(0) = (r0(1) & 0xfff) == x;
    flags(1) = ((r0(1) >> 12) & 0xfff) == y;
    flags(2) = hw == (r0(5) & 0x3ff);
    flags(3) = (first.format<uint>() == r0.select<4, 1>(0)).all();
    flags(4) = sr0(2) != 0;
    flags(5) = later(cm_clock(), start);
    vector<uint, 2> end = cm_clock();
    flags(6) = later(end, start);
    flags(7) = cm_get_r0<uint, 1>()(0) == r0(0);
    write(out, (y * 4 + x) * 32, flags);
}

extern "C" _GENX_MAIN_ void group_state(SurfaceIndex out)
{
    vector<uint, 8> r0 = cm_get_r0();
    vector<uint, 8> flags = 1;
    flags(0) = r0(1) == cm_group_id(0);
    flags(1) = r0(6) == cm_group_id(1);
    flags(2) = r0(7) == cm_group_id(2);
    flags(3) = cm_get_hwid() == (cm_get_r0<uint, 8>()(5) & 0x3ff);
    write(out, cm_linear_group_id() * 32, flags);
}
