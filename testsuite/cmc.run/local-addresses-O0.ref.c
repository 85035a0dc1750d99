#include "local-addresses.ref.c"
