#!/usr/bin/env bash
# quickstart.sh - from a fresh clone to a GPU kernel, on Debian 12:
#   1. installs the Debian packages cmc needs, if any are missing;
#   2. builds cmc in this directory (autoreconf, configure, make);
#   3. compiles examples/vadd.cpp to vISA and finalizes it for TGLLP with
#      Intel's GenX_IR, showing the Gen assembly it produced.
# Then `make check` runs the tests.
set -euo pipefail
cd "$(dirname "$0")"

packages=(build-essential autoconf automake dejagnu
          llvm-19-dev libclang-19-dev libmlir-19-dev libigc-tools
          intel-vc-intrinsics-dev)

# ---- 1. Packages ----------------------------------------------------------

missing=()
if command -v dpkg-query >/dev/null; then
    for package in "${packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
                grep -q 'install ok installed'; then
            missing+=("$package")
        fi
    done
else
    echo "quickstart: not a Debian system; make sure these are installed:" \
         "${packages[*]}" >&2
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "quickstart: installing ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then
        sudo=()
    elif command -v sudo >/dev/null; then
        sudo=(sudo)
    else
        echo "quickstart: please install the missing packages as root:" >&2
        echo "  apt-get install ${missing[*]}" >&2
        exit 1
    fi
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y \
        "${missing[@]}"
fi

# ---- 2. Build ---------------------------------------------------------------

autoreconf -fi
if [ ! -f config.status ]; then
    ./configure
fi
make -j"$(nproc 2>/dev/null || echo 2)"

# ---- 3. Compile and finalize the example -------------------------------------

out=quickstart.out
rm -rf "$out"
mkdir "$out"
echo
echo "\$ ./cmc -S examples/vadd.cpp -o $out/vadd.visaasm"
./cmc -S examples/vadd.cpp -o "$out/vadd.visaasm"

# GenX_IR writes its outputs into the working directory.  Its exit status
# is not reliable: success is vadd.asm written and no errors reported.
echo "\$ cd $out && GenX_IR vadd.visaasm -platform TGLLP -output"
log=$(cd "$out" && GenX_IR vadd.visaasm -platform TGLLP -output 2>&1) || true
if [ ! -f "$out/vadd.asm" ] || ls "$out"/*.errors.txt >/dev/null 2>&1 ||
        grep -qE 'near line|out of bounds' <<<"$log"; then
    echo "$log"
    echo "quickstart: GenX_IR did not accept cmc's output (see $out/)" >&2
    exit 1
fi

echo
grep -m1 '^//.instCount' "$out/vadd.asm"
echo "First lines of the TGLLP machine code ($out/vadd.asm):"
grep -v -e '^//' -e '^[[:space:]]*$' "$out/vadd.asm" | head -n 12
echo
echo "quickstart: done.  Run the tests with: make check"
