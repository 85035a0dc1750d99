#include "pointer-arrow-members.ref.c"
