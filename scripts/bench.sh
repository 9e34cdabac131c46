#!/bin/bash
# bench.sh [XLATE] - speed and memory of xlate against the reference tools,
# measured in one run on the same inputs, the tools alternating round by
# round (BENCH_ROUNDS, default 3; min/median/max of wall time, CPU time and
# peak RSS, MB/s of input; ratios of the medians):
#   --to-llvm, synthetic MLIR (scripts/gen-bench.sh BENCH_N, default 10,000
#     functions, 8 MB)         vs mlir-opt-N <pipeline> | mlir-translate-N, N = 19, 22
#   --import-llvm, the reference's .ll of it and the sqlite3 amalgamation
#     compiled by clang-19 and clang-22 at -O0 and -O2 (and by clang-19 at
#     -O0 -g: debug info)
#                             vs llvm-as-N and mlir-translate-N --import-llvm
#   --to-llvm of LLVM-dialect MLIR (xlate's import of sqlite3)
#                             vs mlir-translate-N --mlir-to-llvmir
#   linearity: xlate on 1x and 10x input (synthetic both ways, and .ll with
#     -O2 metadata from scripts/gen-bench-ll.sh): time and memory ratios.
# Every xlate output is checked by the reference tools of its generation
# (llvm-as-N accepts the .ll; mlir-translate-N --mlir-to-llvmir | llvm-as-N
# accepts the MLIR) and against the reference's own output where it has
# one (llvm-diff-N finds no difference: the .ll of the lowering, or the
# .ll mlir-translate-N exports from xlate's import and from its own); a
# figure whose check fails is marked and the bench exits 1.  A reference that fails on an input is shown as failing, with
# no ratio.  sqlite3 is fetched once (npm pack better-sqlite3@13.2.0) and
# compiled once into BENCH_CACHE (default build/bench).
set -u
X=${1:-build/xlate}
RUSAGE=${RUSAGE:-build/rusage}
R=${BENCH_ROUNDS:-3}
N=${BENCH_N:-10000}
C=${BENCH_CACHE:-build/bench}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
PIPE="--convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts"
bad=0

# ------------------------------------------------------------------ inputs

sqlite_inputs() {
	mkdir -p "$C" || return 1
	local src=$C/package/deps/sqlite3/sqlite3.c
	if [ ! -f "$src" ]; then
		if [ ! -f "$C/better-sqlite3-13.2.0.tgz" ]; then
			echo "fetching better-sqlite3@13.2.0 (npm pack) into $C" >&2
			(cd "$C" && npm pack better-sqlite3@13.2.0 >/dev/null) || return 1
		fi
		tar -xzf "$C/better-sqlite3-13.2.0.tgz" -C "$C" package/deps/sqlite3/sqlite3.c || return 1
	fi
	for v in 19 22; do
		for o in O0 O2; do
			local f=sqlite3-clang$v-$o.ll
			[ -f "$C/$f" ] && continue
			echo "compiling $f (clang-$v -$o -S -emit-llvm)" >&2
			(cd "$C" && clang-$v -$o -S -emit-llvm package/deps/sqlite3/sqlite3.c -o "$f.tmp" && mv "$f.tmp" "$f") || return 1
		done
	done
	# with debug info (-O0: clang's -O2 -g writes llvm.dbg.assign, which
	# mlir-translate-19 refuses)
	local g=sqlite3-clang19-O0g.ll
	[ -f "$C/$g" ] && return 0
	echo "compiling $g (clang-19 -O0 -g -S -emit-llvm)" >&2
	(cd "$C" && clang-19 -O0 -g -S -emit-llvm package/deps/sqlite3/sqlite3.c -o "$g.tmp" && mv "$g.tmp" "$g")
}

# ------------------------------------------------------------------ measuring

# m ID CMD... : one timed run of CMD (scripts/rusage.c: to the microsecond);
# appends "wall cpu maxrss_kb user" to $T/ID.t,
# or marks ID failed (its first lines of stderr in $T/ID.err)
m() {
	local id=$1; shift
	if "$RUSAGE" "$T/.time" "$@" >/dev/null 2>"$T/.err"; then
		awk '{ printf "%s %.4f %s %s\n", $1, $2 + $3, $4, $2 }' "$T/.time" >>"$T/$id.t"
	else
		[ -f "$T/$id.fail" ] || head -c 300 "$T/.err" | grep -v warning | head -2 >"$T/$id.fail"
	fi
}

