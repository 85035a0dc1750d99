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
#include <stdio.h>
#include <string.h>
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

/* Every name Intel's cmc takes for -Qxcm_jit_target, -mcpu and -march
 * (its GenX.cpp aliases and its GenXPlatforms.cpp release and device
 * names), case-insensitively, with the cmc platform it means: the vISA
 * platform Intel's VectorCompiler finalizes that name for
 * (GenXSubtarget::getVisaPlatform: Gen9 is SKL, Gen11 ICLLP; RKL, DG1
 * and the ADLs are TGLLP; the ACM parts DG2; XeLPG MTL).  `name` NULL:
 * Intel's cmc knows it, but its vISA platform is one cmc does not target
 * (`generation` says which, for the error). */
static const struct {
    const char *alias;
    const char *name;
    const char *generation;
} aliases[] = {
    {"hsw", NULL, "Gen7.5"},          {"gen7_5", NULL, "Gen7.5"},
    {"bdw", NULL, "Gen8"},            {"gen8", NULL, "Gen8"},
    {"chv", NULL, "Gen8 LP"},         {"gen8lp", NULL, "Gen8 LP"},
    {"gen8_5", NULL, "Gen8 LP"},
    {"gen9", "SKL", NULL},            {"kbl", "SKL", NULL},
    {"cfl", "SKL", NULL},             {"cml", "SKL", NULL},
    {"aml", "SKL", NULL},             {"whl", "SKL", NULL},
    {"gen9_5", "SKL", NULL},          {"gen9p5", "SKL", NULL},
    {"bxt", NULL, "Gen9 LP (vISA BXT)"}, {"apl", NULL, "Gen9 LP (vISA BXT)"},
    {"glk", NULL, "Gen9 LP (vISA BXT)"},
    {"gen9lp", NULL, "Gen9 LP (vISA BXT)"},
    {"gen9_5lp", NULL, "Gen9 LP (vISA BXT)"},
    {"gen9p5lp", NULL, "Gen9 LP (vISA BXT)"},
    {"gen11", "ICLLP", NULL},         {"gen11lp", "ICLLP", NULL},
    {"icl", "ICLLP", NULL},           {"ehl", "ICLLP", NULL},
    {"jsl", "ICLLP", NULL},           {"lkf", "ICLLP", NULL},
    {"gen12lp", "TGLLP", NULL},       {"tgl", "TGLLP", NULL},
    {"xe-lp", "TGLLP", NULL},         {"rkl", "TGLLP", NULL},
    {"dg1", "TGLLP", NULL},           {"adls", "TGLLP", NULL},
    {"adl-s", "TGLLP", NULL},         {"adlp", "TGLLP", NULL},
    {"adl-p", "TGLLP", NULL},         {"adln", "TGLLP", NULL},
    {"adl-n", "TGLLP", NULL},         {"rpl-s", "TGLLP", NULL},
    {"rpl-p", "TGLLP", NULL},
    {"xehp", "XeHP_SDV", NULL},       {"xe-hp", "XeHP_SDV", NULL},
    {"xe_hp_sdv", "XeHP_SDV", NULL},  {"xehp-sdv", "XeHP_SDV", NULL},
    {"xe-hp-sdv", "XeHP_SDV", NULL},
    {"xehpg", "DG2", NULL},           {"xe-hpg", "DG2", NULL},
    {"acm-g10", "DG2", NULL},         {"acm-g11", "DG2", NULL},
    {"acm-g12", "DG2", NULL},         {"dg2-g10", "DG2", NULL},
    {"dg2-g11", "DG2", NULL},         {"dg2-g12", "DG2", NULL},
    {"ats-m150", "DG2", NULL},        {"ats-m75", "DG2", NULL},
    {"xelpg", "MTL", NULL},           {"xe-lpg", "MTL", NULL},
    {"mtl-p", "MTL", NULL},           {"mtl-h", "MTL", NULL},
    {"mtl-u", "MTL", NULL},           {"arl-u", "MTL", NULL},
    {"arl-s", "MTL", NULL},
    {"arl-h", NULL, "Xe-LPG+ (vISA ARL)"},
    {"xe-lpgplus", NULL, "Xe-LPG+ (vISA ARL)"},
    {"xehpc", "PVC", NULL},           {"xe-hpc", "PVC", NULL},
    {"pvc-sdv", "PVC", NULL},
    {"pvcxt", NULL, "Xe-HPC XT (vISA PVCXT)"},
    {"pvc-vg", NULL, "Xe-HPC VG (vISA PVCXT)"},
    {"xe-hpc-vg", NULL, "Xe-HPC VG (vISA PVCXT)"},
    {"bmg-g21", NULL, "Xe2"},         {"xe2-hpg", NULL, "Xe2"},
    {"lnl-m", NULL, "Xe2"},           {"xe2-lpg", NULL, "Xe2"},
    {"ptl-h", NULL, "Xe3"},           {"ptl-u", NULL, "Xe3"},
};

