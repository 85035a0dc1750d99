#include "local-address-types.ref.c"
