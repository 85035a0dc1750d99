#include "cmtl-math.ref.c"
