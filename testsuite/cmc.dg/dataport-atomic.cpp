// write_atomic<Op> for every operation: offsets in dwords become bytes;
// INC/DEC take no source (PREDEC is DEC returning the new value),
// CMPXCHG/FCMPWR two, the rest one; the result is
// optional (%null when absent); float operations on float data.
// { dg-do compile }
// { dg-final { scan-llvm "@llvm.genx.dword.atomic.add.v8i32.v8i1.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.dword.atomic.inc.v8i32.v8i1\\(" } }
// { dg-final { scan-llvm "@llvm.genx.dword.atomic.cmpxchg.v8i32.v8i1\\(" } }
// { dg-final { scan-llvm "@llvm.genx.dword.atomic.fcmpwr.v8f32.v8i1.v8i32" } }
// { dg-final { scan-llvm "@llvm.genx.dword.atomic.imax.v8i32.v8i1.v8i32" } }
// { dg-final { scan-visa "^\\s*dword_atomic.add \\(M1_NM, 8\\) T6 V\[0-9\]+.0 V\[0-9\]+.0 %null.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*dword_atomic.sub " } }
// { dg-final { scan-visa "^\\s*dword_atomic.inc \\(M1_NM, 8\\) T6 V\[0-9\]+.0 %null.0 %null.0 %null.0" } }
// { dg-final { scan-visa-times "^\\s*dword_atomic.dec " 2 } }
// { dg-final { scan-visa "^\\s*dword_atomic.min " } }
// { dg-final { scan-visa "^\\s*dword_atomic.max " } }
// { dg-final { scan-visa "^\\s*dword_atomic.xchg " } }
// { dg-final { scan-visa "^\\s*dword_atomic.cmpxchg \\(M1_NM, 8\\) T6 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0 V\[0-9\]+.0" } }
// { dg-final { scan-visa "^\\s*dword_atomic.and " } }
// { dg-final { scan-visa "^\\s*dword_atomic.or " } }
// { dg-final { scan-visa "^\\s*dword_atomic.xor " } }
// { dg-final { scan-visa "^\\s*dword_atomic.minsint " } }
// { dg-final { scan-visa "^\\s*dword_atomic.maxsint " } }
// { dg-final { scan-visa "^\\s*dword_atomic.fmax " } }
// { dg-final { scan-visa "^\\s*dword_atomic.fmin " } }
// { dg-final { scan-visa "^\\s*dword_atomic.fcmpwr " } }
// { dg-final { scan-visa "^\\s*shl \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<8;8,1> 2:d" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void atomics(SurfaceIndex buffer, SurfaceIndex out)
{
    vector<uint, 8> offsets;
    read(out, 0, offsets);
    vector<uint, 8> u = offsets + 1, old, total = 0;
    vector<int, 8> s = 5, signed_old;
    vector<float, 8> f = 1.5f, float_old;
    write_atomic<ATOMIC_ADD>(buffer, offsets, u, old);
    total = total + old;
    write_atomic<ATOMIC_SUB>(buffer, offsets, u, old);
    total = total + old;
    write_atomic<ATOMIC_INC>(buffer, offsets);
    write_atomic<ATOMIC_DEC>(buffer, offsets, old);
    total = total + old;
    write_atomic<ATOMIC_PREDEC>(buffer, offsets, old);
    total = total + old;
    write_atomic<ATOMIC_MIN>(buffer, offsets, u, old);
    total = total + old;
    write_atomic<ATOMIC_MAX>(buffer, offsets, u, old);
    total = total + old;
    write_atomic<ATOMIC_XCHG>(buffer, offsets, u, old);
    total = total + old;
    write_atomic<ATOMIC_CMPXCHG>(buffer, offsets, u, total, old);
    total = total + old;
    write_atomic<ATOMIC_AND>(buffer, offsets, u);
    write_atomic<ATOMIC_OR>(buffer, offsets, u);
    write_atomic<ATOMIC_XOR>(buffer, offsets, u, old);
    total = total + old;
    write_atomic<ATOMIC_MINSINT>(buffer, offsets, s, signed_old);
    write_atomic<ATOMIC_MAXSINT>(buffer, offsets, s, signed_old);
    write_atomic<ATOMIC_FMAX>(buffer, offsets, f, float_old);
    write_atomic<ATOMIC_FMIN>(buffer, offsets, f);
    write_atomic<ATOMIC_FCMPWR>(buffer, offsets, f, float_old, float_old);
    write(out, 32, total);
    write(out, 64, signed_old);
    write(out, 96, float_old);
}
