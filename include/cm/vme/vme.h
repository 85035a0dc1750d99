/* cm/vme/vme.h - Intel's VME API (cm_vme.h), on the platforms cmc targets
 * that have the VME engine, as Intel's cm.h declares it there:
 *   SKL (CM_GEN9)    gen9_vme.h: the payload fields, run_vme_ime/sic/fbr/
 *                    idm, the modes and initialisers
 *   ICLLP (CM_GEN11) gen9_vme.h and gen11_vme.h: the HEVC messages and
 *                    run_vme_fbr/sic/idm with an N-row result
 *   TGLLP (CM_GEN12) gen9_vme.h and gen12_vme.h: the HEVC and CRE
 *                    messages, run_vme_fbr/sic/idm<N>.  Intel's gen12_vme.h
 *                    includes gen9_vme.h "to obtain legacy functionality"
 *                    in one stored version (3ee2fa8) and not in another
 *                    (602918e); cmc declares both parts, so that a kernel
 *                    written against either compiles.
 * and on all three the names of the generations cmc does not target as
 * located errors (cm/vme/other_generations.h).  Nothing on the platforms
 * without VME (XeHP_SDV, DG2, MTL, PVC).
 *
 * Included by cm.h after cm_send.h and cm_threads.h (it needs cm_send,
 * cm_sends and cm_get_value). */
#ifndef CM_VME_VME_H
#define CM_VME_VME_H

#if defined(CM_GEN9) || defined(CM_GEN11) || defined(CM_GEN12)
#include <cm/vme/send.h>
#include <cm/vme/payload.h>
#include <cm/vme/gen9_input.h>
#include <cm/vme/gen9_output.h>
#include <cm/vme/gen9_messages.h>
#if defined(CM_GEN11)
#define CM_VME_HEVC_GEN 11
#include <cm/vme/hevc.h>
#elif defined(CM_GEN12)
#define CM_VME_HEVC_GEN 12
#include <cm/vme/hevc.h>
#endif
#include <cm/vme/other_generations.h>
#endif

#endif