# rounds ID... : runs the commands registered as cmd_ID (arrays), in turn, R rounds
rounds() {
	local r id
	for ((r = 0; r < R; r++)); do
		for id in "$@"; do
			[ -f "$T/$id.fail" ] && continue
			eval "m \"\$id\" \"\${cmd_$id[@]}\""
		done
	done
}

# st ID COL : min med max of column COL (1 wall, 2 cpu, 3 rss KB, 4 user cpu)
st() { sort -n -k"$2" "$T/$1.t" | awk -v k="$2" '{ v[NR] = $k } END { if (NR) print v[1], v[int((NR + 1) / 2)], v[NR] }'; }
med() { st "$1" "$2" | cut -d' ' -f2; }

# row ID LABEL INPUT_BYTES [MARK]
row() {
	local id=$1 label=$2 bytes=$3 mark=${4:-}
	if [ -f "$T/$id.fail" ] || [ ! -s "$T/$id.t" ]; then
		printf '  %-46s fails: %s\n' "$label" "$(tr '\n' ' ' <"$T/$id.fail" | cut -c1-90)"
		return
	fi
	read -r w0 w1 w2 <<<"$(st "$id" 1)"
	read -r c0 c1 c2 <<<"$(st "$id" 2)"
	read -r k0 k1 k2 <<<"$(st "$id" 3)"
	printf '  %-46s %6.2f %6.2f %6.2f | %6.2f | %5d %5d %5d | %6.1f %s\n' "$label" \
		"$w0" "$w1" "$w2" "$c1" $((k0 / 1024)) $((k1 / 1024)) $((k2 / 1024)) \
		"$(awk -v b="$bytes" -v w="$w1" 'BEGIN { print (w > 0 ? b / 1048576 / w : 0) }')" "$mark"
}

# ratio XID REFID : how many times faster xlate is (median wall, median cpu), memory share
ratio() {
	local x=$1 r=$2
	[ -s "$T/$x.t" ] && [ -s "$T/$r.t" ] && [ ! -f "$T/$x.fail" ] && [ ! -f "$T/$r.fail" ] || return
	awk -v a="$(med "$r" 1)" -v b="$(med "$x" 1)" -v ca="$(med "$r" 2)" -v cb="$(med "$x" 2)" \
		-v ma="$(med "$r" 3)" -v mb="$(med "$x" 3)" -v name="$r" \
		'BEGIN { printf("  %-46s %5.1fx faster (cpu %5.1fx), %5.1f%% of its memory\n", "  xlate vs " name ":",
			(b > 0 ? a / b : 0), (cb > 0 ? ca / cb : 0), (ma > 0 ? 100 * mb / ma : 0)) }'
}

header() {
	echo
	echo "$1"
	printf '  %-46s %20s | %6s | %17s | %6s\n' "" "wall s min/med/max" "cpu s" "peak MB min/med/max" "MB/s"
}

# check ID DESCRIPTION CMD... : the check of xlate output ID; a failure marks its figures
check() {
	local id=$1 what=$2; shift 2
	if [ -f "$T/$id.fail" ]; then
		echo "CHECK FAILED: $id: xlate failed: $(tr '\n' ' ' <"$T/$id.fail" | cut -c1-160)"
		touch "$T/$id.bad"
		bad=1
		return 1
	fi
	if "$@" >/dev/null 2>"$T/.cerr"; then
		return 0
	fi
	echo "CHECK FAILED: $id: $what: $(grep -v warning "$T/.cerr" | head -2 | tr '\n' ' ' | cut -c1-160)"
	touch "$T/$id.bad"
	bad=1
}
mark() { [ -f "$T/$1.bad" ] && echo "(OUTPUT CHECK FAILED: does not count)"; }
# an MLIR file the reference of generation v exports and llvm-as-v accepts
mlir_ok() { mlir-translate-$1 --mlir-to-llvmir "$2" -o "$2.ll" && llvm-as-$1 "$2.ll" -o /dev/null; }
# same_ll v REF XLATE: llvm-diff-v finds no difference between the two .ll
same_ll() { llvm-diff-$1 "$2" "$3"; }
# same_import v XLATE_MLIR REF_MLIR: what mlir-translate-v exports of both
# (XLATE_MLIR.ll made by mlir_ok) is llvm-diff-equal
same_import() { mlir-translate-$1 --mlir-to-llvmir "$3" -o "$3.ll" && same_ll "$1" "$3.ll" "$2.ll"; }
size() { stat -c %s "$1"; }
mb() { awk -v b="$(size "$1")" 'BEGIN { printf "%.1f MB", b / 1048576 }'; }

