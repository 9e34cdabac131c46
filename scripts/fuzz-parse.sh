#!/bin/sh
# fuzz-parse.sh XLATE [N] [FILES...]
# Runs xlate over truncated and byte-mutated copies of .mlir files (plain
# and --to-llvm, which streams) and .ll files (--import-llvm, which streams
# too), and fails if any run crashes, hangs (5 s) or exits with anything
# but 0 or 1.  N mutants per file (default 20); deterministic (seeded by
# the file name).
# Default files: corpus/ and tests/lit/parse/ (.mlir), corpus/ and
# tests/lit/import/ (.ll).
set -e
xlate=$1
n=${2:-20}
[ $# -ge 2 ] && shift 2 || shift $#
root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- $(find "$root/corpus" "$root/tests/lit/parse" -maxdepth 1 -name '*.mlir' 2>/dev/null | sort) \
	$(find "$root/corpus" "$root/tests/lit/import" -maxdepth 1 -name '*.ll' 2>/dev/null | sort)
exec python3 - "$xlate" "$n" "$@" <<'PY'
import os, random, subprocess, sys, tempfile
xlate, n, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
junk = [b'', b'{', b'}', b'(', b')', b'<', b'>', b'[', b']', b'%', b'^', b'#', b'!', b'@', b'"',
        b'\\', b'-', b'x', b'?', b',', b':', b'=', b'\x00', b'\xff', b'0x', b'loc(', b'{-#',
        b'dense<', b'memref<', b'!llvm.struct<(', b'%0 = ', b'%a, %b =', b'-> (', b'99999999999999999999']
bad = 0
runs = 0
tmp = tempfile.mkdtemp()
for f in files:
    ext = '.ll' if f.endswith('.ll') else '.mlir'
    path = os.path.join(tmp, 'm' + ext)
    modes = [['--import-llvm']] if ext == '.ll' else [[], ['--to-llvm']]
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
        for mode in modes:
            runs += 1
            try:
                r = subprocess.run([xlate] + mode + [path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=5)
                ok = r.returncode in (0, 1)
                why = 'exit %d: %s' % (r.returncode, r.stderr.decode(errors='replace')[-400:])
            except subprocess.TimeoutExpired:
                ok, why = False, 'timeout'
            if not ok:
                bad += 1
                keep = os.path.join(tmp, 'bad%d%s' % (bad, ext))
                with open(keep, 'wb') as out:
                    out.write(m)
                print('FAIL %s %s (mutant of %s): %s' % (' '.join(mode), keep, f, why))
print('fuzz-parse: %d runs, %d failures' % (runs, bad))
sys.exit(1 if bad else 0)
PY
