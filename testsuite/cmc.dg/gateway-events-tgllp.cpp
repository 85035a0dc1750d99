// The gateway's thread events on TGLLP, where CM_HAS_GATEWAY_EVENT is
// defined: gateway-events.h calls cm_gateway.h's functions; the same
// four messages (sub-functions 2, 1, 6 with a response register, 3).
// cmrun cannot run them (cmc.cmrun/raw-send.visaasm).
// { dg-do compile }
// { dg-options "-march=TGLLP" }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080001:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080002:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080003:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.1 \\(M1_NM, 16\\) 0x3:ud 0x2180006:ud" 1 } }
// { dg-final { finalize-visa TGLLP } }

#include "gateway-events.h"
