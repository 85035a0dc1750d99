#!/bin/sh
# fuzz.sh - build, seed and run cmc's libFuzzer targets (doc/fuzzing.md).
#
#   fuzz.sh build SRCDIR OUT        the four targets in OUT/ (clang-19)
#   fuzz.sh seeds SRCDIR CMC OUT    corpora and dictionaries in OUT/
#   fuzz.sh run OUT LIMIT SEED [TARGET...]
#                                   each target with SEED on its corpus,
#                                   for LIMIT seconds, or, when LIMIT is
#                                   "runs", for the fixed number of inputs
#                                   below (the same run on every machine);
#                                   new inputs go to OUT/corpus-TARGET,
#                                   findings to OUT/findings-TARGET
#   fuzz.sh all SRCDIR BUILDDIR LIMIT SEED
#                                   build, seed (with BUILDDIR/cmc), run,
#                                   then finalize-corpus.sh (make fuzz)
#
# Targets: visaasm (cmrun's vISA text reader), isa (cmrun's .isa reader and
# cmc --dump-isa), cm (cmc in-process on CM source), ll (on LLVM IR).
# Everything is built with ASan and UBSan (UBSan aborts), so a sanitizer
# report is a crash.  A hang is an input over 10 s of CPU time (harness.c
# traps it); libFuzzer's -timeout, wall-clock, is only a backstop for an
# input that waits (300 s: a run at nice 19 on a busy machine gets a few
# percent of a core).  Exits non-zero when a run found something.
set -eu

CLANG=${FUZZ_CC:-clang-19}
LLVM_CONFIG=${LLVM_CONFIG:-llvm-config-19}
# FUZZ_TARGETS chooses the targets run (all four by default).
# FUZZ_NICE: the targets' niceness (19 by default: runs yield the CPU).
TARGETS=${FUZZ_TARGETS:-visaasm isa cm ll}

die() { echo "fuzz.sh: $*" >&2; exit 2; }

# LIMIT "runs": how many inputs each target executes, seeds included
# (about 20-60 s each on one core; doc/fuzzing.md).  A run of a fixed
# count with a fixed seed and its seeds in a fixed order does the same on
# every machine, so what CI finds, `make fuzz FUZZ_LIMIT=runs` finds here.
fixed_runs() {
    case $1 in
    visaasm) echo 100000 ;; isa) echo 30000 ;; cm) echo 900 ;; ll) echo 15000 ;;
    esac
}

