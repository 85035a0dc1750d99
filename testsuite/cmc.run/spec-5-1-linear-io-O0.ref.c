#include "spec-5-1-linear-io.ref.c"
