#include "spec-3-2-9-element-access.ref.c"
