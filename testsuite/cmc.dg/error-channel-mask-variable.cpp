// A channel mask chosen at run time is an error at the argument: the mask
// is part of the message descriptor, so it must be a constant (a const or
// constexpr ChannelMaskType, a template argument, or a helper's parameter
// that its call gives a constant, as Intel's compiler accepts after
// inlining, is one).
// { dg-do compile }

_GENX_ inline void load(SurfaceIndex s, const ChannelMaskType mask,
                        vector_ref<int, 8> data, vector<uint, 8> offsets)
{
    read_untyped(s, mask, data, offsets);
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out, int x)
{
    vector<uint, 8> lanes = 0;
    vector<int, 8> words;
    ChannelMaskType chosen = x > 0 ? CM_R_ENABLE : CM_G_ENABLE;
    read_untyped(in, chosen, words, lanes); // { dg-error "the channel mask must be a constant" }
    load(in, CM_R_ENABLE, words, lanes);
    write(out, 0, words);
}
