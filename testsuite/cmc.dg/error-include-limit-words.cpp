// A missing header whose name holds the words of cmc's error-limit line
// (a fuzzer's input, session 12): the error is the usual one, at its
// line; the fuzz harness, which takes cmc's "too many errors" line as
// having no position, must not take this one for it.  (Also a seed of
// the cm fuzz target.)
// { dg-do compile }
#include "too many errors emitted, stopping now.h" // { dg-error "file not found" }
