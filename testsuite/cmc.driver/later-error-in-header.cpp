// An error a stage after the frontend finds (the backend, SPIR-V output)
// in code of a header the user includes is reported at the header's line
// too (driver.exp): the IR's debug locations name the header.
#include "later-error-in-header.h"
