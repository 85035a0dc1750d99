// int and uint vector arithmetic wraps modulo 2^32 (no saturation without
// SAT): INT_MAX + 1, 0 - 1u, and products that overflow.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }

extern "C" _GENX_MAIN_ void wrap(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i;
    vector<uint, 8> u;
    read(in, 0, i);
    read(in, 32, u);
    write(out, 0, i + 1);
    write(out, 32, u - 5u);
    write(out, 64, i * i);
}
