#include "cmtl-io.ref.c"
