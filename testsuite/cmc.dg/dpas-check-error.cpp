// Intel's cm_dpas_check_common and cm_dpas_check_types, called with
// operands DPAS does not take, stop the compilation with their static
// errors, at the user's call (src2 of the wrong size; a half result of an
// integer DPAS).
// { dg-do compile }
// { dg-options "-march=DG2" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    cm_dpas_check_common<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8, float, uint, // { dg-error "cm_dpas: src2 has the wrong size" }
                         uint, 64, 64, 32>();
    cm_dpas_check_types<CM_PRECISION_U8, CM_PRECISION_S8, half, 8, 8, int, // { dg-error "cm_dpas: unsupported result and accumulator types" }
                        uint, uint, 64, 64, 64>();
    write(out, 0, vector<int, 8>(0));
}
