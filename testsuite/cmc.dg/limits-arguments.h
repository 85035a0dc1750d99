/* limits-arguments.h - parameter lists of eight for the tests of a
 * kernel's argument limits (limits-largest.cpp, error-limits-arguments.cpp):
 * V8(n) eight vector<int, 8>, S8(n) eight SurfaceIndex, T8(n) eight
 * SamplerIndex, named by n. */
#define V8(n)                                                                  \
    vector<int, 8> v##n##0, vector<int, 8> v##n##1, vector<int, 8> v##n##2,    \
        vector<int, 8> v##n##3, vector<int, 8> v##n##4,                        \
        vector<int, 8> v##n##5, vector<int, 8> v##n##6, vector<int, 8> v##n##7
#define S8(n)                                                                  \
    SurfaceIndex s##n##0, SurfaceIndex s##n##1, SurfaceIndex s##n##2,          \
        SurfaceIndex s##n##3, SurfaceIndex s##n##4, SurfaceIndex s##n##5,      \
        SurfaceIndex s##n##6, SurfaceIndex s##n##7
#define T8(n)                                                                  \
    SamplerIndex t##n##0, SamplerIndex t##n##1, SamplerIndex t##n##2,          \
        SamplerIndex t##n##3, SamplerIndex t##n##4, SamplerIndex t##n##5,      \
        SamplerIndex t##n##6, SamplerIndex t##n##7
