#include "spec-3-2-10-format.ref.c"
