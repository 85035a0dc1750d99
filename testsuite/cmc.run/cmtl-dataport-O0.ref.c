#include "cmtl-dataport.ref.c"
