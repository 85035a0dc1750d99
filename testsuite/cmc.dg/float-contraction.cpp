// CM's floating-point contraction, as Intel's compiler does it (VC's
// GenXPatternMatch fuses a float multiply feeding an add or a subtract
// into one mad, rounded once, unless -ffp-contract=off): x * y + z,
// z + x * y, x * y - z and z - x * y each become llvm.fma, the backend's
// mad, the negated operand as a source modifier; a multiply with another
// user stays for it.  Not fused, as in VC: an add of 0.0 or -0.0, and a
// multiply-add with two operands at variable indices (mad takes one).
// float-contraction-off.cpp is the same kernel with -ffp-contract=off.
// { dg-do compile }
// { dg-final { scan-llvm-times "call <8 x float> @llvm.fma.v8f32" 5 } }
// { dg-final { scan-llvm-times "call half @llvm.fma.f16" 1 } }
// { dg-final { scan-llvm-times "fneg <8 x float>" 2 } }
// { dg-final { scan-llvm-times "fadd <8 x float>" 2 } }
// { dg-final { scan-llvm-times "fmul <8 x float>" 4 } }
// { dg-final { scan-visa-times "mad \\(M1_NM, 8\\)" 5 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void contraction(SurfaceIndex in, SurfaceIndex out,
                                        int i, int j, half h)
{
    vector<float, 8> a, b, c;
    vector<float, 64> table;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, c);
    for (int k = 0; k < 64; k += 8)
        read(in, 96 + 4 * k, table.select<8, 1>(k));
    vector<float, 8> product = a * b;
    write(out, 0, product + c);                    // fused
    write(out, 32, a + b * c);                     // fused, b * c kept
    write(out, 64, a * b - c);                     // fused, -c
    write(out, 96, c - a * b);                     // fused, -b
    write(out, 128, b * c + 0.0f);                 // not: an add of 0.0
    write(out, 160, a * c + -0.0f);                // not: an add of -0.0
                                                   // (LLVM folds it away)
    write(out, 192, table.select<8, 1>(i) * table.select<8, 1>(j) + c);
                                                   // not: two indirect
    write(out, 224, table.select<8, 1>(i) * b + c); // fused: one indirect
    write(out, 256, product);                      // the multiply stays
    vector<half, 8> halves = h * h + h;            // fused, in half
    write(out, 288, halves.format<uint>());
}
