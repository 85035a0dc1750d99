#include "spec-4-19-nonstrict.ref.c"
