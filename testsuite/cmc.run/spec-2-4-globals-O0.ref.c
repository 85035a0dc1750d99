#include "spec-2-4-globals.ref.c"
