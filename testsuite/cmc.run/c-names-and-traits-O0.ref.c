#include "c-names-and-traits.ref.c"
