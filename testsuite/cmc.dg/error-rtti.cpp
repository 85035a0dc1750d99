// CM excludes run-time type information: typeid and dynamic_cast are
// errors at their line.
// { dg-do compile }

struct Base { int x; };
struct Derived : Base { };

extern "C" _GENX_MAIN_ void kernel_rtti(SurfaceIndex buffer)
{
    Derived d;
    Base &b = d;
    Derived &r = dynamic_cast<Derived &>(b); // { dg-error "run-time type information \\(typeid, dynamic_cast\\) is not supported in CM" }
    // { dg-error "'Base' is not polymorphic" "" { target *-*-* } 12 }
    bool same = typeid(b) == typeid(r); // { dg-error "run-time type information \\(typeid, dynamic_cast\\) is not supported in CM" }
}
