#include "member-templates-dependent.ref.c"
