// Structs and classes declared inside a function (the surveyed GEMM
// kernel declares its memory layout so): their variables, brace
// initialisation, and a method, as for file-scope structs.
// { dg-do run }
// { dg-final { run-kernel "buf:ints.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void local_struct(SurfaceIndex ints, SurfaceIndex out)
{
    struct pair {
        vector<int, 8> a;
        int scale;
        _GENX_ vector<int, 8> scaled() const { return a * scale; }
    };
    class counter {
      public:
        int total;
    };
    pair p;
    read(ints, 0, p.a);
    p.scale = -3;
    struct offset { int by; } shift = {7};
    counter c;
    c.total = p.a(0) + shift.by;
    vector<int, 16> r;
    r.select<8, 1>(0) = p.scaled() + shift.by;
    r.select<8, 1>(8) = c.total;
    write(out, 0, r);
}
