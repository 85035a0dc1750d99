#!/usr/bin/env python3
"""indirect-pressure.py - measures which kernels with objects accessed at
variable indices GenX_IR register-allocates, against cmc's check.

Takes two cmc binaries: OLD, built without the check of
backend/indirect_pressure.c (its vISA is what GenX_IR judges), and NEW,
the cmc to compare; GenX_IR on the PATH.  Writes kernels of one shape
(below), compiles each with both, finalizes OLD's vISA for TGLLP and DG2
(GenX_IR -platform P -output, as the testsuite's finalize-visa does) and
prints one line per kernel: GenX_IR's verdict per platform (ok, with the
spill size it reports, or FAIL: "128 GRF registers are NOT enough") and
NEW's (accept or REJECT).  A line with FAIL and accept is a kernel cmc
passes that GenX_IR refuses: the check is unsound for it.

  indirect-pressure.py OLD NEW [-O0|-O2] SHAPE SIZE...   one kernel
  indirect-pressure.py OLD NEW --random SEED COUNT       random ones

Each SIZE is an object, a vector<int, SIZE> (a multiple of 8).  Shapes:
  rtogether  all read, one expression reads each at a variable index
             into a register, all written back
  wtogether  all read, each written at a variable index, all written back
             interleaved (all live across the indexed writes)
  rvec8      like rtogether, reading 8 elements at a variable offset
  rvec16     ... 16 elements
  wvec       each written 8 elements at a variable offset from a vector
  seq        each read, written at a variable index and written back in
             turn (never live together)
Environment: EXTRA=N adds a vector<int, N> live across everything;
NOUNROLL=1 drops #pragma unroll (loops stay loops: more indirect
accesses).  Used for doc/fuzzing.md, "Objects accessed at variable
indices".  Kernels and GenX_IR's files go to a temporary directory."""
import os
import random
import subprocess
import sys
import tempfile


def read_loop(name, count, base, write):
    call = "write" if write else "read"
    return (f"#pragma unroll\n    for (int i = 0; i < {count}; i += 8)\n"
            f"        {call}(s, {base} + i * 4, {name}.select<8, 1>(i));")


def kernel(shape, sizes, extra, unroll):
    names = [chr(ord("a") + i) for i in range(len(sizes))]
    bases = [sum(sizes[:i]) * 4 for i in range(len(sizes))]
    params = ", ".join(["SurfaceIndex s"] +
                       [f"int j{i}" for i in range(len(sizes))])
    out = [f'extern "C" _GENX_MAIN_ void kern({params})\n{{']
    out += [f"    vector<int, {n}> {name};" for n, name in zip(sizes, names)]
    if extra:
        out.append(f"    vector<int, {extra}> x;")
        out.append("    " + read_loop("x", extra, 65536, False))
    reads = ["    " + read_loop(names[i], sizes[i], bases[i], False)
             for i in range(len(sizes))]
    writes = ["    " + read_loop(names[i], sizes[i], bases[i], True)
              for i in range(len(sizes))]
    interleaved = [f"#pragma unroll\n    for (int i = 0; i < {max(sizes)}; "
                   "i += 8) {"]
    interleaved += [f"        if (i < {sizes[i]}) write(s, {bases[i]} + "
                    f"i * 4, {names[i]}.select<8, 1>(i));"
                    for i in range(len(sizes))]
    interleaved.append("    }")
    if shape == "rtogether":
        out += reads + ["    vector<int, 8> t = 0;",
                        "    t(0) = " + " + ".join(
                            f"{n}(j{i})" for i, n in enumerate(names)) + ";",
                        "    write(s, 0, t);"] + writes
    elif shape in ("rvec8", "rvec16"):
        width = int(shape[4:])
        out += reads + [f"    vector<int, {width}> t = " + " + ".join(
            f"{n}.select<{width}, 1>(j{i})" for i, n in enumerate(names)) +
            ";", "    write(s, 0, t);"] + writes
    elif shape == "wtogether":
        out += reads + [f"    {n}(j{i}) = {i + 7};"
                        for i, n in enumerate(names)] + interleaved
    elif shape == "wvec":
        out += reads + ["    vector<int, 8> v; read(s, 128, v);"]
        out += [f"    {n}.select<8, 1>(j{i}) = v;"
                for i, n in enumerate(names)] + interleaved
    elif shape == "seq":
        for i, n in enumerate(names):
            out += [reads[i], f"    {n}(j{i}) = {i + 7};", writes[i]]
    else:
        sys.exit(f"indirect-pressure.py: unknown shape '{shape}'")
    if extra:
        out.append(f"#pragma unroll\n    for (int i = 0; i < {extra}; "
                   "i += 8)\n        write(s, 65536 + i * 4, "
                   "x.select<8, 1>(i) + 1);")
    out.append("}")
    text = "\n".join(out) + "\n"
    return text if unroll else text.replace("#pragma unroll\n", "")


