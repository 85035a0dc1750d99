// Several kernels in one file: each is a genx.kernels entry and a .kernel
// section of the one .visaasm, with its own declarations and inputs.
// { dg-do compile }
// { dg-final { scan-llvm-times "define dllexport void @" 3 } }
// { dg-final { scan-llvm "!genx.kernels = !\\\{!\[0-9\]+, !\[0-9\]+, !\[0-9\]+\\\}" } }
// { dg-final { scan-visa-times "^\\.kernel " 3 } }
// { dg-final { scan-visa "^\\.kernel \"copy\"" } }
// { dg-final { scan-visa "^\\.kernel \"add_one\"" } }
// { dg-final { scan-visa "^\\.kernel \"fill\"" } }
// { dg-final { scan-visa-times "^\\.input T\[0-9\]+ offset=32 size=4" 3 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void copy(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void add_one(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    write(buffer, 0, v + 1);
}

extern "C" _GENX_MAIN_ void fill(SurfaceIndex buffer, int value)
{
    vector<int, 8> v = value;
    write(buffer, 0, v);
}
