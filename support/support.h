/* support.h - what every stage of cmc shares: diagnostics, memory helpers,
 * overflow-safe arithmetic on user-controlled sizes, growable strings and
 * the table of target platforms.
 *
 * Nothing here knows about CM, libclang or LLVM; it exists so that the
 * stages can report errors and describe the target in one way. */
#ifndef CMC_SUPPORT_H
#define CMC_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- Diagnostics ------------------------------------------------------ */

/* Collects what a compilation reports.  Messages go to `stream` (stderr in
 * the driver) as they are reported, in Clang's layout:
 *   file:line:col: error: message [-Wname]
 *       5 |   the source line
 *         |   ~~~^~~~
 *   file:line:col: note: context (an instantiation, a macro expansion)
 *   cmc: error: message            (no location known)
 * and diagnostics_finish ends with "N errors generated.".  Everything is
 * printed by diagnostic_report (diagnostics.c), the one place that knows
 * the layout, the colours and the -W/-ferror-limit settings. */

enum diagnostic_severity {
    DIAGNOSTIC_NOTE,
    DIAGNOSTIC_WARNING,
    DIAGNOSTIC_ERROR,
};

enum diagnostic_color { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER };

/* What the command line says about diagnostics (-fdiagnostics-color=,
 * -fno-diagnostics-show-caret, -fno-show-column, -Werror, -Werror=NAME, -Wno-error=NAME, -w,
 * -Wno-NAME, -ferror-limit=). */
/* -ferror-limit's default: clang's, so that a broken input stops after
 * as many errors as with Intel's cmc (a line of 100,000 undeclared names
 * printed megabytes). */
enum { DEFAULT_ERROR_LIMIT = 20 };

struct diagnostic_settings {
    bool hide_caret;                /* no source line and caret */
    bool hide_column;               /* FILE:LINE: without :COLUMN */
    enum diagnostic_color color;    /* AUTO: colour on a terminal */
    bool warnings_are_errors;       /* -Werror */
    bool no_warnings;               /* -w */
    int error_limit;                /* stop printing after N; 0: no limit */
    const char *const *disabled_warnings; /* NAMEs of -Wno-NAME */
    int disabled_warning_count;
    const char *const *error_rules; /* "-Werror=NAME", "-Wno-error=NAME" */
    int error_rule_count;           /* in command-line order */
};

/* Columns from 1, on one line; `end_column` is one past the last. */
struct source_span {
    unsigned line;
    unsigned begin_column, end_column;
};

/* One message.  `file` NULL: no position ("cmc: error: ...");
 * line 0: the file only.  A note belongs to the diagnostic before it and
 * is shown only when that one was. */
struct diagnostic {
    enum diagnostic_severity severity;
    const char *file;
    unsigned line, column;
    const struct source_span *ranges; /* underlined with ~ (same file) */
    size_t range_count;
    const char *warning_name;   /* NAME of -Wno-NAME for a warning, or NULL */
    const char *message;
};

struct diagnostics {
    FILE *stream;
    int error_count;            /* every error, shown or not */
    int warning_count;          /* the warnings shown */
    struct diagnostic_settings settings;
    bool use_color;
    bool last_shown;            /* whether notes may follow */
    bool limit_reported;        /* "too many errors" said */
    int errors_shown;
    char *source_path;          /* the file whose lines are at hand */
    char *source_text;
    size_t source_size;
};

void diagnostics_init(struct diagnostics *diags, FILE *stream);
/* COLOR_ALWAYS or COLOR_NEVER: what `color` means for `terminal` (AUTO:
 * colour when it is a terminal), for diagnostics that are collected
 * elsewhere before they reach it. */
enum diagnostic_color diagnostic_color_for(enum diagnostic_color color,
                                           FILE *terminal);
/* Apply the command line's settings (copied; the strings they point to
 * must outlive `diags`). */
void diagnostics_configure(struct diagnostics *diags,
                           const struct diagnostic_settings *settings);
/* Print "N errors generated." (as Clang does, when anything was shown)
 * and release what `diags` holds. */
void diagnostics_finish(struct diagnostics *diags);

/* The one entry point: print `diagnostic` (or drop it, by the settings). */
void diagnostic_report(struct diagnostics *diags,
                       const struct diagnostic *diagnostic);

/* Whether NAME (of -Wno-NAME) names one of cmc's own warnings that clang
 * does not know (so it is not passed on to libclang). */
bool warning_is_cmc_only(const char *name);

/* Shorthands for diagnostics without ranges or names. */
/* Report an error at a source position (line and column from 1). */
void error_at(struct diagnostics *diags, const char *file, unsigned line,
              unsigned column, const char *format, ...)
    __attribute__((format(printf, 5, 6)));
void warning_at(struct diagnostics *diags, const char *file, unsigned line,
                unsigned column, const char *format, ...)
    __attribute__((format(printf, 5, 6)));

