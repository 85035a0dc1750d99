#!/bin/sh
# seeds.sh SRCDIR CMC OUT - seed corpora and dictionaries for cmc's fuzz
# targets, generated from the testsuite and examples (nothing is checked
# in, so they follow the tests):
#
#   OUT/seed-cm       every testsuite and example CM source
#   OUT/seed-ll       their GenX LLVM IR (cmc -S -emit-llvm) and
#                     testsuite/cmc.backend/*.ll
#   OUT/seed-visaasm  their vISA text (cmc -S, TGLLP, or DG2 when the
#                     source needs it) and cmrun's unit tests
#   OUT/seed-isa      their vISA binaries
#   OUT/cm.dict       C++ and CM keywords and every identifier cm.h's
#                     headers declare (builtins, types, macros)
#   OUT/visaasm.dict  the corpus's mnemonics, directives, attributes and
#                     operand spellings
#   OUT/ll.dict       the corpus's llvm.genx intrinsics and IR keywords
set -eu
src=$1; cmc=$2; out=$3
mkdir -p "$out"
for kind in cm ll visaasm isa; do
    rm -rf "$out/seed-$kind"
    mkdir -p "$out/seed-$kind"
done
work=$(mktemp -d "${TMPDIR:-/tmp}/cmc-seeds.XXXXXX")
trap 'rm -rf "$work"' EXIT

n=0
for file in "$src"/testsuite/cmc.dg/*.cpp "$src"/testsuite/cmc.run/*.cpp \
            "$src"/testsuite/cmc.cmrun/*.cpp "$src"/examples/*.cpp; do
    n=$((n + 1))
    name=$(basename "$file" .cpp)-$n
    cp "$file" "$out/seed-cm/$name.cpp"
    dir=$(dirname "$file")
    for march in TGLLP DG2; do
        if "$cmc" -march=$march -I "$dir" -S "$file" -o "$work/$name.visaasm" \
               2>/dev/null; then
            mv "$work/$name.visaasm" "$out/seed-visaasm/$name.visaasm"
            "$cmc" -march=$march -I "$dir" "$file" -o "$out/seed-isa/$name.isa" \
                2>/dev/null || true
            "$cmc" -march=$march -I "$dir" -S -emit-llvm "$file" \
                -o "$out/seed-ll/$name.ll" 2>/dev/null || true
            break
        fi
    done
done
cp "$src"/testsuite/cmc.cmrun/*.visaasm "$out/seed-visaasm/"
cp "$src"/testsuite/cmc.backend/*.ll "$out/seed-ll/"

# Dictionaries: libFuzzer's format, one "token" a line.
quote() { sed 's/\\/\\\\/g; s/"/\\"/g; s/.*/"&"/'; }
{
    printf '%s\n' _GENX_MAIN_ _GENX_ SurfaceIndex SamplerIndex vector matrix \
        vector_ref matrix_ref template typename extern '"C"' static const \
        inline for while do if else switch case break continue return \
        unsigned int short char long float double half bool void struct \
        '#pragma unroll' '#include' '#define' sizeof auto
    cat "$src"/include/cm/*.h | grep -o '[A-Za-z_][A-Za-z_0-9]*' |
        sort | uniq -c | sort -rn | awk '$1 >= 2 && length($2) >= 3 { print $2 }' |
        head -1500
    printf '%s\n' '<' '>' '(' ')' '{' '}' ';' ',' '.select<' '.format<' \
        '.replicate<' '.merge(' '.iselect(' '.row(' '.column(' '2147483647' \
        '-2147483648' '65536' '4294967295' '1024' '0x7fffffff'
} | awk '!seen[$0]++' | quote > "$out/cm.dict"
{
    cat "$out"/seed-visaasm/*.visaasm |
        sed -n 's/^    \(([^)]*) \)\{0,1\}\([a-z_][a-z0-9_.]*\).*/\2/p' |
        sort -u
    cat "$out"/seed-visaasm/*.visaasm | grep -o '^\.[a-z_A-Z]*' | sort -u
    cat "$out"/seed-visaasm/*.visaasm | grep -o '[a-z_A-Z]*=' | sort -u
    cat "$out"/seed-visaasm/*.visaasm | grep -o ':[a-z0-9]*\b' | sort -u
    cat "$out"/seed-visaasm/*.visaasm | grep -o '<[0-9;,]*>' | sort -u
    printf '%s\n' '(M1, 8)' '(M1_NM, 16)' '(M5, 8)' 'V32(0,0)' '%null' \
        'alias=<' 'r[A0(0),0]' '&V32[0]' 'bti(' 'flat[' ']:a32' ':d32x8t' \
        '4294967295' '2147483648' '65536' '-1' '0x'
} | awk 'length($0) > 0 && !seen[$0]++' | quote > "$out/visaasm.dict"
{
    cat "$out"/seed-ll/*.ll | grep -o '@llvm\.genx\.[a-z0-9_.]*' | sort -u
    printf '%s\n' define declare 'call ' '!genx.kernels' '!{' 'i32' 'i64' \
        '<8 x i32>' '<16 x float>' 'addrspace(1)' 'getelementptr' 'insertelement' \
        'extractelement' 'shufflevector' 'bitcast' 'ret void' 'br label' \
        'phi ' 'alloca' 'load ' 'store '
} | awk '!seen[$0]++' | quote > "$out/ll.dict"
# The .isa target has no useful tokens beyond its seeds (binary fields).

for kind in cm ll visaasm isa; do
    echo "seeds.sh: $(ls "$out/seed-$kind" | wc -l) seeds in $out/seed-$kind"
done
