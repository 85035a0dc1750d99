#include "spec-3-2-3-cmtl-sequences.ref.c"
