#include "spec-3-2-9-printf-elements.ref.c"
