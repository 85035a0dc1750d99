// Includes a header that does not exist (deps.exp).
#include "no-such-header.h"
