#include "spec-4-17-printf.ref.c"
