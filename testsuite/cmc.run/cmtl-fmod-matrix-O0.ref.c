#include "cmtl-fmod-matrix.ref.c"
