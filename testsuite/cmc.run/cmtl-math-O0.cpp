// cmtl-math.cpp at -O0: the Mask methods and operators, the hint tags'
// methods and the classification helpers stay subroutines, their struct
// arguments and results passed field by field.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:1024:out.bin" } }
#include "cmtl-math.cpp"
