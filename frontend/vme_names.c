/* vme_names.c - what to add to clang's error about an undeclared name of
 * Intel's VME API on a platform where cmc (like Intel's cm.h) does not
 * declare it.
 *
 * cm.h declares the VME names only where Intel's cm.h does (SKL: gen9_vme.h;
 * ICLLP: gen9_vme.h and gen11_vme.h; TGLLP: gen9_vme.h and gen12_vme.h;
 * include/cm/vme/).
 * Declaring them elsewhere, even as errors, would take the names from
 * kernels that use them for their own things (MODE_INTRA_8X8, selrows,
 * VMEStreamMode ...), so on the other platforms a use stays clang's
 * "undeclared identifier" error, and this says which platforms have the
 * name.  Takes the identifier clang named and the -march platform;
 * guarantees a phrase to follow clang's message for every public name of Intel's VME headers that
 * the platform lacks (recognised by the headers' naming: VME_ and
 * INIT_/RESET_VME_ macros, run_vme_, cm_vme_hevc_, SEND_*_Descriptor_,
 * the MODE_ constants and a few others), and NULL for any other name. */
#include <string.h>

#include "frontend/internal.h"

static bool starts_with(const char *name, const char *prefix)
{
    return strncmp(name, prefix, strlen(prefix)) == 0;
}

static bool one_of(const char *name, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(name, *list) == 0)
            return true;
    return false;
}

/* The names only gen7_5_vme.h/gen8_vme.h (HSW, BDW) or gen10_vme.h (CNL)
 * declare (include/cm/vme/other_generations.h). */
static const char *const hsw_bdw_names[] = {
    "VME_SET_UNIInput_CostCenter0", "VME_SET_UNIInput_CostCenter1",
    "VME_GET_UNIInput_CostCenter0_X", "VME_GET_UNIInput_CostCenter0_Y",
    "VME_GET_UNIInput_CostCenter1_X", "VME_GET_UNIInput_CostCenter1_Y",
    "VME_SET_UNIInput_RefPixelBiasEnable",
    "VME_CLEAR_UNIInput_RefPixelBiasEnable",
    "VME_GET_UNIInput_RefPixelBiasEnable", "VME_GET_UNIInput_BiDirMask",
    "VME_SET_UNIInput_Rec0_16x16_RefID", "VME_SET_UNIInput_Rec1_16x16_RefID",
    NULL};
static const char *const cnl_names[] = {
    "cm_vme_hevc_fbr", "cm_vme_hevc_hpm_b", "cm_vme_hevc_hpm_u",
    "cm_vme_hevc_rpm", "cm_vme_hevc_sc",    "cm_vme_hevc_sic",
    "cm_vme_hevc_srm", NULL};
/* gen12_vme.h's CRE messages (TGLLP only). */
static const char *const tgllp_names[] = {
    "cm_vme_hevc_cre16x16", "cm_vme_hevc_cre16x16_intra_only",
    "cm_vme_hevc_cre32x32", "cm_vme_hevc_cre32x32_intra_only", NULL};
/* gen9_vme.h's names that are not VME_... macros (SKL, ICLLP, TGLLP). */
static const char *const gen9_names[] = {
    "run_vme_ime",   "getVMEInputSize", "VMEMsgType",     "VMESearchCtrl",
    "VMEStreamMode", "S13_2TOS16",      "S16TOS13_2",     NULL};
/* In gen9_vme.h and gen11/12_vme.h alike. */
static const char *const all_vme_names[] = {
    "run_vme_fbr", "run_vme_sic", "run_vme_idm", "__SFID_VME", "__SFID_CRE",
    NULL};

/* Which platforms declare NAME ("SKL and ICLLP", ...), or NULL. */
static const char *platforms_of(const char *name)
{
    if (one_of(name, tgllp_names))
        return "TGLLP";
    if (one_of(name, all_vme_names))
        return "SKL, ICLLP and TGLLP";
    if (starts_with(name, "cm_vme_hevc_") ||
        starts_with(name, "SEND_SET_Descriptor_") ||
        strcmp(name, "SEND_INIT_Descriptor_Surface") == 0 ||
        strcmp(name, "selrows") == 0)
        return "ICLLP and TGLLP";
    if (one_of(name, gen9_names) || starts_with(name, "VME_") ||
        starts_with(name, "INIT_VME_") || starts_with(name, "RESET_VME_") ||
        starts_with(name, "MODE_INTER_") || starts_with(name, "MODE_INTRA_") ||
        strcmp(name, "MODE_FIELD_MB_POLARITY") == 0)
        return "SKL, ICLLP and TGLLP";
    return NULL;
}

const char *vme_name_hint(const char *name, const char *platform,
                          char *buffer, size_t size)
{
    if (one_of(name, hsw_bdw_names) || one_of(name, cnl_names)) {
        snprintf(buffer, size,
                 "declared only by Intel's %s; cmc's VME platforms are SKL, "
                 "ICLLP and TGLLP",
                 one_of(name, cnl_names)
                     ? "gen10_vme.h (CNL)"
                     : "VME headers for HSW and BDW (gen7_5_vme.h, "
                       "gen8_vme.h)");
        return buffer;
    }
    const char *where = platforms_of(name);
    if (!where)
        return NULL;
    snprintf(buffer, size,
             "Intel's VME API, which cmc declares on %s (as Intel's cm.h "
             "does), not on %s",
             where, platform);
    return buffer;
}
