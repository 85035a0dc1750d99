#include "spec-5-1-block-io.ref.c"
