// Intel's gen9_vme.h on SKL (vme-gen9.h): each message is one raw send
// that GenX_IR finalizes, the IME to the VME (SFID 8) with 4 + N1 payload
// and N2 result registers, SIC and FBR to the CRE (SFID 13), IDM to the
// VME with 5 and 16.
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.9 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.8\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.8\\.0\\.9 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.10\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.10\\.0\\.11 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.7 " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.0\\.16 " 1 } }
// { dg-final { finalize-visa SKL } }

#include "vme-gen9.h"
