#include "cmtl-transforms.ref.c"
