#include "deduce-references.ref.c"
