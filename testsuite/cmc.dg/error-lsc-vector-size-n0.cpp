// VectorSize::N0 is no vector size: Intel's cm_lsc.h rejects it by
// static assertion ("invalid vector size"); cmc gives one error at each
// use, in a gather (whose result would have no element) and in the
// older block form.
// { dg-do compile }
// { dg-options "-march=DG2" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<unsigned, 16> offsets = 0;
    auto none = cm_load<int, VectorSize::N0>(s, offsets); // { dg-error "a vector must have at least one element" }
    auto block = cm_load<int, VectorSize::N0>(s, 0); // { dg-error "invalid vector size" }
    // { dg-warning "Please use new interface with explicit NElts" "" { target *-*-* } 12 }
}
