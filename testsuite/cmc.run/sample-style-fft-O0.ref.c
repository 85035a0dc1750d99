#include "sample-style-fft.ref.c"
