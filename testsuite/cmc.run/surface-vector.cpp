// vector<SurfaceIndex, N> kernel parameters (the CM specification's
// example 2.3), indexed with constants and at run time: each of 4 threads
// reads its own input surface ins[t], one chosen by the argument `which`
// (ins(which)) and the constant ins[2]; it writes the sum to `out`, adds
// to counters in the surface pair[which & 1] with dword atomics, and
// gathers from ins[3 - t] with a scattered read.  The binding-table
// indices come from the CM runtime's payload (4 bytes per element).
// { dg-do run }
// { dg-final { run-kernel "-t 4 buf:in0.bin+buf:in1.bin+buf:in2.bin+buf:in3.bin buf:zero:512:out.bin buf:zero:32:p0.bin+buf:zero:32:p1.bin i32:1" } }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa "\\.decl T\[0-9\]+ v_type=T num_elts=4" } }
// { dg-final { scan-visa "\\.input T\[0-9\]+ offset=\[0-9\]+ size=16" } }
// { dg-final { scan-visa "movs \\(M1_NM, 1\\) T\[0-9\]+\\(0\\) V" } }

extern "C" _GENX_MAIN_ void
surfaces(vector<SurfaceIndex, 4> ins, SurfaceIndex out,
         vector<SurfaceIndex, 2> pair, int which)
{
    int t = get_thread_origin_x();
    vector<int, 8> own, chosen, fixed, gathered;
    read(ins[t], 0, own);
    read(ins(which), 32, chosen);
    read(ins[2], 64, fixed);
    vector<uint, 8> offsets;
    for (int i = 0; i < 8; i++)
        offsets(i) = 7 - i;
    read(ins(3 - t), 0, offsets, gathered);
    write(out, t * 128, own + chosen * 2 + fixed * 3);
    write(out, t * 128 + 32, gathered);
    vector<uint, 8> counters;
    for (int i = 0; i < 8; i++)
        counters(i) = i;
    vector<uint, 8> amounts = t + 1;
    write_atomic<ATOMIC_ADD>(pair[which & 1], counters, amounts);
    write_atomic<ATOMIC_INC>(pair(1 - (which & 1)), counters);
}
