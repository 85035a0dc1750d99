// blocks.h - what the kernels of examples/make share: the block each
// thread handles, and the arithmetic on one block.
#ifndef BLOCKS_H
#define BLOCKS_H

#define BLOCK 16 // floats per thread

// a * x + y on one block.
_GENX_ inline vector<float, BLOCK> saxpy_block(float a,
                                               vector<float, BLOCK> x,
                                               vector<float, BLOCK> y)
{
    return a * x + y;
}

#endif
