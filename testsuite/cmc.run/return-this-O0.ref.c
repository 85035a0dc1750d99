#include "return-this.ref.c"
