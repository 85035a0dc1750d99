// A builtin operand that must be a constant, passed through a parameter
// of the user's function, as Intel's compiler accepts it once inlining
// makes it constant: a channel mask (directly and through a second
// helper), a saturation flag (of cm_add and of a vector conversion) and
// an atomic operation.  Each function is lowered once per constant its
// calls pass (at -O0 each is a subroutine of its own).
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin svm:counters.bin:counters_out.bin" } }

_GENX_ void load(SurfaceIndex s, const ChannelMaskType mask,
                 vector<uint, 8> u, vector_ref<int, 8> data)
{
    read_untyped(s, mask, data, u);
}

_GENX_ void load_through(SurfaceIndex s, ChannelMaskType mask,
                         vector<uint, 8> u, vector_ref<int, 8> data)
{
    load(s, mask, u, data);
}

_GENX_ vector<uchar, 8> sum(vector<int, 8> a, vector<int, 8> b, int flags)
{
    return cm_add<uchar>(a, b, flags);
}

_GENX_ vector<uchar, 8> narrow(vector<int, 8> a, int saturation)
{
    vector<uchar, 8> r(a, saturation);
    return r;
}

_GENX_ vector<uint, 8> update(svmptr_t base, CmAtomicOpType op,
                              vector<uint, 8> src)
{
    vector<svmptr_t, 8> addresses;
    for (int k = 0; k < 8; k++)
        addresses(k) = base + 4 * k;
    vector<uint, 8> old;
    cm_svm_atomic(op, addresses, old, src);
    return old;
}

extern "C" _GENX_MAIN_ void constant_operand_parameters(SurfaceIndex in,
                                                        SurfaceIndex out,
                                                        svmptr_t counters)
{
    vector<uint, 8> lanes;
    for (int k = 0; k < 8; k++)
        lanes(k) = 4 * k;
    vector<int, 8> red, green, blue;
    load(in, CM_R_ENABLE, lanes, red);
    load(in, CM_G_ENABLE, lanes, green);
    load_through(in, CM_B_ENABLE, lanes, blue);
    write(out, 0, red);
    write(out, 32, green);
    write(out, 64, blue);

    vector<uchar, 16> bytes;
    bytes.select<8, 1>(0) = sum(red, green, SAT);
    bytes.select<8, 1>(8) = sum(red, green, 0);
    write(out, 96, bytes);
    vector<uchar, 16> narrowed;
    narrowed.select<8, 1>(0) = narrow(blue, SAT);
    narrowed.select<8, 1>(8) = narrow(blue, 0);
    write(out, 112, narrowed);

    vector<uint, 8> added = update(counters, ATOMIC_ADD, vector<uint, 8>(red));
    vector<uint, 8> maxed = update(counters, ATOMIC_MAX, vector<uint, 8>(green));
    write(out, 128, added + maxed);
}
