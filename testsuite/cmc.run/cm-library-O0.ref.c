#include "cm-library.ref.c"
