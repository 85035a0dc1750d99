#include "math-ieee.ref.c"
