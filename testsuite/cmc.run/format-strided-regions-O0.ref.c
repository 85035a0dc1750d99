#include "format-strided-regions.ref.c"
