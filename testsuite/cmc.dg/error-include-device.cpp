// An #include of a device or FIFO is refused before libclang reads it
// (it would read /dev/zero until memory ran out).
// { dg-do compile }
#include "/dev/zero" // { dg-error "cannot include '/dev/zero': not a regular file" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
}
