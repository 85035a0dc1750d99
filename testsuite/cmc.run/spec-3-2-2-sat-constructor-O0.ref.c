#include "spec-3-2-2-sat-constructor.ref.c"
