// cm_get_value: the binding-table index of a surface or a sampler
// argument, as the runtime bound it (cmrun binds the surfaces in argument
// order, at 0, 1, 2, ...; a vector<SurfaceIndex, N> argument's elements
// in turn; samplers from 0 on), in a kernel and in a subroutine.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:32:first.bin buf:zero:16:x.bin+buf:zero:16:y.bin smp:point buf:zero:32:last.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ uint index_of(SurfaceIndex s)
{
    return cm_get_value(s);
}

extern "C" _GENX_MAIN_ void values(SurfaceIndex first,
                                   vector<SurfaceIndex, 2> pair,
                                   SamplerIndex sampler, SurfaceIndex last)
{
    vector<uint, 8> v = 0;
    v(0) = cm_get_value(first);
    v(1) = cm_get_value(pair(0));
    v(2) = cm_get_value(pair(1));
    v(3) = cm_get_value(sampler);
    v(4) = cm_get_value(last);
    v(5) = index_of(last);
    v(6) = cm_get_value(first) != cm_get_value(last);
    write(first, 0, v);
    write(last, 0, v);
}
