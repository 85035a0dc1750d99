/* Reference for printf-fprintf.cpp: the records of Intel's print buffer
 * layout (a 32-byte header {object, data type, 0, 0, 0, 0, low, high};
 * object 5 format and 4 string, each with 128 bytes of text after it;
 * object 3 a scalar: int 3, float 2, uint 4). */
#include "ref.h"

static unsigned char buffer[768];
static uint32_t used = 16;

static void header(uint32_t object, uint32_t type, uint32_t low)
{
    uint32_t h[8] = {object, type, 0, 0, 0, 0, low, 0};
    memcpy(buffer + used, h, sizeof h);
    used += sizeof h;
}

static void text(uint32_t object, const char *s)
{
    header(object, 0, (uint32_t)strlen(s) + 1);
    memcpy(buffer + used, s, strlen(s));
    used += 128;
}

int main(void)
{
    uint32_t start = 16;
    memcpy(buffer, &start, 4);
    ref_write("records.bin", buffer, sizeof buffer);
    float b = 1.5f;
    uint32_t b_bits;
    memcpy(&b_bits, &b, 4);
    int32_t sizes[16] = {0};
    uint32_t at = used;
    text(5, "a=%d b=%f\n");
    header(3, 3, 7);
    header(3, 2, b_bits);
    sizes[0] = (int32_t)(used - at);
    at = used;
    text(5, "x=%u %s\n");
    header(3, 4, 9);
    text(4, "nine");
    sizes[1] = (int32_t)(used - at);
    text(5, "plain\n");
    sizes[2] = 8 * 1000 + 32 * 10 + 128;
    memcpy(buffer, &used, 4);
    ref_write("records-out.bin.expected", buffer, sizeof buffer);
    ref_write("sizes.bin.expected", sizes, sizeof sizes / 2);
    FILE *out = fopen("stdout.expected", "w");
    fprintf(out, "cmprint %d\n", 42);
    fclose(out);
    return 0;
}
