// C arrays cmc cannot hold or CM forbids, reported at the user's line.
// { dg-do compile }
#pragma clang diagnostic ignored "-Warray-bounds"

int first(int values[]) { return values[0]; } // { dg-error "an array parameter needs a size in CM \\(pointers are not supported\\)" }

extern "C" _GENX_MAIN_ void arrays(SurfaceIndex out, int i)
{
    bool flags[4];                 // { dg-error "variable 'flags' has type 'bool\\\[4\\\]', which cmc does not support yet" }
    int cube[2][2][2];             // { dg-error "variable 'cube' has type 'int\\\[2\\\]\\\[2\\\]\\\[2\\\]', which cmc does not support yet" }
    int a[4] = {1, 2, 3, 4};
    vector<int, 8> v = a[4];       // { dg-error "array index 4 is outside the array of 4 elements" }
    char text[4] = "abc";          // { dg-error "string literals are not supported in CM" }
    v(0) = first(a);
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void array_parameter(SurfaceIndex out, int values[4]) // { dg-error "a kernel parameter cannot be an array in CM; pass a vector or matrix" }
{
}
