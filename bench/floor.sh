#!/bin/sh
# floor.sh - cmc's whole job against the bare libclang parse of the same
# file (issue 20's floor), and several inputs in one run against separate
# runs.
#
#   bench/floor.sh [CMC [PARSE-ONLY [RUNS [FILE...]]]]
#
# For every example (or FILE), the CPU time (user + system, the mean of
# RUNS runs, default 10) of `CMC -S FILE`, of `PARSE-ONLY FILE ARGS`
# (bench/parse-only.c: one libclang parse with ARGS, the libclang command
# line `CMC -v -fno-precompiled-cm-h` prints, that is cm.h parsed) and
# their ratio (the target is at most 0.95); then `CMC -S` on all the files
# in one run against the sum of the separate runs (the target is at most
# 0.5).  Times come from /usr/bin/time over a loop of RUNS runs, so its
# 10 ms resolution becomes 10/RUNS ms.  A benchmark, not a test.
set -eu

cmc=${1:-./cmc}
parse=${2:-./bench/parse-only}
runs=${3:-10}
for _ in 1 2 3; do [ $# -gt 0 ] && shift; done
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$here"/../examples/*.cpp

case $cmc in /*) ;; *) cmc=$(pwd)/$cmc ;; esac
case $parse in /*) ;; *) parse=$(pwd)/$parse ;; esac
if [ ! -x /usr/bin/time ]; then
    echo "floor.sh: needs /usr/bin/time (apt-get install time)" >&2
    exit 2
fi
if ! "$cmc" --version >/dev/null 2>&1 || [ ! -x "$parse" ]; then
    echo "floor.sh: cannot run '$cmc' and '$parse'" >&2
    exit 2
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/cmc-floor.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
cd "$scratch"

# The mean CPU time, in ms, of running the command RUNS times.
cpu_per_run() {
    /usr/bin/time -f "%U %S" -o "$scratch/time" sh -c '
        n=$1; shift; i=0
        while [ "$i" -lt "$n" ]; do
            "$@" >/dev/null 2>&1 || exit 1
            i=$((i + 1))
        done' sh "$runs" "$@" || {
        echo "floor.sh: failed: $*" >&2
        exit 1
    }
    awk -v n="$runs" '{ printf "%.1f\n", ($1 + $2) * 1000 / n }' "$scratch/time"
}

echo "CPU ms per compilation, mean of $runs runs (cmc -S against a plain libclang parse)"
printf '%-18s %8s %8s %7s\n' file cmc parse ratio
separate=0
worst=0
for file in "$@"; do
    # shellcheck disable=SC2046
    arguments=$("$cmc" -v -fno-precompiled-cm-h -fsyntax-only "$file" 2>&1 |
        sed -n 's/^cmc: frontend: libclang arguments: //p' | head -1)
    cmc_ms=$(cpu_per_run "$cmc" -S -o out.visaasm "$file")
    # shellcheck disable=SC2086
    parse_ms=$(cpu_per_run "$parse" "$file" $arguments)
    ratio=$(awk -v a="$cmc_ms" -v b="$parse_ms" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    printf '%-18s %8s %8s %6sx\n' "$(basename "$file" .cpp)" "$cmc_ms" "$parse_ms" "$ratio"
    separate=$(awk -v s="$separate" -v a="$cmc_ms" 'BEGIN { printf "%.1f", s + a }')
    worst=$(awk -v w="$worst" -v r="$ratio" 'BEGIN { print (r > w ? r : w) }')
done
together=$(cpu_per_run "$cmc" -S "$@")
echo "worst ratio: ${worst}x (target <= 0.95x)"
echo "all $# files: one run $together ms, separate runs $separate ms:" \
     "$(awk -v a="$together" -v b="$separate" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')x (target <= 0.5x)"
