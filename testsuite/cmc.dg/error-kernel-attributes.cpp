// The attribute macros of Intel's cm_common.h that cmc does not implement
// are errors where they are written, naming the macro: fast-composition
// (linkable) kernels and their argument attributes, SIMT entries; the
// float control is taken on kernels only.
// { dg-do compile }

_GENX_ _GENX_FLOAT_CONTROL_(CM_RTZ) float half_of(float x) // { dg-error "_GENX_FLOAT_CONTROL_ and _GENX_ROUNDING_MODE_ are supported on kernels only" }
{
    return x * 0.5f;
}

extern "C" _GENX_MAIN_ _CM_CALLABLE_ void callable(SurfaceIndex out) // { dg-error "_CM_CALLABLE_: fast-composition \\(linkable\\) kernels are not supported by cmc" }
{
    write(out, 0, vector<int, 4>(1));
}

extern "C" _GENX_MAIN_ void linked(SurfaceIndex out,
                                   _CM_INPUT_OUTPUT_ vector<int, 4> v) // { dg-error "_CM_INPUT_OUTPUT_: fast-composition \\(linkable\\) kernels are not supported by cmc" }
{
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void fixed(SurfaceIndex out,
                                  _CM_FIXED_ int k) // { dg-error "_CM_FIXED_: fast-composition \\(linkable\\) kernels are not supported by cmc" }
{
    write(out, 0, vector<int, 4>(k));
}

extern "C" _GENX_MAIN_ _SIMT16_ void simt(SurfaceIndex out) // { dg-error "_SIMT16_: SIMT entry functions are not supported by cmc" }
{
    write(out, 0, vector<float, 4>(half_of(3.0f)));
}

extern "C" _GENX_MAIN_ _CM_ENTRY_ void entry(SurfaceIndex out, // { dg-error "_CM_ENTRY_: fast-composition \\(linkable\\) kernels are not supported by cmc" }
                                             _CM_INPUT_ int a, // { dg-error "_CM_INPUT_: fast-composition" }
                                             _CM_OUTPUT_ int b, // { dg-error "_CM_OUTPUT_: fast-composition" }
                                             _CM_OUTPUT_INPUT_ int c) // { dg-error "_CM_OUTPUT_INPUT_: fast-composition" }
{
    write(out, 0, vector<int, 4>(a + b + c));
}

extern "C" _GENX_MAIN_ _SIMT8_ void simt8(SurfaceIndex out) // { dg-error "_SIMT8_: SIMT entry functions are not supported by cmc" }
{
    write(out, 0, vector<int, 4>(8));
}

extern "C" _GENX_MAIN_ _SIMT32_ void simt32(SurfaceIndex out) // { dg-error "_SIMT32_: SIMT entry functions are not supported by cmc" }
{
    write(out, 0, vector<int, 4>(32));
}
