#include "spec-3-2-8-comparison-masks.ref.c"
