#include "spec-3-2-9-select-all.ref.c"
