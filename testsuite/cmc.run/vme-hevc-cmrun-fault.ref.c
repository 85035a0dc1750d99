/* Reference for vme-hevc-cmrun-fault.cpp: both kernels fault, no output
 * is compared. */
#include "ref.h"

int main(void)
{
    return 0;
}
