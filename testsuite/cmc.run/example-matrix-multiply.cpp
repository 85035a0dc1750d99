// examples/matrix_multiply.cpp: C = A * B for 32x32 floats (4x4 threads)
// equals the reference's product (exact: the inputs have few mantissa
// bits, so every partial sum is exact whatever the order of the adds).
// { dg-do run }
// { dg-final { run-kernel "-t 4x4 img:128x32:a.bin img:128x32:b.bin img:128x32:zero:4096:c.bin i32:32" } }
#include "../../examples/matrix_multiply.cpp"
