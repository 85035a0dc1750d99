#!/bin/sh
# codegen-vs-vc.sh - cmc's Gen code against Intel's VC backend, same kernels.
#
#   bench/codegen-vs-vc.sh [CMC]
#
# Runs the team's shared comparison harness (vc-peer: cmc's -emit-llvm IR
# compiled by IGC's VectorCompiler, both sides finalized by the same
# GenX_IR; found in $VC_PEER, default ../shared/tools/vc-peer beside the
# source tree) over examples/*.cpp and the kernels bench/codegen-kernels.txt
# lists, on TGLLP and DG2 (or $PLATFORMS), and prints its table (Gen
# instructions of cmc and of VC, their ratio), its geometric means, and
# the geometric mean over the SIMD control flow kernels alone.
# Exits 0 with a note when the harness or its packages (intel-opencl-icd,
# llvm-spirv-14, libllvmspirvlib14, llvm-14-dev, libigc-tools) are
# missing: a benchmark, not a test.  Work files go to $PEER_OUT (default
# a fresh temporary directory).
set -eu

cmc=${1:-./cmc}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/.." && pwd)
peer=${VC_PEER:-$top/../shared/tools/vc-peer}
PLATFORMS=${PLATFORMS:-"TGLLP DG2"}
export PLATFORMS

missing=""
[ -x "$peer/run_peer.sh" ] || [ -f "$peer/run_peer.sh" ] || missing="$missing vc-peer($peer)"
for tool in GenX_IR ocloc llvm-as-14 llvm-spirv-14 llvm-config-14 python3 g++; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    echo "codegen-vs-vc.sh: skipped, missing:$missing"
    exit 0
fi
if ! "$cmc" --version >/dev/null 2>&1; then
    echo "codegen-vs-vc.sh: cannot run cmc as '$cmc'" >&2
    exit 2
fi

out=${PEER_OUT:-}
if [ -z "$out" ]; then
    out=$(mktemp -d "${TMPDIR:-/tmp}/bench-codegen.XXXXXX")
fi
mkdir -p "$out"
export PEER_OUT="$out"

simdcf=""
set -- "$top"/examples/*.cpp
while read -r first second; do
    case $first in
    ''|'#'*) continue ;;
    simdcf) set -- "$@" "$top/$second"; simdcf="$simdcf $(basename "$second" .cpp)" ;;
    *) set -- "$@" "$top/$first" ;;
    esac
done < "$here/codegen-kernels.txt"

# VC's side is fed cmc's -emit-llvm IR.  That IR is unfused
# (-ffp-contract=off): VC fuses float multiply-adds itself, as it does
# with Intel's frontend's IR, and the harness's llvm-spirv-14 cannot
# translate llvm.fma of vectors.  cmc's own side compiles as given.
cmc_path=$(command -v "$cmc")
case $cmc_path in /*) ;; *) cmc_path=$PWD/$cmc_path ;; esac
shim="$out/cmc-for-peer"
cat > "$shim" <<SHIM
#!/bin/sh
case " \$* " in
*" -emit-llvm "*) exec "$cmc_path" -ffp-contract=off "\$@" ;;
esac
exec "$cmc_path" "\$@"
SHIM
chmod +x "$shim"

bash "$peer/run_peer.sh" "$shim" "$@"

# Geometric mean of cmc/VC over the SIMD control flow kernels.
for P in $PLATFORMS; do
    awk -F'|' -v p="$P" -v list="$simdcf" '
        BEGIN { n = split(list, names, " "); for (i = 1; i <= n; i++) want[names[i]] = 1 }
        { split($2, k, ":"); stem = k[1]; gsub(/ /, "", stem) }
        $3 ~ " "p" " && $6 ~ /[0-9]/ && (stem in want) { s += log($6 + 0); c++ }
        END { if (c) printf "GEOMEAN %s cmc/VC over %d SIMD control flow kernels: %.3f\n", p, c, exp(s / c) }' \
        "$out/table.md"
done
