// A function called inside SIMD control flow runs on every channel and is
// inlined: one that accesses memory, sends a message, writes a global or
// has SIMD control flow of its own would not follow the execution mask,
// and a CM_NOINLINE one cannot be inlined; each is an error at the call.
// { dg-do compile }

vector<int, 8> shared_total;

_GENX_ void store_it(SurfaceIndex s, vector<int, 8> v) { write(s, 0, v); }
_GENX_ vector<int, 8> load_it(SurfaceIndex s)
{
    vector<int, 8> v;
    read(s, 0, v);
    return v;
}
_GENX_ void via_helper(SurfaceIndex s, vector<int, 8> v) { store_it(s, v); }
_GENX_ void remember(vector<int, 8> v) { shared_total += v; }
_GENX_ vector<int, 8> masked_twice(vector<int, 8> v)
{
    SIMD_IF_BEGIN(v > 1) { v *= 2; } SIMD_IF_END;
    return v;
}
CM_NOINLINE _GENX_ vector<int, 8> kept_call(vector<int, 8> v) { return v + 1; }
_GENX_ vector<int, 8> pure(vector<int, 8> v) { return v * 3; }

extern "C" _GENX_MAIN_ void kernel_simd_cf_calls(SurfaceIndex s)
{
    vector<int, 8> v;
    read(s, 0, v);
    SIMD_IF_BEGIN(v > 0) {
        store_it(s, v);   // { dg-error "'store_it' cannot be called inside SIMD control flow: it \\(or a function it calls\\) accesses memory" }
        v = load_it(s);   // { dg-error "'load_it' cannot be called inside SIMD control flow" }
        via_helper(s, v); // { dg-error "'via_helper' cannot be called inside SIMD control flow" }
        remember(v);      // { dg-error "'remember' cannot be called inside SIMD control flow: it writes a global variable" }
        v = masked_twice(v); // { dg-error "'masked_twice' cannot be called inside SIMD control flow" }
        v = kept_call(v); // { dg-error "'kept_call' cannot be called inside SIMD control flow: it is CM_NOINLINE" }
        v = pure(v);
    }
    SIMD_IF_END;
    write(s, 0, v + shared_total);
}
