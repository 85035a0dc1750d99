// Named barriers used against their rules on PVC: each a located error
// naming the rule (a constant count from 1 to 32, set in the kernel
// itself; mode 0 and equal producer and consumer counts, which is all
// this GenX_IR's nbarrier.signal can express; a dword id for the signal,
// as Intel's cm_gateway.h requires; no barrier inside SIMD control flow).
// { dg-do compile }
// { dg-options "-march=PVC" }

void helper()
{
    cm_nbarrier_init(2); // { dg-error "cm_nbarrier_init must be called in the kernel itself" }
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex out, uint n)
{
    cm_nbarrier_init(n); // { dg-error "the named barrier count must be a constant" }
    cm_nbarrier_init(33); // { dg-error "named barrier count 33 is out of range \\(1 to 32\\)" }
    cm_nbarrier_signal(1u, 1u, 4u, 4u); // { dg-error "'cm_nbarrier_signal': the producer-consumer mode \\(0: .*\\) must be 0, not 1" }
    cm_nbarrier_signal(1u, 0u, 4u, 2u); // { dg-error "'cm_nbarrier_signal': the number of consumers must equal the number of producers \\(4\\), not 2" }
    cm_nbarrier_signal(1u, 0u, n, n); // { dg-error "'cm_nbarrier_signal': the number of producers must be a compile-time constant" }
    cm_nbarrier_signal(1u, 0u, 0u, 0u); // { dg-error "'cm_nbarrier_signal': the number of producers must be from 1 to 255, not 0" }
    cm_nbarrier_signal((short)1, (short)0, (short)4, (short)4); // { dg-error "'cm_nbarrier_signal': the barrier id must have element type int or uint, not short" }
    helper();
    vector<uint, 8> v = 0;
    SIMD_IF_BEGIN(v > n) {
        cm_nbarrier_wait(0); // { dg-error "'cm_nbarrier_wait' is not allowed inside SIMD control flow" }
    }
    SIMD_IF_END;
}
