// cm_get_r0, cm_get_sr0, cm_get_hwid and cm_clock on every generation
// cmc targets: each is one mov from vISA's %r0, %sr0, %hw_id or %tsc
// (Intel's VC writes the same), which GenX_IR finalizes everywhere.
// What they read is tested in cmc.run/thread-state.cpp.
// { dg-do compile }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) \[^\n\]* %r0\\(0,0\\)<8;8,1>" } }
// { dg-final { scan-visa "mov \\(M1_NM, 4\\) \[^\n\]* %sr0\\(0,0\\)<4;4,1>" } }
// { dg-final { scan-visa "mov \\(M1_NM, 1\\) \[^\n\]* %hw_id\\(0,0\\)" } }
// { dg-final { scan-visa-times "mov \\(M1_NM, 2\\) \[^\n\]* %tsc\\(0,0\\)<2;2,1>" 2 } }
// { dg-final { finalize-visa SKL TGLLP DG2 PVC } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex out)
{
    vector<uint, 2> start = cm_clock();
    vector<uint, 8> r0 = cm_get_r0();
    vector<uint, 4> sr0 = cm_get_sr0();
    r0(0) = cm_get_hwid();
    r0.select<4, 1>(4) = sr0;
    vector<uint, 2> end = cm_clock();
    r0.select<2, 1>(0) += end - start;
    write(out, 0, r0);
}
