#include "sample-style-hue.ref.c"
