#!/bin/sh
# fuzz-parse.sh XLATE [N] [FILES...]
# Runs the MLIR parser over truncated and byte-mutated copies of .mlir
# files (default: corpus/ and tests/lit/parse/) and fails if any run
# crashes, hangs (5 s) or exits with anything but 0 or 1.  N mutants per
# file (default 20); deterministic (seeded by the file name).
set -e
xlate=$1
n=${2:-20}
[ $# -ge 2 ] && shift 2 || shift $#
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- $(find "$root/corpus" "$root/tests/lit/parse" -name '*.mlir' 2>/dev/null | sort)
exec python3 - "$xlate" "$n" "$@" <<'PY'
import os, random, subprocess, sys, tempfile
xlate, n, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
junk = [b'', b'{', b'}', b'(', b')', b'<', b'>', b'[', b']', b'%', b'^', b'#', b'!', b'@', b'"',
        b'\\', b'-', b'x', b'?', b',', b':', b'=', b'\x00', b'\xff', b'0x', b'loc(', b'{-#',
        b'dense<', b'memref<', b'!llvm.struct<(', b'%0 = ', b'%a, %b =', b'-> (', b'99999999999999999999']
bad = 0
runs = 0
tmp = tempfile.mkdtemp()
path = os.path.join(tmp, 'm.mlir')
for f in files:
    data = open(f, 'rb').read()
    rnd = random.Random(os.path.basename(f))
    mutants = []
    for i in range(n):
        d = bytearray(data)
        if i % 4 == 0:
            d = d[:rnd.randrange(len(d) + 1)]
        else:
            for _ in range(rnd.randrange(1, 4)):
                p = rnd.randrange(len(d) + 1)
                k = rnd.randrange(3)
                if k == 0 and p < len(d):
                    del d[p:p + rnd.randrange(1, 8)]
                elif k == 1:
                    d[p:p] = rnd.choice(junk)
                elif p < len(d):
                    d[p] = rnd.randrange(256)
        mutants.append(bytes(d))
    for m in mutants:
        with open(path, 'wb') as out:
            out.write(m)
        runs += 1
        try:
            r = subprocess.run([xlate, path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=5)
            ok = r.returncode in (0, 1)
            why = 'exit %d: %s' % (r.returncode, r.stderr.decode(errors='replace')[-400:])
        except subprocess.TimeoutExpired:
            ok, why = False, 'timeout'
        if not ok:
            bad += 1
            keep = os.path.join(tmp, 'bad%d.mlir' % bad)
            os.rename(path, keep)
            print('FAIL %s (mutant of %s): %s' % (keep, f, why))
print('fuzz-parse: %d runs, %d failures' % (runs, bad))
sys.exit(1 if bad else 0)
PY
