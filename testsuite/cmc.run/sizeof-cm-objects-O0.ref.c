#include "sizeof-cm-objects.ref.c"
