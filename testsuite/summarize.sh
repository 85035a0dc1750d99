#!/bin/sh
# summarize.sh - print one line "N passed, N failed[, N skipped]" for a
# DejaGnu summary file (cmc.sum) and fail when anything failed.
#
#   passed:  PASS, XFAIL (failed as expected)
#   failed:  FAIL, XPASS, KFAIL, KPASS, UNRESOLVED, ERROR
#   skipped: UNSUPPORTED (e.g. GenX_IR not installed), UNTESTED
#
# A summary with no result at all counts as a failure: the suite did not run.
sum=${1:-cmc.sum}
if [ ! -f "$sum" ]; then
    echo "0 passed, 1 failed"
    echo "summarize.sh: $sum not found: the testsuite did not run" >&2
    exit 1
fi
awk '
/^(PASS|XFAIL):/                                   { passed++ }
/^(FAIL|XPASS|KFAIL|KPASS|UNRESOLVED|ERROR):/      { failed++ }
/^(UNSUPPORTED|UNTESTED):/                         { skipped++ }
END {
    if (passed + failed == 0) failed = 1
    line = sprintf("%d passed, %d failed", passed, failed)
    if (skipped) line = line sprintf(", %d skipped", skipped)
    print line
    exit failed != 0
}' "$sum"
