// A clang error without a position of its own (a follow-on error of its
// recovery from a broken declaration) is reported where the error before
// it was, not as "cmc: error: ..." with no line (found by fuzzing).
// { dg-do compile }

_GENX_MAIN_ void k(SurfaceIndex in)
{
    matr ix<float, 2, 2> m2 = 0; // { dg-error "unknown type name 'matr'" }
    // { dg-error "template specialization requires 'template<>'" "" { target *-*-* } 8 }
    // { dg-error "templates can only be declared in namespace or class scope" "" { target *-*-* } 8 }
    // { dg-error "expected ';' at end of declaration" "" { target *-*-* } 8 }
}
