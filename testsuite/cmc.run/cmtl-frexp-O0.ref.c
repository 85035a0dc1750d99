#include "cmtl-frexp.ref.c"
