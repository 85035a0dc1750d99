// genx.kernels: argument kinds (2 = surface, 0 = general), payload
// offsets by the CM runtime rule (from r1, larger arguments first, never
// straddling a GRF), and the [[type("...")]] descriptors.
// { dg-do compile }
// { dg-final { scan-llvm "!.ptr @mixed, !\"mixed\", !\[0-9\]+, i32 0, " } }
// { dg-final { scan-llvm "!.i32 2, i32 0, i32 0, i32 2." } }
// { dg-final { scan-llvm "!.i32 64, i32 32, i32 68, i32 72." } }
// { dg-final { scan-llvm "!.!\"buffer_t\", !\"\", !\"\", !\"\"." } }

extern "C" _GENX_MAIN_ void mixed(SurfaceIndex in [[type("buffer_t")]],
                                  vector<float, 8> coefficients, int n,
                                  SurfaceIndex out)
{
    vector<float, 8> v;
    read(in, 0, v);
    v = v * coefficients + n;
    write(out, 0, v);
}
