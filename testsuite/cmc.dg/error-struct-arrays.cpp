// Arrays of structs, and structs holding them, live only in memory in
// cmc: declaring one as a variable, parameter or result, or copying one
// as a whole, is an error where it happens; pointers to them, references
// bound to them in memory and their elements are fine
// (cmc.run/struct-arrays-in-memory.cpp).
// { dg-do compile }

struct item { int a; float b; };
struct holder { item items[4]; int n; }; // { dg-message "array 'items' declared here" }

holder global_holder;

_GENX_ void by_value(holder h) {} // { dg-error "a parameter of type 'holder'" }
_GENX_ void by_reference(holder &h) {} // { dg-error "a parameter of type 'holder &'" }
_GENX_ holder returned(holder *p) { return *p; } // { dg-error "a function result of type 'holder'" }

extern "C" _GENX_MAIN_ void struct_arrays(holder *p [[type("svmptr_t")]])
{
    int n = global_holder.n; // { dg-error "a global variable of type 'holder': cmc keeps an array of structs, or a struct holding one, only in memory, where pointers and reference variables reach it" }
    holder local; // { dg-error "a variable of type 'holder'" }
    item items[2]; // { dg-error "a variable of type 'item.2.'" }
    holder &r = p[1];
    r.items[2].a = n;
    *p = p[1]; // { dg-error "cmc does not copy an array of structs, or a struct holding one, as a whole: copy its elements" }
    item *first = r.items;
    first[3].b = 1.0f;
    r.items[5].a = 0; // { dg-error "array index 5 is outside the array of 4 elements" }
    // { dg-warning "array index 5 is past the end of the array" "" { target *-*-* } 27 }
    by_value(r);
    by_reference(r);
    returned(p);
}
