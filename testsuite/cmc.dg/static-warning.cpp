// Intel's CM_STATIC_WARNING and the deprecated cm_label: a failed check
// is a warning at the user's line with the message alone (no "CM:w:"),
// the kernel still compiles and finalizes; a check that holds says
// nothing.  CM_STATIC_ERROR stays an error (error-static-error.cpp).
// { dg-do compile }
// { dg-final { finalize-visa TGLLP } }

CM_STATIC_WARNING(sizeof(int) == 4, "ints are 4 bytes");
CM_STATIC_WARNING(sizeof(int) == 8, "not on this target"); // { dg-warning "not on this target" }
// { dg-message "note: expression evaluates to '4 == 8'" "" { target *-*-* } 9 }

template <typename T> void check_size()
{
    CM_STATIC_WARNING(sizeof(T) <= 4, "a wide type"); // { dg-warning "a wide type" }
    // { dg-message "note: expression evaluates to '8 <= 4'" "" { target *-*-* } 14 }
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex c)
{
    cm_label("loop"); // { dg-warning "cm_label\\(\\) is deprecated" }
    check_size<int>();
    check_size<double>();
    vector<int, 8> v = 3;
    write(c, 0, v);
}
