#!/bin/bash
# import-roundtrip.sh [--ref] [--keep DIR] XLATE - proves `--import-llvm`
# on real compiler output.  For every corpus/c/*.c and corpus/*.c:
#   1. round trip: clang-19 -S -emit-llvm at -O0 and -O2, then
#      XLATE --import-llvm f.ll > f.mlir; XLATE --to-llvm f.mlir > back.ll;
#      both sides normalised by llvm-as-19 | llvm-dis-19 and
#      scripts/canon-ll.py; llvm-diff-19 must print nothing and exit 0, and
#      the canonical texts (globals, declarations, attributes, flags,
#      metadata, which llvm-diff ignores) must be equal;
#   2. typed pointers: clang-14 -S -emit-llvm at -O0 and -O2, import and
#      export with XLATE, build the result with clang-19 and compare the
#      program's output and exit status with the original program's (a
#      source without main() is only compiled to an object);
#   3. big input: a generated C file of thousands of functions compiled to
#      a several-MB .ll must import without error (the time is printed);
#   4. LLVM 22 (with LLVM22=1, when clang-22 and mlir-translate-22 are
#      there; `make import-roundtrip` sets it): clang-22
#      -S -emit-llvm at -O0 and -O2 of every corpus/c program; XLATE
#      --import-llvm (--llvm-version=22) must accept it, mlir-translate-22
#      --mlir-to-llvmir must accept the import, and XLATE --to-llvm must
#      read its own import back: the .ll it writes must equal the input,
#      or what mlir-translate-22 writes from the same import, or the
#      reference's own round trip (mlir-translate-22 --import-llvm |
#      --mlir-to-llvmir), all by llvm-as-22 | llvm-dis-22 and canon-ll.py
#      --llvm 22, and llvm-diff-22.
# --ref runs the reference tools (mlir-translate-19) instead of XLATE, to
# check the harness itself.  --keep DIR keeps the work files in DIR.
# Prints one line per failure with its first difference, then
# "import-roundtrip: N passed, M failed"; exits 1 if any failed.
# Environment: CLANG19, CLANG14, CLANG22 (compilers), LLVM22 (1: step 4),
# LL22 (more clang-22 .ll files for step 4, e.g. the sqlite3 amalgamation
# at -O0 and -O2, named after the file: NAME-O0.ll is test NAME-22-O0),
# BIG_FUNCS (functions in the
# big input, default 4000; 0 skips it), ONLY (a substring of the test
# names to run).
set -u
REF=0
KEEP=
while [ $# -gt 1 ]; do
	case $1 in
	--ref) REF=1; shift ;;
	--keep) KEEP=$2; shift 2 ;;
	*) break ;;
	esac
done
XLATE=${1:?usage: import-roundtrip.sh [--ref] [--keep DIR] XLATE}
case $XLATE in /*) ;; *) XLATE=$PWD/$XLATE ;; esac
CLANG19=${CLANG19:-clang-19}
CLANG14=${CLANG14:-clang-14}
CLANG22=${CLANG22:-clang-22}
LLVM22=${LLVM22:-0}
BIG_FUNCS=${BIG_FUNCS:-4000}
ONLY=${ONLY:-}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CANON="python3 $ROOT/scripts/canon-ll.py"
if [ -n "$KEEP" ]; then
	mkdir -p "$KEEP"
	TMP=$(cd "$KEEP" && pwd)
else
	TMP=$(mktemp -d "${TMPDIR:-/tmp}/import-roundtrip.XXXXXX")
	trap 'rm -rf "$TMP"' EXIT INT TERM
fi
pass=0
fail=0

variant() { # NAME: O0, O2, clang14-O0, clang14-O2, 22-O0, 22-O2 or big-input
	case $1 in
	*-clang14-*) echo "clang14-${1##*-}" ;;
	*-22-O?) echo "22-${1##*-}" ;;
	*-O0 | *-O2) echo "${1##*-}" ;;
	*) echo "$1" ;;
	esac
}

passed() { # NAME
	pass=$((pass + 1))
	echo "$(variant "$1") pass" >>"$TMP/results"
}

failed() { # NAME MESSAGE...
	echo "FAIL $1: ${*:2}"
	fail=$((fail + 1))
	echo "$(variant "$1") fail" >>"$TMP/results"
	# the cause without file names, positions and value numbers
	echo "${*:2}" | sed -e 's#/[^ :]*/##g' -e 's/[0-9][0-9]*:[0-9][0-9]*:/:/g' \
		-e 's/^\([a-z0-9 -]*: \)[^:]*\.\(ll\|mlir\):/\1/' -e 's/%v*[0-9][0-9]*/%N/g' |
		cut -c 1-120 >>"$TMP/causes"
}

