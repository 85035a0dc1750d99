#include "templated-kernel-names.ref.c"
