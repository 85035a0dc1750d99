// The gen9 VME helpers (vme-messages.h) on ICLLP: the IME with 2 and, with
// stream-in and two references, 6 rows of payload after the UNI's 4 (to
// the VME, SFID 8), SIC and FBR to the CRE (SFID 13), IDM to the VME.
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-visa-times "raw_sends\\.8\\.6\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.10\\.0\\.7 " 1 } }
// { dg-final { scan-visa-times "raw_sends\\.13\\.8\\.0\\.7 " 2 } }
// { dg-final { scan-visa-times "raw_sends\\.8\\.5\\.0\\.16 " 1 } }
// { dg-final { finalize-visa ICLLP } }

#include "vme-messages.h"
