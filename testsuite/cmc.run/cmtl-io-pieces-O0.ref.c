#include "cmtl-io-pieces.ref.c"
