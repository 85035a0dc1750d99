// cm_dp4, cm_dp3, cm_dp2 and cm_dph: dot products of each group of four
// lanes, replicated to the group (dph: x*x' + y*y' + z*z' + w').
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }

extern "C" _GENX_MAIN_ void dots(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> f, g;
    read(in, 0, f);
    read(in, 32, g);
    write(out, 0, cm_dp4(f, g));
    write(out, 32, cm_dp3(f, g));
    write(out, 64, cm_dp2(f, g));
    write(out, 96, cm_dph(f, g));
}
