// VME messages built with gen11_vme.h's descriptor macros on ICLLP
// (vme-send-descriptors.h): the gen9 IME as one send of 6 payload rows
// and 7 result rows to the VME (SFID 8), whose descriptor has the
// surface's index ORed with rows, header and function (6 << 25 |
// 7 << 20 | 1 << 19 | 2 << 13 = 209207296); the HEVC IME as a split send
// of 5 + 10 rows and 11 back (5 << 25 | 11 << 20 | 1 << 19, HEVC mode
// 1 << 18, stream-in 1 << 16, function 1 << 8 = 180158720; the extended
// descriptor 0x288: the 10 rows in bits 10:6 with SFID 8).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.10\\.11 \\(M1_NM, 16\\) 0x288:ud " 1 } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> 209207296:d" } }
// { dg-final { scan-visa "or \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> 180158720:d" } }
// { dg-final { finalize-visa ICLLP } }

#include "vme-send-descriptors.h"