first_line() { # FILE: its first error line (else first line), shortened
	{ grep -m 1 'error' "$1" || grep -m 1 . "$1"; } 2>/dev/null | cut -c 1-300
}

import_export() { # IN.ll OUT.mlir BACK.ll ERR -> 0, or 1 with a message in ERR
	if [ "$REF" = 1 ]; then
		mlir-translate-19 --import-llvm "$1" -o "$2" 2>"$4" &&
			mlir-translate-19 --mlir-to-llvmir "$2" -o "$3" 2>"$4" && return 0
		sed -i '1s/^/mlir-translate: /' "$4"
		return 1
	fi
	if ! "$XLATE" --llvm-version=19 --import-llvm "$1" >"$2" 2>"$4"; then
		sed -i '1s/^/import: /' "$4"
		return 1
	fi
	if ! "$XLATE" --llvm-version=19 --to-llvm "$2" >"$3" 2>"$4"; then
		sed -i '1s/^/export: /' "$4"
		return 1
	fi
	return 0
}

# round_trip NAME F.ll: the llvm-diff and canonical text comparisons.
round_trip() {
	local name=$1 ll=$2 d=$TMP/$1
	mkdir -p "$d"
	if ! import_export "$ll" "$d/f.mlir" "$d/back.ll" "$d/err"; then
		failed "$name" "$(first_line "$d/err")"
		return
	fi
	if ! llvm-as-19 "$ll" -o - 2>"$d/err" | llvm-dis-19 -o "$d/orig.dis" 2>>"$d/err"; then
		failed "$name" "llvm-as (original): $(first_line "$d/err")"
		return
	fi
	if ! llvm-as-19 "$d/back.ll" -o - 2>"$d/err" | llvm-dis-19 -o "$d/back.dis" 2>>"$d/err" ||
		[ -s "$d/err" ]; then
		failed "$name" "llvm-as: $(first_line "$d/err")"
		return
	fi
	$CANON "$d/orig.dis" "$d/back.dis" "$d" >"$d/textdiff" 2>&1
	local text_rc=$?
	# llvm-diff pairs blocks lazily and reports blockaddress uses that are
	# the same as different: there the canonical text comparison decides
	if ! grep -q 'blockaddress(' "$d/orig.dis" &&
		{ ! llvm-diff-19 "$d/expected.ir.ll" "$d/actual.ir.ll" >"$d/llvmdiff" 2>&1 ||
		[ -s "$d/llvmdiff" ]; }; then
		failed "$name" "llvm-diff: $(grep -m 3 . "$d/llvmdiff" | tr '\n' ' ' | cut -c 1-300)"
	elif [ "$text_rc" -ne 0 ]; then
		failed "$name" "text $(grep '^cause: ' "$d/textdiff" | cut -c 1-300)"
		sed '/^cause: /d' "$d/textdiff" | cut -c 1-400
	else
		passed "$name"
	fi
}

# typed_pointers NAME F.ll EXPECTED-OUTPUT SOURCE.c: runs the round-tripped
# program; the expected output comes from SOURCE.c built by clang-19 -O0.
typed_pointers() {
	local name=$1 ll=$2 want=$3 src=$4 d=$TMP/$1
	mkdir -p "$d"
	if ! grep -q '^int main(' "$src"; then
		if ! import_export "$ll" "$d/f.mlir" "$d/back.ll" "$d/err"; then
			failed "$name" "$(first_line "$d/err")"
		elif ! "$CLANG19" -w -c "$d/back.ll" -o "$d/back.o" 2>"$d/err"; then
			failed "$name" "clang-19: $(first_line "$d/err")"
		else
			passed "$name"
		fi
		return
	fi
	if [ ! -f "$want" ]; then
		if ! "$CLANG19" -w -O0 "$src" -o "$want.prog" -lm 2>"$d/err"; then
			failed "$name" "clang-19 (original): $(first_line "$d/err")"
			return
		fi
		(cd "$d" && timeout 60 "$want.prog" >"$want" 2>&1; echo "exit $?" >>"$want")
	fi
	if ! import_export "$ll" "$d/f.mlir" "$d/back.ll" "$d/err"; then
		failed "$name" "$(first_line "$d/err")"
		return
	fi
	if ! llvm-as-19 "$d/back.ll" -o "$d/back.bc" 2>"$d/err"; then
		failed "$name" "llvm-as: $(first_line "$d/err")"
		return
	fi
	if ! "$CLANG19" -w "$d/back.bc" -o "$d/prog" -lm 2>"$d/err"; then
		failed "$name" "clang-19: $(first_line "$d/err")"
		return
	fi
	(cd "$d" && timeout 60 ./prog >out 2>&1; echo "exit $?" >>out)
	if ! cmp -s "$want" "$d/out"; then
		failed "$name" "output differs: $(diff "$want" "$d/out" | grep -m 2 '^[<>]' | tr '\n' ' ' | cut -c 1-300)"
	else
		passed "$name"
	fi
}

