// Diagnostics as Clang shows them (diagnostics.exp): a source line with
// a caret and a range, a note for the instantiation and one for a macro.
#define PLUS_MISSING(a) ((a) + missing)

template <typename T> T field_of(T t) { return t.field; }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
	int x = PLUS_MISSING(1);
    int y = field_of(3);
    vector<int, 8> v = x + y;
    write(s, 0, v);
}
