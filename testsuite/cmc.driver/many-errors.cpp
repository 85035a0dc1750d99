// 25 undeclared names: the first 20 errors are reported, then a fatal
// error (clang's and Intel's cmc's limit), unless -ferror-limit= says
// otherwise (0: all of them).
#include <cm/cm.h>
extern "C" _GENX_MAIN_ void many_errors(SurfaceIndex out)
{
    int v1 = missing_1;
    int v2 = missing_2;
    int v3 = missing_3;
    int v4 = missing_4;
    int v5 = missing_5;
    int v6 = missing_6;
    int v7 = missing_7;
    int v8 = missing_8;
    int v9 = missing_9;
    int v10 = missing_10;
    int v11 = missing_11;
    int v12 = missing_12;
    int v13 = missing_13;
    int v14 = missing_14;
    int v15 = missing_15;
    int v16 = missing_16;
    int v17 = missing_17;
    int v18 = missing_18;
    int v19 = missing_19;
    int v20 = missing_20;
    int v21 = missing_21;
    int v22 = missing_22;
    int v23 = missing_23;
    int v24 = missing_24;
    int v25 = missing_25;
}