# round_trip_22 NAME F.ll: the LLVM 22 checks (4. above).
round_trip_22() {
	local name=$1 ll=$2 d=$TMP/$1
	mkdir -p "$d"
	if ! "$XLATE" --llvm-version=22 --import-llvm "$ll" >"$d/f.mlir" 2>"$d/err"; then
		failed "$name" "import: $(first_line "$d/err")"
		return
	fi
	if ! mlir-translate-22 --mlir-to-llvmir "$d/f.mlir" -o "$d/mt22.ll" 2>"$d/err"; then
		failed "$name" "mlir-translate-22 rejects the import: $(first_line "$d/err")"
		return
	fi
	if ! "$XLATE" --llvm-version=22 --to-llvm "$d/f.mlir" >"$d/back.ll" 2>"$d/err"; then
		failed "$name" "export (xlate reads its own import back): $(first_line "$d/err")"
		return
	fi
	local f
	for f in orig back mt22 ref; do
		case $f in
		orig) cp "$ll" "$d/orig.ll" ;;
		ref) mlir-translate-22 --import-llvm "$ll" 2>/dev/null | mlir-translate-22 --mlir-to-llvmir -o "$d/ref.ll" 2>/dev/null ;;
		esac
		if ! llvm-as-22 "$d/$f.ll" -o - 2>"$d/err" | llvm-dis-22 -o "$d/$f.dis" 2>>"$d/err" || [ -s "$d/err" ]; then
			failed "$name" "llvm-as-22 ($f): $(first_line "$d/err")"
			return
		fi
	done
	local exp
	for exp in orig mt22 ref; do
		mkdir -p "$d/$exp"
		# llvm-diff misjudges blockaddress uses: there the text decides
		if python3 "$ROOT/scripts/canon-ll.py" --llvm 22 "$d/$exp.dis" "$d/back.dis" "$d/$exp" >"$d/$exp.textdiff" 2>&1 &&
			{ grep -q 'blockaddress(' "$d/orig.dis" ||
			{ llvm-diff-22 "$d/$exp/expected.ir.ll" "$d/$exp/actual.ir.ll" >"$d/$exp.llvmdiff" 2>&1 &&
			[ ! -s "$d/$exp.llvmdiff" ]; }; }; then
			passed "$name"
			return
		fi
	done
	failed "$name" "text vs the input $(grep '^cause: ' "$d/orig.textdiff" | cut -c 1-200)$(head -c 200 "$d/orig.llvmdiff" 2>/dev/null | tr '\n' ' ')"
	sed '/^cause: /d' "$d/orig.textdiff" | cut -c 1-400
}

# gen_big N: C source of N functions of varied shapes that call each other.
gen_big() {
	awk -v n="$1" 'BEGIN {
		print "#include <stdio.h>"
		print "struct s { int a; long b; double c; char name[8]; };"
		print "static long g_acc;"
		for (i = 0; i < n; i++) {
			k = i % 4
			printf "long f%d(long x, struct s *p)\n{\n", i
			if (k == 0) {
				printf "\tlong r = x;\n\tfor (int i = 0; i < %d; i++)\n\t\tr = r * 31 + i + p->a;\n", i % 13 + 1
			} else if (k == 1) {
				printf "\tlong r;\n\tswitch (x & 7) {\n\tcase 0: r = x + %d; break;\n\tcase 3: r = x * 3; break;\n\tcase 5: r = x ^ 0x5a; break;\n\tdefault: r = -x; break;\n\t}\n", i
			} else if (k == 2) {
				printf "\tdouble d = (double)x * 0.5 + p->c;\n\tlong r = d > %d.0 ? (long)d : x - 1;\n\tp->c = d / 3;\n", i
			} else {
				printf "\tlong r = x;\n\twhile (r > 1000) {\n\t\tr /= 2;\n\t\tp->b += r;\n\t}\n\tif (p->name[%d] == 0)\n\t\tr += 1;\n", i % 8
			}
			if (i > 0)
				printf "\tr += f%d(r & 255, p) & 15;\n", int(i * 7919 % i)
			printf "\tg_acc += r;\n\treturn r;\n}\n\n"
		}
		print "int main(void)\n{\n\tstruct s v = { 1, 2, 3.0, \"big\" };\n\tlong t = 0;"
		printf "\tfor (int i = 0; i < 10; i++)\n\t\tt += f%d(i, &v);\n", n - 1
		print "\tprintf(\"%ld %ld\\n\", t, g_acc);\n\treturn 0;\n}"
	}'
}