def finalize(directory, platform):
    result = subprocess.run(["GenX_IR", "k.visaasm", "-platform", platform,
                             "-output"], cwd=directory, capture_output=True,
                            text=True)
    asm = os.path.join(directory, "k.asm")
    if "NOT enough" in result.stdout + result.stderr or \
            not os.path.exists(asm):
        return f"{platform}=FAIL"
    with open(asm) as f:
        spill = [line.split()[-1] for line in f if "spill size" in line]
    os.remove(asm)
    return f"{platform}=ok" + (f"(spill {spill[0]})" if spill else "")


def measure(old, new, opt, shape, sizes):
    extra = int(os.environ.get("EXTRA", "0"))
    unroll = not os.environ.get("NOUNROLL")
    with tempfile.TemporaryDirectory() as directory:
        source = os.path.join(directory, "k.cpp")
        with open(source, "w") as f:
            f.write(kernel(shape, sizes, extra, unroll))
        output = os.path.join(directory, "k.visaasm")
        verdicts = []
        if subprocess.run([old, "-S", opt, source, "-o", output],
                          capture_output=True).returncode != 0:
            verdicts.append("OLD cmc rejects")
        else:
            verdicts += [finalize(directory, p) for p in ("TGLLP", "DG2")]
        status = subprocess.run([new, "-S", opt, source, "-o", output],
                                capture_output=True).returncode
        verdicts.append("cmc: " + ("accept" if status == 0 else "REJECT"))
    tag = (f"EXTRA={extra} " if extra else "") + \
          ("" if unroll else "NOUNROLL ")
    print(f"{tag}{opt} {shape} {' '.join(map(str, sizes))}: " +
          " ".join(verdicts), flush=True)


def random_sizes(rng, count):
    total = rng.randrange(100, 135) * 8   # near 125 GRFs of ints
    if count == 1:
        return [total]
    cuts = sorted(rng.sample(range(1, total // 8), count - 1))
    return [(b - a) * 8 for a, b in zip([0] + cuts, cuts + [total // 8])]


def main(argv):
    if len(argv) < 5:
        sys.exit(__doc__)
    old, new = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    if argv[3] == "--random":
        rng = random.Random(int(argv[4]))
        for _ in range(int(argv[5])):
            shape = rng.choice(["rtogether", "wtogether", "rvec8", "rvec16",
                                "wvec", "seq"])
            sizes = random_sizes(rng, rng.choice([1, 2, 2, 3, 4]))
            if max(sizes) > 1000 or (shape == "rvec16" and min(sizes) < 16):
                continue
            os.environ.pop("EXTRA", None)
            os.environ.pop("NOUNROLL", None)
            if rng.random() < 0.3:
                os.environ["NOUNROLL"] = "1"
            if rng.random() < 0.3:
                os.environ["EXTRA"] = str(rng.choice([64, 256]))
            measure(old, new, rng.choice(["-O0", "-O2"]), shape, sizes)
        return
    measure(old, new, argv[3], argv[4], [int(n) for n in argv[5:]])


if __name__ == "__main__":
    main(sys.argv)
