// Included by scale.h (deps.exp).
#define SCALE_FACTOR 3
