// lambda-uses-lambda.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }
#include "lambda-uses-lambda.cpp"
