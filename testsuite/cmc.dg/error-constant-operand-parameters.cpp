// A builtin operand that must be a constant, passed through a parameter:
// a call that passes a value known only at run time, or a parameter the
// function changes before the builtin, is still the located error at the
// builtin's operand; the calls that pass constants compile.
// { dg-do compile }

_GENX_ void load(SurfaceIndex s, ChannelMaskType mask, vector<uint, 8> u,
                 vector_ref<int, 8> d)
{
    read_untyped(s, mask, d, u); // { dg-error "the channel mask must be a constant" }
}

_GENX_ vector<uchar, 8> sum(vector<int, 8> a, int flags)
{
    flags = flags & 1;
    return cm_add<uchar>(a, a, flags); // { dg-error "the saturation flag must be a constant" }
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 8> lanes;
    for (int k = 0; k < 8; k++)
        lanes(k) = 4 * k;
    vector<int, 8> x;
    load(in, CM_R_ENABLE, lanes, x);
    load(in, x(0) > 0 ? CM_R_ENABLE : CM_G_ENABLE, lanes, x);
    vector<uchar, 8> b = sum(x, SAT);
    write(out, 0, x);
    write(out, 32, vector<int, 8>(b));
}
