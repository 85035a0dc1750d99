/* harness.c - the scratch files and buffers cmc's fuzz targets share.
 *
 * Takes the fuzzer's input bytes; guarantees them as a C string or as a
 * file in one scratch directory per process (cmc's pipeline and its
 * --dump-isa read paths, not memory).  The directory is made on first use
 * and removed at exit, so that a long run leaves nothing behind.  Also
 * each input's CPU budget (ITIMER_PROF, SIGPROF). */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "fuzz/harness.h"

static char scratch[256];

static void remove_scratch(void)
{
    char command[300];
    snprintf(command, sizeof command, "rm -rf '%s'", scratch);
    if (system(command) != 0)
        fprintf(stderr, "fuzz: cannot remove %s\n", scratch);
}

static const char *scratch_dir(void)
{
    if (scratch[0])
        return scratch;
    const char *tmp = getenv("TMPDIR");
    snprintf(scratch, sizeof scratch, "%s/cmc-fuzz.XXXXXX",
             tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(scratch)) {
        perror("fuzz: mkdtemp");
        abort();
    }
    atexit(remove_scratch);
    return scratch;
}

char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        abort();
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

/* The path of NAME in the scratch directory, one buffer per distinct
 * name (the targets use a handful), so that paths stay valid. */
static const char *scratch_path(const char *name)
{
    static char names[8][32];
    static char paths[8][300];
    int slot = 0;
    while (slot < 8 && names[slot][0] && strcmp(names[slot], name) != 0)
        slot++;
    if (slot == 8 || strlen(name) >= sizeof names[0])
        abort();
    snprintf(names[slot], sizeof names[slot], "%s", name);
    snprintf(paths[slot], sizeof paths[slot], "%s/%s", scratch_dir(), name);
    return paths[slot];
}

const char *fuzz_write_input(const uint8_t *data, size_t size,
                             const char *suffix)
{
    char name[32];
    snprintf(name, sizeof name, "input%s", suffix);
    const char *path = scratch_path(name);
    FILE *file = fopen(path, "wb");
    if (!file || fwrite(data, 1, size, file) != size || fclose(file) != 0) {
        perror("fuzz: writing the input");
        abort();
    }
    return path;
}

const char *fuzz_output_path(const char *name)
{
    return scratch_path(name);
}

static void cpu_budget_exceeded(int signal_number)
{
    (void)signal_number;
    static const char message[] =
        "fuzz: the input used more than its CPU budget (a hang)\n";
    ssize_t written = write(STDERR_FILENO, message, sizeof message - 1);
    (void)written;
    __builtin_trap();
}

static void set_cpu_timer(int seconds)
{
    struct itimerval timer = {{0, 0}, {seconds, 0}};
    if (setitimer(ITIMER_PROF, &timer, NULL) != 0) {
        perror("fuzz: setitimer");
        abort();
    }
}

void fuzz_cpu_budget_begin(void)
{
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cpu_budget_exceeded;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGPROF, &action, NULL) != 0) {
        perror("fuzz: sigaction");
        abort();
    }
    set_cpu_timer(FUZZ_CPU_BUDGET_SECONDS);
}

void fuzz_cpu_budget_end(void)
{
    set_cpu_timer(0);
}
