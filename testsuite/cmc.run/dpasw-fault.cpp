// DPASW takes half of src2 from the other EU of a fused pair; cmrun runs
// every thread alone, so it stops at a dpasw with a report that says so
// rather than computing something the hardware would not.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel-fault "-march=DG2 buf:in.bin buf:zero:128:out.bin" "dpasw shares src2 between two fused EUs" } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 64> b;
    vector<uint, 32> a;
    read(in, 0, b.select<32, 1>(0));
    read(in, 128, b.select<32, 1>(32));
    read(in, 256, a);
    vector<float, 64> r =
        cm_dpasw<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8, float>(0, b, a);
    write(out, 0, r.select<32, 1>(0));
}
