// A conditional passed by reference must choose between two objects
// (cmc.run/reference-choice.cpp): one whose operand is a computed value
// is an error at it, as for any computed value passed to a vector_ref.
// { dg-do compile }

_GENX_ void twice(vector_ref<int, 8> v) { v *= 2; } // { dg-message "passing argument to parameter 'v' here" }

extern "C" _GENX_MAIN_ void choices(SurfaceIndex out, int c)
{
    vector<int, 8> a = 1, b = 2;
    vector<int, 16> wide = 3;
    twice(c ? a : b);
    twice(c ? a : b + 1); // { dg-error "a vector_ref must refer to a variable or a region of one, not to a const object or a computed value" }
    twice(c ? a.select<8, 1>(0) : wide.select<8, 2>(0));
    write(out, 0, a + b + wide.select<8, 1>(0));
}
