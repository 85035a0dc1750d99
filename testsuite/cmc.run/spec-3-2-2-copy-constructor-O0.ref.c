#include "spec-3-2-2-copy-constructor.ref.c"