/* Report an error with no source position: "cmc: error: ...". */
void error_plain(struct diagnostics *diags, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
/* The same for a warning: "cmc: warning: ...". */
void warning_plain(struct diagnostics *diags, const char *format, ...)
    __attribute__((format(printf, 2, 3)));

/* ---- Half-precision constants (half_float.c) ---------------------------- */

/* The IEEE half nearest to `value` (ties to even; NaN stays a NaN). */
uint16_t float_to_half_bits(float value);

/* ---- Overflow-safe arithmetic (arithmetic.c) --------------------------- */

/* a + b and a * b, clamped to LLONG_MIN/LLONG_MAX instead of wrapping:
 * for every computation on sizes, offsets and strides the user controls. */
long long saturating_add(long long a, long long b);
long long saturating_mul(long long a, long long b);

/* `value` clamped to [INT_MIN, INT_MAX]. */
int saturate_int(long long value);

/* The last index of `count` elements `stride` apart from `offset`:
 * offset + (count - 1) * stride, saturated. */
long long span_last(long long offset, long long count, long long stride);

/* True when all `count` (>= 1) elements `stride` apart from `offset` lie
 * in [0, size). */
bool span_inside(long long offset, long long count, long long stride,
                 long long size);

/* ---- Limits of the vISA cmc emits ------------------------------------- */

/* As Intel's finalizer (GenX_IR, igc 1.0.12504) enforces them, measured
 * (doc/manual.md, "Limits"): an object has at most 8192 bytes, the 256
 * GRFs of 32 bytes the 8-bit row offset of a binary vISA operand reaches
 * (GenX_IR's num_elts limit, 8192, is then never reached); a kernel takes
 * at most 250 surface arguments (T6..T255: a binary operand numbers
 * surfaces in 8 bits) and 31 sampler arguments; its arguments lie in the
 * GRF file of 128 registers (r0 is the thread header). */
enum {
    VISA_MAX_OBJECT_BYTES = 8192,
    VISA_MAX_SURFACE_ARGUMENTS = 250,
    VISA_MAX_SAMPLER_ARGUMENTS = 31,
    GRF_COUNT = 128,
};

/* The most iterations `#pragma unroll` unrolls (frontend, optimiser). */
enum { FULL_UNROLL_MAX_ITERATIONS = 1024 };

/* The largest input file cmc reads: a source, a header, LLVM IR, a .isa. */
enum { MAX_INPUT_BYTES = 64 << 20 };

/* ---- Memory ----------------------------------------------------------- */

/* Allocation that never returns NULL: on exhaustion cmc stops. */
void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *pointer, size_t size);
char *xstrdup(const char *text);

/* Grow `*items` (holding *capacity elements of `element_size`) so that it
 * can hold at least `needed` elements. */
void grow_array(void **items, size_t *capacity, size_t needed,
                size_t element_size);

/* ---- Growable strings ------------------------------------------------- */

struct string_buffer {
    char *data;     /* always NUL-terminated once anything was appended */
    size_t length;
    size_t capacity;
};

void buffer_append(struct string_buffer *buffer, const char *text);
void buffer_printf(struct string_buffer *buffer, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
void buffer_vprintf(struct string_buffer *buffer, const char *format,
                    va_list arguments);
void buffer_free(struct string_buffer *buffer);

/* ---- Target platforms ------------------------------------------------- */

/* One Intel GPU generation cmc can compile for. */
struct platform {
    const char *name;          /* as given to -march= and GenX_IR -platform */
    int grf_bytes;             /* bytes in one general register */
    bool has_64bit_integers;   /* native q/uq arithmetic */
    bool has_double;           /* native df arithmetic */
    bool has_integer_divide;   /* vISA div/mod on integers */
    bool has_media_sampler;    /* SAMPLE_UNORM (CM's sample32) */
    bool has_slm_oword_blocks; /* OWORD_LD/ST on the SLM (T0) */
    bool has_bit_rotate;       /* vISA ROL/ROR */
    int genx_number;           /* the value of CM's CM_GENX macro */
    const char *generation_macro; /* CM_GEN12, CM_XEHPG, ... */
};

/* Look a platform up by name, case-insensitively, accepting every name
 * Intel's cmc accepts for a platform cmc targets (e.g. "Gen9", "CFL" for
 * SKL, "acm-g10" for DG2, the release number "12.55.8" for DG2), a
 * leading '=' or ':' skipped as Intel's does.
 * NULL when unknown or not targetable. */
const struct platform *platform_find(const char *name);

/* For a name Intel's cmc knows whose platform cmc cannot target (BDW,
 * BXT, PVCXT, Xe2, ...): its generation, for the error; else NULL. */
const char *platform_untargetable_generation(const char *name);

/* Whether the platform has Xe's LSC messages (LSC_UNTYPED, LSC_FENCE):
 * DG2 (XeHPG) and later, as Intel's cm_has_instr.h defines CM_HAS_LSC. */
bool platform_has_lsc(const struct platform *platform);

/* Whether vISA's ROL/ROR take quadwords (:q, :uq) on the platform: PVC,
 * as Intel's cm_has_instr.h defines CM_HAS_BIT_ROTATE_64BIT (CM_GENX
 * 1280); GenX_IR 1.0.12504 takes `rol (M1_NM, 8) ...:uq` for PVC and
 * rejects it for DG2. */
bool platform_has_qword_rotate(const struct platform *platform);

/* Whether the platform dispatches CM's thread spaces with a media walker
 * (vISA's %thread_x/%thread_y valid): up to TGLLP.  XeHP_SDV and later
 * have only the GPGPU walker (Intel's VC: translateMediaWalker from
 * XE_HP_SDV on). */
bool platform_has_media_walker(const struct platform *platform);

/* The platform used when -march= is not given. */
const struct platform *platform_default(void);

/* The comma-separated list of known names, for --help and errors. */
const char *platform_names(void);

#endif
