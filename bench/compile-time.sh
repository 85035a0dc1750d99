#!/bin/sh
# compile-time.sh - how long cmc takes on each of examples/*.cpp, per stage.
#
#   bench/compile-time.sh [CMC [RUNS [FILE...]]]
#
# Compiles every example (or the FILEs) RUNS times (default 10) with
# `CMC -v -S` (default ./cmc, as in a build directory; `make bench` runs
# it there) and prints, per file, the median of the CPU time of each
# stage `-v` reports (libclang's parse, the rest of the frontend,
# cmabi, the optimiser, the backend, writing the vISA), of the
# wall-clock time of the whole process and of its CPU time (user +
# system, from /usr/bin/time when installed, 10 ms resolution), in
# milliseconds; then the same medians over every run of every file, and
# for `cmc --version` (the cost of starting cmc at all: loading libLLVM
# and libclang).  CPU times, unlike wall-clock ones, hardly grow when
# other programs load the machine.
# A benchmark, not a test: numbers depend on the machine and its load.
set -eu

cmc=${1:-./cmc}
runs=${2:-10}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$here"/../examples/*.cpp

if ! "$cmc" --version >/dev/null 2>&1; then
    echo "compile-time.sh: cannot run cmc as '$cmc'" >&2
    exit 2
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/cmc-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM

now_ns() { date +%s%N; }

# Runs cmc with the arguments; leaves its stderr in $scratch/log, its
# user + system time in $scratch/cpu (ms, "-" without /usr/bin/time) and
# sets wall_ms.
timed_cmc() {
    start=$(now_ns)
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "%U %S" -o "$scratch/time" "$cmc" "$@" \
            >/dev/null 2>"$scratch/log" || return 1
        awk '{ printf "%.0f\n", ($1 + $2) * 1000 }' "$scratch/time" >"$scratch/cpu"
    else
        "$cmc" "$@" >/dev/null 2>"$scratch/log" || return 1
        echo - >"$scratch/cpu"
    fi
    end=$(now_ns)
    wall_ms=$(awk -v ns="$((end - start))" 'BEGIN { printf "%.1f", ns / 1e6 }')
}

# One line per run: file parse lowering cmabi optimiser backend write wall cpu
for file in "$@"; do
    name=$(basename "$file" .cpp)
    i=0
    while [ "$i" -lt "$runs" ]; do
        if ! timed_cmc -v -S -o "$scratch/out.visaasm" "$file"; then
            echo "compile-time.sh: cmc failed on $file:" >&2
            cat "$scratch/log" >&2
            exit 1
        fi
        awk -v name="$name" -v wall="$wall_ms" -v cpu="$(cat "$scratch/cpu")" '
            # "cmc: STAGE: W ms (cpu C ms)[, cm.h precompiled]": keep C.
            match($0, / ms \(cpu [0-9.]+ ms\)/) {
                cpu_ms = substr($0, RSTART + 9, RLENGTH - 13)
                if ($0 ~ /libclang parse:/) { parse = cpu_ms; next }
                stage = $2; sub(/:$/, "", stage)
                if ($0 ~ /writing vISA/) stage = "write"
                time[stage] = cpu_ms
            }
            END {
                printf "%s %s %s %s %s %s %s %s %s\n", name, parse,
                    time["frontend"] - parse, time["cmabi"],
                    time["optimiser"], time["backend"], time["write"],
                    wall, cpu
            }' "$scratch/log" >>"$scratch/runs"
        i=$((i + 1))
    done
done

# Starting cmc at all: --version loads the same libraries.
i=0
while [ "$i" -lt "$runs" ]; do
    timed_cmc --version
    echo "startup - - - - - - $wall_ms $(cat "$scratch/cpu")" >>"$scratch/startup"
    i=$((i + 1))
done

# Medians per file, then over all runs.
awk -v runs="$runs" '
function median(list, count,    sorted, n, i, j, t) {
    n = split(list, sorted, " ")
    for (i = 2; i <= n; i++) {
        t = sorted[i]
        for (j = i - 1; j >= 1 && sorted[j] + 0 > t + 0; j--)
            sorted[j + 1] = sorted[j]
        sorted[j + 1] = t
    }
    return n % 2 ? sorted[(n + 1) / 2] : (sorted[n / 2] + sorted[n / 2 + 1]) / 2
}
FILENAME ~ /startup$/ {
    if ($9 != "-") startup_cpu = startup_cpu " " $9
    startup_wall = startup_wall " " $8
    next
}
{
    if (!($1 in seen)) { seen[$1] = 1; order[++files] = $1 }
    for (c = 2; c <= 9; c++) {
        if ($c == "-") continue
        column[$1, c] = column[$1, c] " " $c
        column["(all)", c] = column["(all)", c] " " $c
    }
}
END {
    printf "median of %d runs, milliseconds (stages and cpu: CPU time; wall: elapsed)\n", runs
    printf "%-16s %6s %8s %5s %9s %7s %5s %6s %5s %6s\n", "file", "parse",
        "lowering", "cmabi", "optimiser", "backend", "write", "wall",
        "cpu", "parse%"
    order[++files] = "(all)"
    for (f = 1; f <= files; f++) {
        name = order[f]
        for (c = 2; c <= 9; c++)
            m[c] = median(column[name, c])
        printf "%-16s %6.1f %8.1f %5.1f %9.1f %7.1f %5.1f %6.1f %5.0f %5.0f%%\n",
            name, m[2], m[3], m[4], m[5], m[6], m[7], m[8], m[9],
            (m[9] > 0 ? 100 * m[2] / m[9] : 0)
    }
    printf "%-16s %6s %8s %5s %9s %7s %5s %6.1f %5.0f\n", "(cmc --version)",
        "", "", "", "", "", "", median(startup_wall), median(startup_cpu)
}' "$scratch/runs" "$scratch/startup"
