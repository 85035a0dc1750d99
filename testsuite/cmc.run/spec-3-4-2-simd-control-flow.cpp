// CM spec 3.4.2 (example 3_4_2_a): SIMD control flow over 16 channels.
// A SIMD_IF with a SIMD_ELSE holding a nested SIMD_IF/SIMD_ELSE (its then
// branch reads a 16-element window of a vector at an offset computed
// from scalars, offsetx + offsety * sizex), and a SIMD_DO_WHILE loop
// whose channels leave either by SIMD_BREAK (when their running total
// passes a limit) or by the loop condition (32 iterations).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin u16:4 u16:3 u16:4" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void simd_cf(SurfaceIndex in, SurfaceIndex out,
                                    ushort offsetx, ushort offsety, ushort sizex)
{
    vector<int, 16> cond;
    vector<int, 32> v;
    read(in, 0, cond);
    read(in, 64, v);

    vector<int, 16> r = 0;
    SIMD_IF_BEGIN (cond > 0) {
        r = 1;
    } SIMD_ELSE {
        SIMD_IF_BEGIN (cond < -5) {
            vector<int, 16> local;
            local = v.select<16, 1>(offsetx + offsety * sizex);
            r = local;
        } SIMD_ELSE {
            r = -1;
        } SIMD_IF_END;
    } SIMD_IF_END;
    write(out, 0, r);

    vector<int, 16> step = (v.select<16, 1>(0) & 7) + 1;
    vector<int, 16> total = 0;
    vector<int, 16> count = 0;
    SIMD_DO_WHILE_BEGIN {
        vector<int, 16> local;
        total += step;
        local = 100 - total;
        SIMD_IF_BEGIN (local < 0) {
            SIMD_BREAK;
        } SIMD_IF_END;
        count += 1;
    } SIMD_DO_WHILE_END (count < 32);
    write(out, 64, count);
}