sources=
for f in "$ROOT"/corpus/c/*.c "$ROOT"/corpus/*.c; do
	[ -f "$f" ] && sources="$sources $f"
done
for f in $sources; do
	base=$(basename "$f" .c)
	case $f in "$ROOT"/corpus/c/*) name=c/$base ;; *) name=$base ;; esac
	tag=${name//\//-}
	want=$TMP/$tag.want
	for opt in O0 O2; do
		t=$tag-$opt
		if [ -z "$ONLY" ] || [[ $t == *"$ONLY"* ]]; then
			if "$CLANG19" -S -emit-llvm -$opt "$f" -o "$TMP/$t.ll" 2>"$TMP/$t.err"; then
				round_trip "$t" "$TMP/$t.ll"
			else
				failed "$t" "clang-19: $(first_line "$TMP/$t.err")"
			fi
		fi
		t=$tag-22-$opt
		if [ "$LLVM22" = 1 ] && [[ $f == "$ROOT"/corpus/c/* ]] && command -v "$CLANG22" >/dev/null &&
			command -v mlir-translate-22 >/dev/null &&
			{ [ -z "$ONLY" ] || [[ $t == *"$ONLY"* ]]; }; then
			if "$CLANG22" -S -emit-llvm -$opt "$f" -o "$TMP/$t.ll" 2>"$TMP/$t.err"; then
				round_trip_22 "$t" "$TMP/$t.ll"
			else
				failed "$t" "clang-22: $(first_line "$TMP/$t.err")"
			fi
		fi
		t=$tag-clang14-$opt
		if [ -z "$ONLY" ] || [[ $t == *"$ONLY"* ]]; then
			if ! command -v "$CLANG14" >/dev/null; then
				: # no clang-14: the typed-pointer checks are skipped
			elif "$CLANG14" -S -emit-llvm -$opt "$f" -o "$TMP/$t.ll" 2>"$TMP/$t.err"; then
				typed_pointers "$t" "$TMP/$t.ll" "$want" "$f"
			else
				failed "$t" "clang-14: $(first_line "$TMP/$t.err")"
			fi
		fi
	done
done

if [ "$LLVM22" = 1 ] && command -v mlir-translate-22 >/dev/null; then
	for ll in ${LL22:-}; do
		b=$(basename "$ll" .ll)
		t=${b%-O?}-22-${b##*-}
		if [ -z "$ONLY" ] || [[ $t == *"$ONLY"* ]]; then
			round_trip_22 "$t" "$ll"
		fi
	done
fi

if [ "$BIG_FUNCS" -gt 0 ] && { [ -z "$ONLY" ] || [[ big-input == *"$ONLY"* ]]; }; then
	gen_big "$BIG_FUNCS" >"$TMP/big.c"
	if ! "$CLANG19" -S -emit-llvm -O0 "$TMP/big.c" -o "$TMP/big.ll" 2>"$TMP/big.err"; then
		failed big-input "clang-19: $(first_line "$TMP/big.err")"
	else
		size=$(wc -c <"$TMP/big.ll")
		start=$(date +%s%N)
		if [ "$REF" = 1 ]; then
			mlir-translate-19 --import-llvm "$TMP/big.ll" -o "$TMP/big.mlir" 2>"$TMP/big.err"
		else
			"$XLATE" --llvm-version=19 --import-llvm "$TMP/big.ll" >"$TMP/big.mlir" 2>"$TMP/big.err"
		fi
		rc=$?
		ms=$((($(date +%s%N) - start) / 1000000))
		echo "big-input: $BIG_FUNCS functions, $((size / 1024)) KiB of .ll imported in $ms ms (exit $rc)"
		if [ "$rc" -ne 0 ] || ! grep -q "llvm.func @f$((BIG_FUNCS - 1))(" "$TMP/big.mlir"; then
			failed big-input "import: $(first_line "$TMP/big.err")"
		else
			passed big-input
		fi
	fi
fi

if [ -s "$TMP/results" ]; then
	awk '{ n[$1]++; if ($2 == "pass") p[$1]++ }
	     END { printf "by variant:"; split("O0 O2 clang14-O0 clang14-O2 22-O0 22-O2 big-input", o)
		   for (i = 1; i <= 7; i++) if (n[o[i]]) printf " %s %d/%d", o[i], p[o[i]], n[o[i]]
		   print "" }' \
		"$TMP/results"
fi
if [ -s "$TMP/causes" ]; then
	echo "failures by cause:"
	sort "$TMP/causes" | uniq -c | sort -rn
fi
echo "import-roundtrip: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
