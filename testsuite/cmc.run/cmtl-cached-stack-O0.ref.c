#include "cmtl-cached-stack.ref.c"
