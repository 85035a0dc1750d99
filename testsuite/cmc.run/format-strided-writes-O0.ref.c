#include "format-strided-writes.ref.c"
