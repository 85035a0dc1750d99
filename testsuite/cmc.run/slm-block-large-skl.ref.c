#include "slm-block-large.ref.c"
