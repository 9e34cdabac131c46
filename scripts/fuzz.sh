#!/bin/sh
# fuzz.sh run|smoke DIR SECONDS TARGET...
# Runs the libFuzzer targets built in DIR (DIR/fuzz-TARGET, see make fuzz)
# niced, each in turn for SECONDS, with a dictionary of the grammars'
# keywords and seeds from tests/ and corpus/ (plus the directories in
# FUZZ_SEEDS, e.g. ../shared/conformance/cases).  New inputs go to
# DIR/corpus/TARGET, crashes to DIR/artifacts/.  Limits: 1 s a run,
# 2 GB, leaks reported (FUZZ_TIMEOUT=N raises the time limit, for a
# machine too busy to time a run fairly).  smoke first runs the regression
# corpus tests/fuzz/regress/TARGET/ (every file once), then fuzzes like run
# but repeatably: seed 1, FUZZ_SMOKE_RUNS runs (10000) from the seeds alone
# (the files git tracks, when in a git tree), no corpus reloading, address
# randomization off (setarch -R, where allowed: pointer-keyed hash tables
# probe by address, and coverage counts the probes), SECONDS only a cap:
# the same binary tries the same inputs on every run.  A run may take 10 s
# there (FUZZ_TIMEOUT), so a busy machine does not fail it.  Fails on the
# first finding, naming the input.
set -e
what=$1 dir=$2 secs=$3
shift 3
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir/artifacts" "$dir/seed" "$dir/corpus"
python3 - "$root" "$dir" $FUZZ_SEEDS <<'PY'
import hashlib, os, re, subprocess, sys
root, out, extra = sys.argv[1], sys.argv[2], sys.argv[3:]
def words(globs):
    seen = set()
    for g in globs:
        d, pat = os.path.split(g)
        for f in sorted(os.listdir(os.path.join(root, d))):
            if re.fullmatch(pat, f):
                for w in re.findall(r'"([A-Za-z_][A-Za-z0-9_.]{1,40})"', open(os.path.join(root, d, f), errors='replace').read()):
                    seen.add(w)
    return seen
punct_mlir = ['->', '{-#', '#-}', 'loc(', 'dense<', 'array<', 'memref<', 'vector<', 'tensor<', '!llvm.ptr',
              '!llvm.struct<(', '!llvm.array<', 'affine_map<(d0) -> (d0)>', 'strided<[1]>', '%0 = ', '%a:2 = ',
              '^bb0(', 'x?x', 'i32', 'f32', 'index', '#map = ', '!t = ', '"foo.bar"() : () -> ()', '0x7FC00000',
              'dialect_resources', 'dense_resource<', 'unit', 'true', 'false']
punct_ll = ['define ', 'declare ', 'ptr ', 'i32 ', 'label %', '!{', '!0 = ', 'getelementptr inbounds (',
            'blockaddress(@', 'dso_local ', 'attributes #0 = {', 'c"\\00"', 'zeroinitializer', 'x86_fp80 ',
            'constant ', 'global ', 'personality ', 'landingpad ', '!dbg !0', 'distinct !', 'metadata ']
for name, globs, punct in (('mlir', ['grammar/mlir\\..*', 'src/mlir/.*\\.[ch]', 'include/xlate/ops\\.h', 'include/xlate/llattrs\\.h'], punct_mlir),
                           ('ll', ['grammar/ll\\..*', 'src/llvmir/.*\\.[ch]'], punct_ll)):
    with open(os.path.join(out, name + '.dict'), 'w') as f:
        for w in sorted(words(globs)) + punct:
            f.write('"%s"\n' % w.replace('\\', '\\\\').replace('"', '\\"'))
