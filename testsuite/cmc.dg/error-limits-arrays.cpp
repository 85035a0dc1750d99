// Arrays have the limit of the vector they become (8192 bytes), counted
// over every dimension without overflow.
// { dg-do compile }

int global_table[100000];                 // { dg-error "an object of 100000 elements \\(400000 bytes\\) is larger than the 8192 bytes \\(256 GRFs\\) a vISA operand.s row offset reaches" }

extern "C" _GENX_MAIN_ void huge_arrays(SurfaceIndex s, int i)
{
    int big[100000];                      // { dg-error "an object of 100000 elements \\(400000 bytes\\) is larger than" }
    vector<int, 8> rows[10000];           // { dg-error "an object of 80000 elements \\(320000 bytes\\)" }
    char wrapping[65536][65537];          // { dg-error "an object of 4295032832 elements" }
    int largest[2048];
    big[i] = global_table[i];
    rows[i] = 1;
    wrapping[i][i] = 1;
    largest[i] = global_table[i];
    vector<int, 8> r = largest[i + 1] + rows[i];
    write(s, 0, r);
}
