#include "spec-5-3-dump-slm.ref.c"
