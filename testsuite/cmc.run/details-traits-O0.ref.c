#include "details-traits.ref.c"
