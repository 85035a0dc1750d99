#include "spec-5-4-5-madd.ref.c"
