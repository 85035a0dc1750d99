#include "spec-4-6-slm-dwaligned.ref.c"