/* Intel's cmc also takes a platform as its release number MAJOR.MINOR.REV
 * (GenXPlatforms.cpp encodes the names above as these); by MAJOR.MINOR,
 * what the names of each release mean above. */
static const struct {
    unsigned major, minor;
    const char *name;
    const char *generation;
} releases[] = {
    {8, 0, NULL, "Gen8"},
    {9, 0, "SKL", NULL},   {9, 1, "SKL", NULL},   {9, 2, "SKL", NULL},
    {9, 3, NULL, "Gen9 LP (vISA BXT)"}, {9, 4, NULL, "Gen9 LP (vISA BXT)"},
    {9, 5, "SKL", NULL},   {9, 6, "SKL", NULL},   {9, 7, "SKL", NULL},
    {11, 0, "ICLLP", NULL}, {11, 1, "ICLLP", NULL}, {11, 2, "ICLLP", NULL},
    {12, 0, "TGLLP", NULL}, {12, 1, "TGLLP", NULL}, {12, 2, "TGLLP", NULL},
    {12, 3, "TGLLP", NULL}, {12, 4, "TGLLP", NULL}, {12, 10, "TGLLP", NULL},
    {12, 50, "XeHP_SDV", NULL},
    {12, 55, "DG2", NULL}, {12, 56, "DG2", NULL}, {12, 57, "DG2", NULL},
    {12, 60, "PVC", NULL},
    {12, 61, NULL, "Xe-HPC VG (vISA PVCXT)"},
    {12, 70, "MTL", NULL}, {12, 71, "MTL", NULL},
    {12, 74, NULL, "Xe-LPG+ (vISA ARL)"},
    {20, 1, NULL, "Xe2"},  {20, 4, NULL, "Xe2"},
    {30, 0, NULL, "Xe3"},  {30, 1, NULL, "Xe3"},
};

#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* The releases[] entry NAME spells as MAJOR.MINOR.REV, or -1. */
static int release_index(const char *name)
{
    unsigned major, minor, revision;
    int length = 0;
    if (strspn(name, "0123456789.") != strlen(name) ||
        sscanf(name, "%u.%u.%u%n", &major, &minor, &revision, &length) != 3 ||
        name[length] != '\0')
        return -1;
    for (size_t i = 0; i < COUNT(releases); i++)
        if (releases[i].major == major && releases[i].minor == minor)
            return (int)i;
    return -1;
}

/* Intel's cmc takes the value of -Qxcm_jit_target with the '=' or ':'
 * of its spelling still in front (-Qxcm_jit_target:=TGLLP). */
static const char *without_separators(const char *name)
{
    while (*name == '=' || *name == ':')
        name++;
    return name;
}

const struct platform *platform_find(const char *name)
{
    name = without_separators(name);
    int release = release_index(name);
    if (release >= 0 && releases[release].name)
        name = releases[release].name;
    for (size_t i = 0; i < COUNT(aliases); i++)
        if (strcasecmp(name, aliases[i].alias) == 0 && aliases[i].name)
            name = aliases[i].name;
    for (size_t i = 0; i < COUNT(platforms); i++)
        if (strcasecmp(name, platforms[i].name) == 0)
            return &platforms[i];
    return NULL;
}

const char *platform_untargetable_generation(const char *name)
{
    name = without_separators(name);
    int release = release_index(name);
    if (release >= 0)
        return releases[release].generation;
    for (size_t i = 0; i < COUNT(aliases); i++)
        if (strcasecmp(name, aliases[i].alias) == 0 && !aliases[i].name)
            return aliases[i].generation;
    return NULL;
}

bool platform_has_lsc(const struct platform *platform)
{
    return platform->genx_number >= 1271;
}

bool platform_has_media_walker(const struct platform *platform)
{
    return platform->genx_number < 1270;
}

bool platform_has_qword_rotate(const struct platform *platform)
{
    return platform->genx_number == 1280;
}

const struct platform *platform_default(void)
{
    return platform_find("TGLLP");
}

const char *platform_names(void)
{
    return "SKL, ICLLP, TGLLP, XeHP_SDV, DG2, MTL, PVC";
}
