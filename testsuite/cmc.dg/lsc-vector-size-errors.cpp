// A gather, scatter or prefetch (an address per channel) takes at most 8
// elements per address: VectorSize::N16, N32 and N64 are for block
// messages, and GenX_IR rejects them here ("SLM/UGM only supports vector
// sizes 1, 2, 3, 4, and 8"); cmc says so at the call.
// { dg-do compile }
// { dg-options "-march=DG2" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<unsigned, 8> offsets = 0;
    vector<int, 128> a = cm_load<int, VectorSize::N16, DataSize::U32, CacheHint::Default, CacheHint::Default, 8>(s, offsets); // { dg-error "cm_load: a message of an address per channel takes 1, 2, 3, 4 or 8 elements per address, not 16" }
    cm_store<int, VectorSize::N32, DataSize::U32, CacheHint::Default, CacheHint::Default, 8>(s, offsets, vector<int, 256>(a(0))); // { dg-error "cm_store: .* not 32" }
    cm_prefetch<VectorSize::N64, DataSize::U32, CacheHint::Cached, CacheHint::Cached, 8>(s, offsets); // { dg-error "cm_prefetch: .* not 64" }
}
