// Includes headers the build generates (deps.exp, -MG): gen/params.h and
// <gen_system.h> do not exist; scale.h does.
#include "gen/params.h"
#include "scale.h"
#include <gen_system.h>
