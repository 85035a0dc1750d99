// The gateway's thread events on ICLLP, where cmc (following Intel's
// newest cm_has_instr.h) leaves CM_HAS_GATEWAY_EVENT undefined:
// gateway-events.h sends SFID_GATEWAY messages of each SubFuncID itself; the same
// four messages (sub-functions 2, 1, 6 with a response register, 3).
// cmrun cannot run them (cmc.cmrun/raw-send.visaasm).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080001:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080002:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.0 \\(M1_NM, 16\\) 0x3:ud 0x2080003:ud" 1 } }
// { dg-final { scan-visa-times "raw_sends\\.3\\.1\\.0\\.1 \\(M1_NM, 16\\) 0x3:ud 0x2180006:ud" 1 } }
// { dg-final { finalize-visa ICLLP } }

#include "gateway-events.h"
