// cmc's pointers address global memory: __local (SLM) and __private
// pointers, and the casts that make them, are errors at their place.
// { dg-do compile }

extern "C" _GENX_MAIN_ void local_parameter(__local float *slm) // { dg-error "kernel parameter of type '__local float \\*' is not supported" }
{
}

extern "C" _GENX_MAIN_ void spaces(float *p)
{
    __private int *q = 0; // { dg-error "variable 'q' has type" }
    p[0] = *cm_to_local(p); // { dg-error "cm_to_local: cmc's pointers address global memory only" }
    p[1] = *cm_to_private(p); // { dg-error "cm_to_private: cmc's pointers address global memory only" }
}