for t in mlir-opt mlir-translate llvm-as; do
	for v in 19 22; do
		command -v $t-$v >/dev/null || { echo "bench: $t-$v not installed (scripts/setup.sh)" >&2; exit 2; }
	done
done
[ -x "$X" ] || { echo "bench: no $X (make)" >&2; exit 2; }
echo "xlate: $X ($("$X" --version 2>&1 | head -1)); $R rounds, tools alternating; $(nproc) CPUs; $(date -u '+%F %T') UTC"

# ------------------------------------------------------------------ synthetic MLIR: --to-llvm

scripts/gen-bench.sh "$N" >"$T/in.mlir"
S=$(size "$T/in.mlir")
for v in 19 22; do
	declare -a "cmd_xto$v=($X --llvm-version=$v --to-llvm $T/in.mlir -o $T/x$v.ll)"
	declare -a "cmd_pipe$v=(sh -c \"mlir-opt-$v $PIPE $T/in.mlir | mlir-translate-$v --mlir-to-llvmir -o $T/r$v.ll\")"
done
rounds xto19 pipe19 xto22 pipe22
for v in 19 22; do
	check xto$v "llvm-as-$v accepts it" llvm-as-$v "$T/x$v.ll" -o /dev/null &&
		check xto$v "llvm-diff-$v finds it the reference's" same_ll $v "$T/r$v.ll" "$T/x$v.ll"
done
header "--to-llvm, synthetic: $N functions, $(mb "$T/in.mlir") of MLIR (xlate .ll $(mb "$T/x19.ll"), reference $(mb "$T/r19.ll"))"
for v in 19 22; do
	row xto$v "xlate --llvm-version=$v --to-llvm" "$S" "$(mark xto$v)"
	row pipe$v "mlir-opt-$v | mlir-translate-$v" "$S"
	ratio xto$v pipe$v
done

# ------------------------------------------------------------------ .ll: --import-llvm

# import_case NAME FILE VERSIONS : xlate --import-llvm for each version in VERSIONS
# against llvm-as-v and mlir-translate-v --import-llvm; keeps xlate's MLIR as $T/NAME.v.mlir
import_case() {
	local name=$1 f=$2 vs=$3 v ids=()
	for v in $vs; do
		declare -ga "cmd_${name}_x$v=($X --llvm-version=$v --import-llvm $f -o $T/$name.$v.mlir)"
		declare -ga "cmd_${name}_as$v=(llvm-as-$v $f -o $T/$name.$v.bc)"
		declare -ga "cmd_${name}_mt$v=(mlir-translate-$v --import-llvm $f -o $T/$name.$v.ref.mlir)"
		ids+=("${name}_x$v" "${name}_as$v" "${name}_mt$v")
	done
	rounds "${ids[@]}"
	for v in $vs; do
		check "${name}_x$v" "mlir-translate-$v --mlir-to-llvmir | llvm-as-$v accept it" mlir_ok "$v" "$T/$name.$v.mlir" &&
			{ [ -f "$T/${name}_mt$v.fail" ] || check "${name}_x$v" "its export is llvm-diff-equal to mlir-translate-$v's import's" \
				same_import "$v" "$T/$name.$v.mlir" "$T/$name.$v.ref.mlir"; }
	done
	header "--import-llvm, $3: $(basename "$f") ($(mb "$f"))"
	for v in $vs; do
		row "${name}_x$v" "xlate --llvm-version=$v --import-llvm" "$(size "$f")" "$(mark "${name}_x$v")"
		row "${name}_as$v" "llvm-as-$v" "$(size "$f")"
		row "${name}_mt$v" "mlir-translate-$v --import-llvm" "$(size "$f")"
		ratio "${name}_x$v" "${name}_as$v"
		ratio "${name}_x$v" "${name}_mt$v"
	done
}

cp "$T/r19.ll" "$T/syn.ll" 2>/dev/null
if [ -s "$T/syn.ll" ]; then
	import_case syn "$T/syn.ll" "19 22"
else
	echo "no synthetic .ll (the reference lowering failed)"; bad=1
fi

if sqlite_inputs; then
	for cv in 19 22; do
		for o in O0 O2; do
			import_case "sq$cv$o" "$C/sqlite3-clang$cv-$o.ll" "19 22"
		done
	done
	import_case sq19O0g "$C/sqlite3-clang19-O0g.ll" "19 22"
else
	echo "bench: no sqlite3 inputs (npm pack better-sqlite3@13.2.0 or clang failed)"; bad=1
fi

# ------------------------------------------------------------------ LLVM-dialect MLIR: --to-llvm

