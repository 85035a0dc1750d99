#include "spec-4-3-a.ref.c"
