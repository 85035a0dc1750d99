#include "feature-macros.ref.c"
