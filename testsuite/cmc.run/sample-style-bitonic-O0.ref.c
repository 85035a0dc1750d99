#include "sample-style-bitonic.ref.c"
