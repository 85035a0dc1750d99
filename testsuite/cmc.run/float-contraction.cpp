// CM's floating-point contraction, as Intel's compiler does it: a float
// multiply feeding an add or a subtract is one fused multiply-add (vISA
// mad), rounded once (optimiser/contraction.c).  On 16 lanes of float:
// a * b + c, c - a * b, a * b - c, the product alone (rounded), a product
// of that product fused again, and, in half, h * g + f rounded once to
// half.  float-contraction-off.cpp is the same with -ffp-contract=off:
// every operation rounded on its own.  The operands are chosen so that
// the two differ in at least 12 of the 16 lanes (the reference checks).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:448:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void contraction(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 16> a, b, c;
    read(in, 0, a);
    read(in, 64, b);
    read(in, 128, c);
    vector<float, 16> product = a * b;
    write(out, 0, product + c);
    write(out, 64, c - a * b);
    write(out, 128, a * b - c);
    write(out, 192, product);
    write(out, 256, product * c + a);
    vector<half, 16> h = a, g = b, f = c;
    vector<half, 16> fused = h * g + f;
    vector<float, 16> widened = fused;
    write(out, 320, widened);
    vector<uint, 16> bits = fused.format<ushort>();
    write(out, 384, bits);
}
