#include "cmtl-emulated-math.ref.c"
