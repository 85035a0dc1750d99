// A member function may return a reference only to its own object, with
// every return `return *this;`: a reference to a field, to another object
// of its type, or to *this on one path only is the located error of any
// function returning a reference.
// { dg-do compile }

struct counter {
    int n;
    vector<int, 4> v;

    _GENX_ int &count() { return n; } // { dg-error "function 'count' returns a reference; CM functions return vectors, matrices and scalars by value \\(a member function may return `\\*this`\\)" }
    _GENX_ counter &pick(counter &other) { return other; } // { dg-error "function 'pick' returns a reference" }
    _GENX_ counter &maybe(counter &other, int k) // { dg-error "function 'maybe' returns a reference" }
    {
        if (k)
            return *this;
        return other;
    }
    _GENX_ static counter &shared(counter &c) { return c; } // { dg-error "function 'shared' returns a reference" }
};

extern "C" _GENX_MAIN_ void kernel_member_reference_return(SurfaceIndex buffer)
{
    counter a, b;
    a.n = 1;
    b.n = 2;
    a.count() = 3;
    a.pick(b).n = 4;
    a.maybe(b, 1).n = 5;
    counter::shared(a).n = 6;
    vector<int, 4> r = a.n;
    write(buffer, 0, r);
}
