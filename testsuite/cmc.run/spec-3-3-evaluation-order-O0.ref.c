#include "spec-3-3-evaluation-order.ref.c"
