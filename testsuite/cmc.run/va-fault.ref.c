#include "ref.h"

int main(void)
{
    uint8_t image[64 * 4];
    for (int i = 0; i < (int)sizeof image; i++)
        image[i] = (uint8_t)i;
    ref_write("image.bin", image, sizeof image);
    return 0;
}