def tracked():
    try:
        out = subprocess.run(['git', '-C', root, 'ls-files', '-z', 'tests', 'corpus'], capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return sorted(os.path.join(root, f) for f in out.decode().split('\0') if f)
def files(ext):
    # in a git tree the tracked files only: an untracked scratch file is no seed
    t = tracked()
    if t:
        for f in t:
            if f.endswith(ext) and '/fuzz/regress/' not in f:
                yield f
    dirs = ([] if t else [os.path.join(root, 'tests'), os.path.join(root, 'corpus')]) + extra
    for d in dirs:
        for r, _, fs in os.walk(d):
            if '/Output' in r or '/fuzz/regress' in r:
                continue
            for f in sorted(fs):
                if f.endswith(ext):
                    yield os.path.join(r, f)
def fill(target, paths, prefix=None):
    d = os.path.join(out, 'seed', target)
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(d):
        os.unlink(os.path.join(d, f))
    for p in paths:
        data = open(p, 'rb').read()
        h = hashlib.sha1(p.encode()).digest()
        for k, pre in enumerate(prefix(h) if prefix else [b'']):
            open(os.path.join(d, hashlib.sha1(pre + data).hexdigest()[:16]), 'wb').write(pre + data)
mlir, ll = list(files('.mlir')), list(files('.ll'))
fill('mlir', mlir)
# pipeline: byte 0 the options (each mode once), byte 1 the LLVM version
fill('pipeline', mlir, lambda h: [bytes([(h[0] & 0xfc) | m, h[1]]) for m in range(4)])
fill('import', ll)
fill('roundtrip', mlir + ll)
PY
# the input a failed libFuzzer log names: the crash's artifact, else the
# last file it ran
failed_input() {
	sed -n 's/.*Test unit written to \(.*\)/\1/p' "$1" | tail -1 | grep . ||
		sed -n 's/^Running: \(.*\)/\1/p' "$1" | tail -1
}
norand=
setarch "$(uname -m)" -R true 2>/dev/null && norand="setarch $(uname -m) -R"
status=0
for t in "$@"; do
	bin=$dir/fuzz-$t
	dict=$dir/mlir.dict
	[ "$t" = import ] && dict=$dir/ll.dict
	if [ "$what" = smoke ] && [ -d "$root/tests/fuzz/regress/$t" ]; then
		set -- "$root"/tests/fuzz/regress/$t/*
		if [ -e "$1" ]; then
			echo "fuzz: $t: $# regression inputs"
			"$bin" -timeout=5 -rss_limit_mb=2048 "$@" >"$dir/regress-$t.log" 2>&1 ||
				{ tail -40 "$dir/regress-$t.log"; echo "fuzz: $t: regression input $(failed_input "$dir/regress-$t.log") fails"; exit 1; }
		fi
	fi
	corpus=$dir/corpus/$t
	limit= pre=
	timeout=${FUZZ_TIMEOUT:-1}
	if [ "$what" = smoke ]; then
		# the smoke repeats itself: the same seed, runs and (fresh) corpus
		# explore the same inputs on every machine; secs only caps the time
		corpus=$dir/smoke-corpus/$t
		rm -rf "$corpus"
		limit="-seed=1 -runs=${FUZZ_SMOKE_RUNS:-10000} -reload=0"
		pre=$norand
		timeout=${FUZZ_TIMEOUT:-10}
	fi
	mkdir -p "$corpus"
	echo "fuzz: $t: ${secs}s"
	if ! $pre nice -n 19 "$bin" $limit -max_total_time="$secs" -timeout="$timeout" -rss_limit_mb=2048 -malloc_limit_mb=2048 \
		-max_len=32768 -dict="$dict" -artifact_prefix="$dir/artifacts/$t-" -print_final_stats=1 \
		"$corpus" "$dir/seed/$t" >"$dir/$t.log" 2>&1; then
		tail -60 "$dir/$t.log"
		echo "fuzz: $t: FOUND SOMETHING: input $(failed_input "$dir/$t.log")"
		status=1
		continue
	fi
	grep -E '^stat::number_of_executed_units|^Done' "$dir/$t.log" | tr '\n' ' '
	echo
done
exit $status
