/* platform.c - the Intel GPU generations cmc targets.
 *
 * Names are the ones GenX_IR's -platform accepts, so the driver can pass
 * -march= through to the finalizer unchanged.  GRF sizes and native type
 * support come from the vISA specification's platform notes; the media
 * sampler (SAMPLE_UNORM, CM's sample32) is gone from XeHP on, where
 * Intel's cmc rejects sample32.  Before ICLLP the SLM takes no oword
 * block messages (vISA's verifier rejects surface T0 in OWORD_LD/ST) and
 * no rotate instructions (ROL/ROR, ICLLP and later).
 * The CM_GENX numbers and generation macros are those of Intel's cmc
 * user guide ("Supported Gen targets"), so that kernels written for
 * Intel's cmc take the same #if branches. */
#include <strings.h>

#include "support/support.h"

static const struct platform platforms[] = {
    {"SKL", 32, true, true, true, true, false, false, 900, "CM_GEN9"},
    {"ICLLP", 32, false, false, true, true, true, true, 1150, "CM_GEN11"},
    {"TGLLP", 32, false, false, true, true, true, true, 1200, "CM_GEN12"},
    {"XeHP_SDV", 32, true, true, false, false, true, true, 1270, "CM_XEHP"},
    {"DG2", 32, false, false, false, false, true, true, 1271, "CM_XEHPG"},
    {"MTL", 32, false, false, false, false, true, true, 1275, "CM_XELPG"},
    {"PVC", 64, true, true, false, false, true, true, 1280, "CM_XEHPC"},
};

static const struct {
    const char *alias;
    const char *name;
} aliases[] = {
    {"Gen9", "SKL"},     {"Gen11", "ICLLP"}, {"ICL", "ICLLP"},
    {"Gen12LP", "TGLLP"}, {"TGL", "TGLLP"},  {"XeHP", "XeHP_SDV"},
    {"XeHPG", "DG2"},     {"XeLPG", "MTL"},  {"XeHPC", "PVC"},
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

const struct platform *platform_find(const char *name)
{
    for (size_t i = 0; i < COUNT(aliases); i++)
        if (strcasecmp(name, aliases[i].alias) == 0)
            name = aliases[i].name;
    for (size_t i = 0; i < COUNT(platforms); i++)
        if (strcasecmp(name, platforms[i].name) == 0)
            return &platforms[i];
    return NULL;
}

bool platform_has_lsc(const struct platform *platform)
{
    return platform->genx_number >= 1271;
}

const struct platform *platform_default(void)
{
    return platform_find("TGLLP");
}

const char *platform_names(void)
{
    return "SKL, ICLLP, TGLLP, XeHP_SDV, DG2, MTL, PVC";
}
