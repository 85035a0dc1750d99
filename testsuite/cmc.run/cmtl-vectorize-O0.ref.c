#include "cmtl-vectorize.ref.c"
