#include "spec-4-2-user-functions.ref.c"