# The sources of cmc and of cmrun, without their main.c (the targets
# bring libFuzzer's main).
cmc_sources() {
    # mlir/: the targets are C, built without MLIR (unavailable.c).
    ls "$1"/support/*.c "$1"/driver/*.c "$1"/frontend/*.c \
       "$1"/frontend/builtins/*.c "$1"/genxir/*.c "$1"/mlir/unavailable.c \
       "$1"/cmabi/*.c "$1"/optimiser/*.c \
       "$1"/backend/*.c "$1"/backend/isel/*.c "$1"/spirv/*.c | grep -v '/driver/main\.c$'
}
cmrun_sources() {
    ls "$1"/cmrun/*.c | grep -v '/cmrun/main\.c$'
}

build() {
    src=$(cd "$1" && pwd); out=$2
    command -v "$CLANG" >/dev/null ||
        die "$CLANG not found: apt-get install clang-19 libclang-rt-19-dev"
    mkdir -p "$out/objects"
    flags="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined
           -fno-sanitize-recover=undefined -I$src $($LLVM_CONFIG --cppflags)
           -DCMC_BUILD_INCLUDE_DIR=\"$src/include\"
           -DCMC_INSTALL_INCLUDE_DIR=\"$src/include\""
    # Compile each source when it changed (everything when a header did),
    # then link the targets.
    if [ -e "$out/objects/stamp" ] &&
       [ -n "$(find "$src" -name '*.h' -newer "$out/objects/stamp" | head -1)" ]; then
        rm -f "$out"/objects/*.o
    fi
    touch "$out/objects/stamp"
    objects=""
    for file in $(cmc_sources "$src"; cmrun_sources "$src") \
                "$src"/fuzz/harness.c "$src"/fuzz/pipeline.c; do
        object="$out/objects/$(echo "${file#$src/}" | tr / _ | sed 's/\.c$/.o/')"
        if [ ! -e "$object" ] || [ "$file" -nt "$object" ]; then
            # shellcheck disable=SC2086
            nice "$CLANG" $flags -c "$file" -o "$object" || exit 1
        fi
        objects="$objects $object"
    done
    objects_of() {
        for object in $objects; do
            case $object in *_main.o) ;; "$out/objects/$1"*) echo "$object" ;; esac
        done
    }
    cmrun_objects="$(objects_of cmrun_) $out/objects/support_memory.o $out/objects/support_platform.o"
    cmc_objects="$(for p in support_ driver_ frontend_ genxir_ mlir_ cmabi_ optimiser_ backend_ spirv_; do objects_of $p; done)"
    link="-fsanitize=fuzzer,address,undefined $($LLVM_CONFIG --link-shared --ldflags --libs) -lclang -Wl,-rpath,$($LLVM_CONFIG --libdir) -lm"
    # All four targets are built whichever FUZZ_TARGETS runs: they are
    # linked below, and a build that leaves one out must not break.
    for target in visaasm isa cm ll; do
        # shellcheck disable=SC2086
        nice "$CLANG" $flags -c "$src/fuzz/$target.c" -o "$out/objects/fuzz_$target.o"
    done
    # shellcheck disable=SC2086
    {
        nice "$CLANG" -o "$out/fuzz-visaasm" "$out/objects/fuzz_visaasm.o" \
            "$out/objects/fuzz_harness.o" $cmrun_objects $link
        nice "$CLANG" -o "$out/fuzz-isa" "$out/objects/fuzz_isa.o" \
            "$out/objects/fuzz_harness.o" \
            $(objects_of cmrun_) $cmc_objects $link
        for target in cm ll; do
            nice "$CLANG" -o "$out/fuzz-$target" "$out/objects/fuzz_$target.o" \
                "$out/objects/fuzz_harness.o" "$out/objects/fuzz_pipeline.o" \
                $cmc_objects $link
        done
    }
    echo "fuzz.sh: built $out/fuzz-visaasm $out/fuzz-isa $out/fuzz-cm $out/fuzz-ll"
}

seeds() {
    src=$(cd "$1" && pwd); cmc=$2; out=$3
    [ -x "$cmc" ] || die "no cmc at $cmc (build it first)"
    sh "$src/fuzz/seeds.sh" "$src" "$cmc" "$out"
}

# The report of a finding, for logs that are all one sees of a CI run:
# the input in base64, then the sanitizer's or libFuzzer's message, and a
# few lines of it kept in OUT/findings.txt, which `all` prints last (a CI
# log may show only its last lines).
show_finding() {
    target=$1; log=$2; dir=$3; out=$4
    for finding in "$dir"/*; do
        [ -f "$finding" ] || continue
        echo "fuzz.sh: $target: input $finding ($(wc -c < "$finding") bytes), base64:"
        head -c 8192 "$finding" | base64 | sed "s/^/fuzz.sh: $target: > /"
    done
    sed -n '/^==[0-9]*==ERROR\|runtime error\|^==[0-9]*== ERROR\|ERROR: libFuzzer/,+40p' "$log" |
        head -60 | sed "s/^/fuzz.sh: $target: | /"
    {
        grep -m1 '^==[0-9]*==ERROR\|runtime error\|^==[0-9]*== ERROR\|ERROR: libFuzzer' "$log"
        grep -m12 '^ *#[0-9]* 0x[0-9a-f]* in ' "$log"
        grep -m1 '^SUMMARY:' "$log"
    } | sed "s/^/fuzz.sh: $target FOUND: /" >> "$out/findings.txt"
}

run() {
    out=$1; limit=$2; seed=$3; shift 3
    [ $# -gt 0 ] || set -- $TARGETS
    found=0
    rm -f "$out/findings.txt"
    for target in "$@"; do
        mkdir -p "$out/corpus-$target" "$out/findings-$target"
        dict=""
        [ -s "$out/$target.dict" ] && dict="-dict=$out/$target.dict"
        if [ "$limit" = runs ]; then
            # A fresh corpus directory and the seeds as a sorted list:
            # libFuzzer would otherwise take them in the directory's
            # order, which differs between file systems.
            # -reload=0: no rereading of the corpus every second.
            budget="-runs=$(fixed_runs "$target") -reload=0"
            rm -rf "$out/corpus-$target"; mkdir "$out/corpus-$target"
            ls "$out/seed-$target" | LC_ALL=C sort |
                sed "s|^|$out/seed-$target/|" | paste -s -d, - > "$out/seed-list-$target"
            inputs="-seed_inputs=@$out/seed-list-$target $out/corpus-$target"
        else
            budget="-max_total_time=$limit"
            inputs="$out/corpus-$target $out/seed-$target"
        fi
        # -close_fd_mask=3: the targets' own messages (errors for bad
        # input, --dump-isa listings) are expected; sanitizer reports
        # still reach the log.
        # A fixed run repeats only if the target's coverage does: LLVM
        # hashes pointers, so address-space randomisation changes the paths
        # an input takes, and with them the corpus (two runs of ll, seed 1,
        # kept 193 and 214 inputs; without randomisation, 193 both times).
        fixed=""
        if [ "$limit" = runs ] && setarch "$(uname -m)" -R true 2>/dev/null; then
            fixed="setarch $(uname -m) -R"
        fi
        # shellcheck disable=SC2086
        if ! $fixed nice -n "${FUZZ_NICE:-19}" "$out/fuzz-$target" -seed="$seed" $budget \
                -timeout=300 -rss_limit_mb=4096 \
                -max_len=65536 -close_fd_mask=3 -print_final_stats=1 \
                -artifact_prefix="$out/findings-$target/" $dict $inputs \
                > "$out/log-$target.txt" 2>&1; then
            found=1
            echo "fuzz.sh: $target FOUND something: $out/log-$target.txt, $out/findings-$target/"
            show_finding "$target" "$out/log-$target.txt" "$out/findings-$target" "$out"
        fi
        grep -h '^stat::number_of_executed_units\|^stat::average_exec_per_sec\|^stat::new_units_added' \
            "$out/log-$target.txt" | sed "s/^/fuzz.sh: $target: /"
    done
    return $found
}

command=${1:-}
[ $# -gt 0 ] && shift
case $command in
build) [ $# -eq 2 ] || die "usage: fuzz.sh build SRCDIR OUT"; build "$@" ;;
seeds) [ $# -eq 3 ] || die "usage: fuzz.sh seeds SRCDIR CMC OUT"; seeds "$@" ;;
run) [ $# -ge 3 ] || die "usage: fuzz.sh run OUT LIMIT SEED [TARGET...]"; run "$@" ;;
all)
    [ $# -eq 4 ] || die "usage: fuzz.sh all SRCDIR BUILDDIR LIMIT SEED"
    out=$2/fuzz.out
    build "$1" "$out"
    seeds "$1" "$2/cmc" "$out"
    status=0
    run "$out" "$3" "$4" || status=1
    # FUZZ_FINALIZE_ADVISORY=1: a finalizer rejection of the kept corpus is
    # reported, not fatal (for runs that look for something else; CI's run
    # does not set it).
    if ! sh "$1/fuzz/finalize-corpus.sh" "$2/cmc" "$out/corpus-cm" 300; then
        if [ "${FUZZ_FINALIZE_ADVISORY:-0}" = 1 ]; then
            echo "fuzz.sh: the finalize check failed (advisory in this run)"
        else
            status=1
        fi
    fi
    [ -s "$out/findings.txt" ] && cat "$out/findings.txt"
    exit $status ;;
*) die "usage: fuzz.sh build|seeds|run|all ..." ;;
esac
