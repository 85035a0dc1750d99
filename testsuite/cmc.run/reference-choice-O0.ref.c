#include "reference-choice.ref.c"
