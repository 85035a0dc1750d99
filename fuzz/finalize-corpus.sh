#!/bin/sh
# finalize-corpus.sh CMC DIR [MAX] - every CM source in DIR (a fuzz corpus:
# files of any name) that cmc compiles must also finalize: GenX_IR accepts
# the .visaasm (as the testsuite's finalize-visa judges it), for the
# platform the cm target compiled it for (TGLLP for even sizes, DG2 for
# odd, as fuzz/pipeline.c does).  At most MAX files (default 2000), the
# smallest first.  Prints one line per rejection and a summary; exits 1
# when GenX_IR rejected anything, 0 (with a note) without GenX_IR.
set -eu
cmc=$(cd "$(dirname "$1")" && pwd)/$(basename "$1"); dir=$2; max=${3:-2000}
genx_ir=${GENX_IR:-$(command -v GenX_IR || true)}
if [ -z "$genx_ir" ]; then
    echo "finalize-corpus.sh: GenX_IR not installed: not checked"
    exit 0
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/cmc-finalize.XXXXXX")
trap 'rm -rf "$work"' EXIT
compiled=0; finalized=0; rejected=0; total=0
for file in $(ls -S -r "$dir" | head -n "$max"); do
    path=$dir/$file
    [ -f "$path" ] || continue
    total=$((total + 1))
    size=$(wc -c < "$path")
    march=TGLLP
    [ $((size % 2)) -eq 1 ] && march=DG2
    cp "$path" "$work/k.cpp"
    rm -f "$work"/k.visaasm "$work"/k.asm "$work"/*.errors.txt
    (cd "$work" && timeout 30 "$cmc" -march=$march -S k.cpp -o k.visaasm) \
        >/dev/null 2>&1 || continue
    [ -f "$work/k.visaasm" ] || continue  # no kernel: nothing to finalize
    compiled=$((compiled + 1))
    # The testsuite's rule (testsuite/lib/cmc.exp, cmc_finalize): GenX_IR's
    # exit status is not reliable; good is k.asm written, no *.errors.txt,
    # no syntax error ("near line"), no out-of-bounds region.
    status=0
    (cd "$work" && timeout 60 "$genx_ir" k.visaasm -platform $march -output \
        > genx.log 2>&1) || status=$?
    if [ $status -lt 124 ] && [ -f "$work/k.asm" ] &&
       ! ls "$work"/*.errors.txt >/dev/null 2>&1 &&
       ! grep -q 'near line\|out of bounds' "$work/genx.log"; then
        finalized=$((finalized + 1))
    else
        rejected=$((rejected + 1))
        echo "finalize-corpus.sh: GenX_IR -platform $march rejects the vISA of $path:"
        head -5 "$work/genx.log" | sed 's/^/    /'
    fi
    rm -f "$work"/*.asm "$work"/*.isa "$work"/*.errors.txt
done
echo "finalize-corpus.sh: $total inputs, $compiled compiled, $finalized finalized, $rejected rejected by GenX_IR"
[ "$rejected" -eq 0 ]
