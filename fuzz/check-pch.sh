#!/bin/sh
# check-pch.sh OUT - the cm target's speed-up (cm.h precompiled once, see
# fuzz/pipeline.c) changes nothing: for every seed in OUT/seed-cm, the
# fuzz-cm target with and without the PCH (FUZZ_NO_PCH=1) gives the same
# exit status, the same diagnostics and the same vISA.  Prints the first
# differences; exits 1 when there are any.
set -u
out=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/cmc-pch.XXXXXX")
trap 'rm -rf "$work"' EXIT
same=0; different=0
for seed in "$out"/seed-cm/*; do
    for mode in pch plain; do
        rm -f "$work/$mode.visaasm"
        if [ $mode = plain ]; then export FUZZ_NO_PCH=1; else unset FUZZ_NO_PCH; fi
        FUZZ_OUTPUT="$work/$mode.visaasm" "$out/fuzz-cm" "$seed" 2>&1 |
            grep -v '^INFO:\|^Running\|^Executed\|^\*\*\*\|^$\|fuzz-cm: Running' |
            sed 's|[^ ]*/cmc-fuzz\.[A-Za-z0-9]*/|SCRATCH/|g' > "$work/$mode.log"
        [ -f "$work/$mode.visaasm" ] || echo none > "$work/$mode.visaasm"
    done
    if cmp -s "$work/pch.log" "$work/plain.log" &&
       cmp -s "$work/pch.visaasm" "$work/plain.visaasm"; then
        same=$((same + 1))
    else
        different=$((different + 1))
        echo "check-pch.sh: $seed differs with the PCH:"
        diff "$work/plain.log" "$work/pch.log" | head -5
        diff "$work/plain.visaasm" "$work/pch.visaasm" | head -5
    fi
done
echo "check-pch.sh: $same seeds the same, $different different"
[ "$different" -eq 0 ]
