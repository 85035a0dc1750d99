#include "spec-3-2-9-row-column.ref.c"
