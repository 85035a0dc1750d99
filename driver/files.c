/* files.c - what the driver asks of the files it is given.
 *
 * Takes a path from the command line; guarantees that cmc reads only a
 * regular file of at most MAX_INPUT_BYTES (a device such as /dev/zero or
 * a FIFO would be read without end), or reports why not as
 * "cmc: error: ...". */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "driver/driver.h"

bool check_input_file(const char *path, struct diagnostics *diags)
{
    struct stat status;
    if (stat(path, &status) != 0) {
        error_plain(diags, "cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    if (!S_ISREG(status.st_mode)) {
        error_plain(diags, "cannot read '%s': not a regular file", path);
        return false;
    }
    if (status.st_size > MAX_INPUT_BYTES) {
        error_plain(diags,
                    "cannot read '%s': larger than cmc's limit of %d MiB",
                    path, MAX_INPUT_BYTES >> 20);
        return false;
    }
    return true;
}
