// An error in code of a header the user includes is reported at the
// header's line (driver.exp).
#include "error-in-header.h"
