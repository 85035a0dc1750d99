// What cmc's rewrite of member templates written without `template`
// leaves alone: `.template select<` as written, the names in comments
// (v.select<4, 1>(0)) and character literals, `<<` and `<=` after them, and
// other members; what it rewrites: the member templates after `.`, also
// in macros and with comments between the tokens.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }

struct counters {
    int select;
    int format;
};

#define FIRST_HALF(v) (v).select<4, 1>(0)

template <typename T, int N>
_GENX_ int tally(vector_ref<T, N> v, counters c)
{
    /* v.format<int>() in a comment; a character '.' and an escaped
     * quote '\'' before the next member template. */
    int quote = '\'' + '.';
    vector<T, N / 2> a = v.template select<N / 2, 1>(0);
    vector<T, N / 2> b = FIRST_HALF(v) + v. /* between */ select<N / 2, 1>(4);
    vector<T, 4> d = v.select<4, 2>(1);
    int shifted = c.select << 2;
    int compared = c.format <= 3;
    int separated = c.select + 1'000;
    return quote + shifted + compared + separated + a(0) + b(0) + d(0);
}

extern "C" _GENX_MAIN_ void lexing(SurfaceIndex s)
{
    vector<int, 8> v;
    read(s, 0, v);
    counters c;
    c.select = 1;
    c.format = 2;
    v(0) = tally(v, c);
    write(s, 0, v);
}
