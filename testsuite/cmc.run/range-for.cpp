// Range-based for over C arrays: by value (converted to the variable's
// type) and by reference (writes reach the array), rows of a 2D array,
// an array of vectors, arrays in memory (a struct's fields through a
// pointer, an array of structs), break and continue.
// { dg-do run }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin svm:items.bin:items_out.bin buf:zero:128:out.bin" } }

struct item {
    int key;
    float weight;
};
struct bag {
    item items[4];
    float scale[4];
};

extern "C" _GENX_MAIN_ void range_for(SurfaceIndex in,
                                      bag *p [[type("svmptr_t")]],
                                      SurfaceIndex out)
{
    vector<int, 16> raw;
    read(in, 0, raw);
    int a[8];
    for (int k = 0; k < 8; k++)
        a[k] = raw(k);
    int grid[2][4];
    for (int k = 0; k < 8; k++)
        grid[k / 4][k % 4] = raw(8 + k);

    vector<float, 32> result = 0.0f;
    float total = 0.0f;
    for (float f : a)
        total += f * 0.5f;
    result(0) = total;
    for (int &x : a)
        x *= 3;
    int sum = 0;
    for (int x : a) {
        if (x < 0)
            continue;
        sum += x;
    }
    result(1) = (float)sum;
    int rows = 0;
    for (auto &row : grid) {
        for (int &v : row)
            v += rows;
        rows++;
    }
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            result(2 + r * 4 + c) = (float)grid[r][c];
    vector<int, 4> parts[3];
    for (int k = 0; k < 3; k++)
        parts[k] = raw.select<4, 1>(k * 4);
    for (auto &part : parts)
        part += 1;
    int first_negative = -1, position = 0;
    for (int x : a) {
        if (x < 0) {
            first_negative = position;
            break;
        }
        position++;
    }
    result(10) = (float)first_negative;
    for (int k = 0; k < 3; k++)
        result(11 + k) = (float)cm_sum<int>(parts[k]);

    float weights = 0.0f;
    for (item &it : p->items) {
        it.key += 100;
        weights += it.weight;
    }
    for (float &s : p->scale)
        s *= 2.0f;
    result(14) = weights;
    float scales = 0.0f;
    for (float s : p->scale)
        scales += s;
    result(15) = scales;
    write(out, 0, result.select<16, 1>(0));
    write(out, 64, result.select<16, 1>(16));
}
