// The rest of Intel's cm/spirv/*.h: __spirv_IAddCarry and
// __spirv_ISubBorrow (scalar and vector, unsigned), __spirv_FRem (the
// remainder with the dividend's sign), __spirv_ControlBarrier and the
// split barrier (ArriveINTEL / WaitINTEL) at workgroup scope around SLM
// exchanges between the 4 threads of each group, and
// __spirv_ReadClockKHR (a later reading is not earlier).  A split
// barrier that one thread of the group never reaches stops cmrun, as the
// GPU would hang; so does one outside a thread group.
// { dg-do run }
// { dg-final { run-kernel "-k rest -g 2 -l 4 buf:in.bin buf:zero:1280:out.bin" } }
// { dg-final { run-kernel-fault "-k partial -g 1 -l 4" "split barrier: 3 of the 4 threads of the group signalled" } }
// { dg-final { run-kernel-fault "-k split -t 2" "sbarrier.signal outside a thread group" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void rest(SurfaceIndex in, SurfaceIndex out)
{
    cm_slm_init(256);
    uint slm = cm_slm_alloc(256);
    uint id = cm_linear_global_id();
    uint local = cm_local_id(0);
    vector<uint, 8> a, b;
    read(in, 0, a);
    read(in, 32, b);
    vector<uint, 8> mine = a + id;

    vector<uint, 32> r;
    details::ResVector<uint, 8> sum = __spirv_IAddCarry(mine, b);
    details::ResVector<uint, 8> difference = __spirv_ISubBorrow(mine, b);
    r.select<8, 1>(0) = sum.Res;
    r.select<8, 1>(8) = sum.C;
    r.select<8, 1>(16) = difference.Res;
    r.select<8, 1>(24) = difference.C;
    write(out, id * 128, r.select<8, 1>(0));
    write(out, id * 128 + 32, r.select<8, 1>(8));
    write(out, id * 128 + 64, r.select<8, 1>(16));
    write(out, id * 128 + 96, r.select<8, 1>(24));

    vector<uint, 8> scalars = 0;
    details::ResScalar<uint> one = __spirv_IAddCarry(mine(7), b(7));
    details::ResScalar<uint> two = __spirv_ISubBorrow(mine(0), b(0));
    scalars(0) = one.Res;
    scalars(1) = one.C;
    scalars(2) = two.Res;
    scalars(3) = two.C;
    vector<float, 8> x, y;
    read(in, 64, x);
    read(in, 96, y);
    vector<float, 8> remainder = __spirv_FRem(x, y);
    float scalar_remainder = __spirv_FRem(x(1), y(1));
    scalars(4) = remainder.format<uint>()(id % 8);
    scalars(5) = *(uint *)&scalar_remainder;

    // Each thread's value through SLM: a full barrier, then a split one.
    cm_slm_block_write(slm, local * 32, mine);
    __spirv_ControlBarrier(detail::spirv::workgroup, detail::spirv::workgroup,
                           0x100);
    vector<uint, 8> next;
    cm_slm_block_read(slm, ((local + 1) % 4) * 32, next);
    __spirv_ControlBarrierArriveINTEL(detail::spirv::workgroup,
                                      detail::spirv::workgroup, 0x100);
    __spirv_ControlBarrierWaitINTEL(detail::spirv::workgroup,
                                    detail::spirv::workgroup, 0x100);
    cm_slm_block_write(slm, local * 32, next * 2);
    __spirv_ControlBarrier(detail::spirv::workgroup, detail::spirv::workgroup,
                           0x100);
    vector<uint, 8> previous;
    cm_slm_block_read(slm, ((local + 3) % 4) * 32, previous);
    scalars(6) = previous(0);

    vector<uint, 2> before = __spirv_ReadClockKHR(0);
    vector<uint, 2> after = __spirv_ReadClockKHR(0);
    unsigned long long first = before(0) | ((unsigned long long)before(1) << 32);
    unsigned long long second = after(0) | ((unsigned long long)after(1) << 32);
    scalars(7) = second >= first;
    write(out, 1024 + id * 32, scalars);
}

extern "C" _GENX_MAIN_ void partial()
{
    if (cm_local_id(0) != 0) {
        __spirv_ControlBarrierArriveINTEL(detail::spirv::workgroup,
                                          detail::spirv::workgroup, 0);
        __spirv_ControlBarrierWaitINTEL(detail::spirv::workgroup,
                                        detail::spirv::workgroup, 0);
    }
}

extern "C" _GENX_MAIN_ void split()
{
    __spirv_ControlBarrierArriveINTEL(detail::spirv::workgroup,
                                      detail::spirv::workgroup, 0);
    __spirv_ControlBarrierWaitINTEL(detail::spirv::workgroup,
                                    detail::spirv::workgroup, 0);
}
