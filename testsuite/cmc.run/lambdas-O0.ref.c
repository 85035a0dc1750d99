#include "lambdas.ref.c"
