// Included by kernel.cpp; includes sub/factor.h (deps.exp).
#include "sub/factor.h"

_GENX_ inline vector<int, 8> scaled(vector<int, 8> v)
{
    return v * SCALE_FACTOR;
}