# the sqlite3 imports of the generation of their compiler, if xlate made them
for cv in 19 22; do
	for o in O0 O2; do
		in=$T/sq$cv$o.$cv.mlir
		[ -s "$in" ] || continue
		id=d$cv$o
		declare -a "cmd_${id}_x=($X --llvm-version=$cv --to-llvm $in -o $T/$id.x.ll)"
		declare -a "cmd_${id}_mt=(mlir-translate-$cv --mlir-to-llvmir $in -o $T/$id.r.ll)"
		rounds "${id}_x" "${id}_mt"
		check "${id}_x" "llvm-as-$cv accepts it" llvm-as-$cv "$T/$id.x.ll" -o /dev/null &&
			check "${id}_x" "llvm-diff-$cv finds it mlir-translate-$cv's" same_ll $cv "$T/$id.r.ll" "$T/$id.x.ll"
		header "--to-llvm of LLVM-dialect MLIR: xlate's import of sqlite3-clang$cv-$o.ll ($(mb "$in"))"
		row "${id}_x" "xlate --llvm-version=$cv --to-llvm" "$(size "$in")" "$(mark "${id}_x")"
		row "${id}_mt" "mlir-translate-$cv --mlir-to-llvmir" "$(size "$in")"
		ratio "${id}_x" "${id}_mt"
	done
done

# ------------------------------------------------------------------ linearity

# lin ID1 ID10 LABEL : 10x input should take at most 10.5x the time, less than 2x the memory.
# The verdict is on cpu time (user + system); the user time alone is shown
# beside it: the system's share, writing the output file (10x as big), is
# the kernel's page cache at work, and grows faster than the file does.
lin() {
	[ -s "$T/$1.t" ] && [ -s "$T/$2.t" ] || { echo "  $3: (failed)"; bad=1; return; }
	awk -v a="$(med "$1" 2)" -v b="$(med "$2" 2)" -v ma="$(med "$1" 3)" -v mb="$(med "$2" 3)" \
		-v ua="$(med "$1" 4)" -v ub="$(med "$2" 4)" -v name="$3" \
		'BEGIN { t = a > 0 ? b / a : 0; u = ua > 0 ? ub / ua : 0; mr = mb / ma
			printf("  %-46s cpu %6.2f s -> %6.2f s: x%5.2f %-4s (user x%5.2f)  peak %5d -> %5d MB: x%4.2f %s\n", name, a, b, t,
				(a < 0.05 ? "(too short)" : t <= 10.5 ? "ok" : "SLOW"), u, ma / 1024, mb / 1024, mr, (mr < 2 ? "ok" : "GROWS")) }'
}
L=$((N * 10))
scripts/gen-bench.sh "$L" >"$T/in10.mlir"
M=$((N / 4))
scripts/gen-bench-ll.sh "$M" >"$T/md1.ll"
scripts/gen-bench-ll.sh $((M * 10)) >"$T/md10.ll"
declare -a "cmd_l1to=($X --llvm-version=19 --to-llvm $T/in.mlir -o $T/l1.ll)"
declare -a "cmd_l10to=($X --llvm-version=19 --to-llvm $T/in10.mlir -o $T/l10.ll)"
rounds l1to l10to
declare -a "cmd_l1im=($X --llvm-version=19 --import-llvm $T/l1.ll -o $T/l1.mlir)"
declare -a "cmd_l10im=($X --llvm-version=19 --import-llvm $T/l10.ll -o $T/l10.mlir)"
declare -a "cmd_m1im=($X --llvm-version=19 --import-llvm $T/md1.ll -o $T/m1.mlir)"
declare -a "cmd_m10im=($X --llvm-version=19 --import-llvm $T/md10.ll -o $T/m10.mlir)"
rounds l1im l10im m1im m10im
check l10to "llvm-as-19 accepts it" llvm-as-19 "$T/l10.ll" -o /dev/null
check m1im "mlir-translate-19 --mlir-to-llvmir | llvm-as-19 accept it" mlir_ok 19 "$T/m1.mlir"
echo
echo "linearity (xlate, median cpu time and peak memory, 1x -> 10x input; linear: time x10 (<= 10.5), memory x1 (< 2)):"
lin l1to l10to "--to-llvm, $N -> $L functions"
lin l1im l10im "--import-llvm of that .ll"
lin m1im m10im "--import-llvm, -O2 metadata, $M -> $((M * 10)) fns"

echo
if [ $bad = 0 ]; then
	echo "bench: every xlate output checked by the reference tools"
else
	echo "bench: FAILED (an output check failed or an input is missing; see above)"
fi
exit $bad
