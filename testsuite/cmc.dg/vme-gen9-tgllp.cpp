// Intel's gen9_vme.h on TGLLP (vme-gen9.h): one stored version of Intel's
// gen12_vme.h includes gen9_vme.h, so cmc declares it there too (beside
// gen12's templates, which a call with a result of N rows picks).  Each
// message is one raw send
// that GenX_IR finalizes, the IME to the VME (SFID 8) with 4 + N1 payload
// and N2 result registers, SIC and FBR to the CRE (SFID 13), IDM to the
// VME with 5 and 16.
// { dg-do compile }
// { dg-options "-march=TGLLP" }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.9 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.8\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.8\\.0\\.9 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.10\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.10\\.0\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.7 " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.0\\.16 " 1 } }
// { dg-final { finalize-visa TGLLP } }

#include "vme-gen9.h"
