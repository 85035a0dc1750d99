// A vector<SurfaceIndex, 1> kernel parameter before a plain SurfaceIndex:
// the one surface is read and written in place (its second half becomes
// the first plus k), and out gets the first half times 3 plus k.  Through
// SPIR-V the single element is a scalar index, not a vector.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin:in_out.bin buf:zero:32:out.bin i32:5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void one_surface(vector<SurfaceIndex, 1> in,
                                        SurfaceIndex out, int k)
{
    vector<int, 8> v;
    read(in(0), 0, v);
    write(out, 0, v * 3 + k);
    write(in[0], 32, v + k);
}
