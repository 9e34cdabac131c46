#!/bin/bash
# llvm14-roundtrip.sh [--keep DIR] XLATE - proves `--llvm-version=14`
# (typed-pointer LLVM IR out) on real compiler output.  For every
# corpus/c/*.c, compiled by clang-14 and clang-19 at -O0 and -O2:
#   XLATE --llvm-version=N --import-llvm f.ll |
#   XLATE --llvm-version=14 --to-llvm -  > back.ll
# (N is 22 for clang-14's output: its call-site attributes and
# instruction flags are kept, and with --keep-ll-extras what MLIR's
# dialect has no place for and LLVM 14's printer writes back: phi order,
# intrinsic calls' tail kinds, function attributes, !tbaa.struct and the
# typed types of globals, functions, allocas, casts and struct bodies
# (xlate.typed, xlate.typed_structs);
# 19 for clang-19's, which has more that LLVM 14 cannot say)
# must succeed and be accepted by llvm-as-14; a program with main() run
# by lli-14 must print what the original prints (the clang-14 .ll run by
# lli-14, the clang-19 .ll by lli-19), exit status included.
# Also counted: how many clang-14 round trips are llvm-diff-14-equal to
# their input, and how many are as equal as the input is to itself
# (llvm-diff-14 reports differences between a file and itself when a phi
# takes a value from a block it has not diffed yet: 53 of the 70 inputs;
# such a round trip counts when llvm-diff-14 prints exactly what it
# prints for the input against itself; llvm-diff-14 (DifferenceEngine)
# compares a phi's incoming values pair by pair, and one from a block it
# has not diffed yet is not yet mapped, so the phi and what follows in
# its block count as different).  The phi order is counted apart (an
# MLIR import keeps it only with --keep-ll-extras: phis become block
# arguments), so the same comparison is made with each file's phi pairs
# sorted by block
# (scripts/ll-phi-sort.py); and per function (how many functions'
# reports differ from the input's own).  On a full run (no ONLY) at
# least EQUAL_MIN round trips must be as equal as the input to itself,
# and PHI_EQUAL_MIN so with phi pairs sorted, or the run fails (the
# pointees are inferred, src/llvmir/ll_infer.c).
# With mlir-translate-22 and -19 installed, each clang-14 import (at 22)
# must be taken by mlir-translate-22 --mlir-to-llvmir; how many imports at
# 19 mlir-translate-19 takes is counted (it cannot take inline asm,
# blockaddress, nor re-read its own thread_local unnamed_addr globals).
# Prints one line per failure, then
# "llvm14-roundtrip: N passed, M failed (llvm-diff-14 equal: D of K; as
# equal as the input to itself: S; ...)";
# exits 1 if any failed.  Environment: CLANG19, CLANG14, ONLY (a substring
# of the test names to run), EQUAL_MIN, PHI_EQUAL_MIN.
set -u
KEEP=
if [ "${1:-}" = --keep ]; then KEEP=$2; shift 2; fi
XLATE=${1:?usage: llvm14-roundtrip.sh [--keep DIR] XLATE}
case $XLATE in /*) ;; *) XLATE=$PWD/$XLATE ;; esac
CLANG19=${CLANG19:-clang-19}
CLANG14=${CLANG14:-clang-14}
ONLY=${ONLY:-}
EQUAL_MIN=${EQUAL_MIN:-70}
PHI_EQUAL_MIN=${PHI_EQUAL_MIN:-70}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "$KEEP" ]; then
	mkdir -p "$KEEP"
	TMP=$(cd "$KEEP" && pwd)
else
	TMP=$(mktemp -d "${TMPDIR:-/tmp}/llvm14-roundtrip.XXXXXX")
	trap 'rm -rf "$TMP"' EXIT INT TERM
fi
for t in "$CLANG14" "$CLANG19" llvm-as-14 lli-14 lli-19 llvm-diff-14; do
	command -v "$t" >/dev/null || { echo "llvm14-roundtrip: $t not found (scripts/setup.sh installs it)"; exit 1; }
done
pass=0 fail=0 diffeq=0 diffn=0 selfeq=0 phieq=0 fnn=0 fnd=0 fndp=0 mt19=0
MT22=$(command -v mlir-translate-22)
MT19=$(command -v mlir-translate-19)
[ -n "$MT19" ] || MT22=
# judge IN OUT DIFF SELFDIFF: 0 if llvm-diff-14 finds IN and OUT equal, 1
# if it prints for them what it prints for IN against itself, 2 if not.
# What llvm-diff-14 prints but does not compare is blanked: metadata and
# attribute group numbers (!N, #N), and the .N suffix it gives a struct
# type of the right module whose name the left one has already
# (%struct.buf.4: the two modules share one LLVMContext)
judge() {
	llvm-diff-14 "$1" "$2" >"$3" 2>&1 && { : >"$4"; return 0; }
	llvm-diff-14 "$1" "$1" >"$4" 2>&1
	sed -i -E 's/![0-9]+/!N/g; s/#[0-9]+/#N/g; s/(%(struct|union)\.[A-Za-z_][A-Za-z_0-9]*)\.[0-9]+/\1/g' "$3" "$4"
	cmp -s "$3" "$4" && return 1
	return 2
}
# fns_differing DIFF SELFDIFF: how many functions' reports differ
fns_differing() {
	{ sed 's/^/D /' "$1"; sed 's/^/S /' "$2"; } | awk '
		/^[DS] in function / { f = $1 " " $4 }
		/^[DS] / && f != "" { s[f] = s[f] substr($0, 3) "\n"; split(f, p, " "); fn[p[2]] = 1 }
		END { n = 0; for (x in fn) if (s["D " x] != s["S " x]) n++; print n }'
}
first() { { grep -m 1 'error' "$1" || grep -m 1 . "$1"; } 2>/dev/null | cut -c 1-240; }
for src in "$ROOT"/corpus/c/*.c; do
	base=$(basename "$src" .c)
	for cc in 14 19; do
		for opt in O0 O2; do
			name=$base-clang$cc-$opt
			case $name in *"$ONLY"*) ;; *) continue ;; esac
			d=$TMP/$name
			mkdir -p "$d"
			clang=$CLANG19
			[ $cc = 14 ] && clang=$CLANG14
			if ! "$clang" -w -S -emit-llvm -$opt "$src" -o "$d/f.ll" 2>"$d/err"; then
				echo "FAIL $name: clang-$cc: $(first "$d/err")"; fail=$((fail + 1)); continue
			fi
			imp=--llvm-version=19
			# 22 keeps call-site attributes and flags; --keep-ll-extras what the
			# dialect has no place for (phi order, ...) and LLVM 14's printer writes back
			[ $cc = 14 ] && imp="--llvm-version=22 --keep-ll-extras"
			if ! "$XLATE" $imp --import-llvm "$d/f.ll" >"$d/f.mlir" 2>"$d/err"; then
				echo "FAIL $name: import: $(first "$d/err")"; fail=$((fail + 1)); continue
			fi
			if ! "$XLATE" --llvm-version=14 --to-llvm - <"$d/f.mlir" >"$d/back.ll" 2>"$d/err"; then
				echo "FAIL $name: export: $(first "$d/err")"; fail=$((fail + 1)); continue
			fi
			if ! llvm-as-14 "$d/back.ll" -o "$d/back.bc" 2>"$d/err"; then
				echo "FAIL $name: llvm-as-14: $(first "$d/err")"; fail=$((fail + 1)); continue
			fi
			if [ $cc = 14 ] && [ -n "$MT22" ]; then
				# the import is what mlir-translate-22 takes (and a 19 import what -19 takes)
				if ! "$MT22" --mlir-to-llvmir "$d/f.mlir" -o /dev/null 2>"$d/err"; then
					echo "FAIL $name: mlir-translate-22: $(first "$d/err")"; fail=$((fail + 1)); continue
				fi
				"$XLATE" --llvm-version=19 --import-llvm "$d/f.ll" >"$d/f19.mlir" 2>/dev/null &&
					{ "$MT19" --mlir-to-llvmir "$d/f19.mlir" -o /dev/null >/dev/null 2>&1; } 2>/dev/null && mt19=$((mt19 + 1))
			fi
			if [ $cc = 14 ]; then
				diffn=$((diffn + 1))
				judge "$d/f.ll" "$d/back.ll" "$d/diff" "$d/selfdiff"
				case $? in 0) diffeq=$((diffeq + 1)) selfeq=$((selfeq + 1)) ;; 1) selfeq=$((selfeq + 1)) ;; esac
				fnn=$((fnn + $(grep -c '^define ' "$d/f.ll")))
				fnd=$((fnd + $(fns_differing "$d/diff" "$d/selfdiff")))
				python3 "$ROOT/scripts/ll-phi-sort.py" "$d/f.ll" "$d/f.sorted.ll"
				python3 "$ROOT/scripts/ll-phi-sort.py" "$d/back.ll" "$d/back.sorted.ll"
				judge "$d/f.sorted.ll" "$d/back.sorted.ll" "$d/diff.sorted" "$d/selfdiff.sorted"
				[ $? -lt 2 ] && phieq=$((phieq + 1))
				fndp=$((fndp + $(fns_differing "$d/diff.sorted" "$d/selfdiff.sorted")))
			fi
			if grep -q '^int main(' "$src"; then
				if [ $cc = 14 ]; then
					llvm-as-14 "$d/f.ll" -o "$d/f.bc" 2>/dev/null
					(cd "$d" && timeout 60 lli-14 f.bc >want 2>&1; echo "exit $?" >>want)
				else
					(cd "$d" && timeout 60 lli-19 f.ll >want 2>&1; echo "exit $?" >>want)
				fi
				(cd "$d" && timeout 60 lli-14 back.bc >got 2>&1; echo "exit $?" >>got)
				if ! cmp -s "$d/want" "$d/got"; then
					echo "FAIL $name: lli-14 output differs: $(diff "$d/want" "$d/got" | grep -m 2 '^[<>]' | tr '\n' ' ' | cut -c 1-200)"
					fail=$((fail + 1)); continue
				fi
			fi
			pass=$((pass + 1))
		done
	done
done
echo "llvm14-roundtrip: $pass passed, $fail failed (llvm-diff-14 equal: $diffeq of $diffn; as equal as the input to itself: $selfeq; with phi pairs sorted: $phieq; functions reported unlike the input's own report: $fnd of $fnn, $fndp with phi pairs sorted${MT22:+; imports taken by mlir-translate-22: all, by -19: $mt19})"
if [ -z "$ONLY" ] && [ $selfeq -lt $EQUAL_MIN ]; then
	echo "llvm14-roundtrip: $selfeq as llvm-diff-14-equal as the input to itself, fewer than $EQUAL_MIN"
	exit 1
fi
if [ -z "$ONLY" ] && [ $phieq -lt $PHI_EQUAL_MIN ]; then
	echo "llvm14-roundtrip: $phieq as llvm-diff-14-equal as the input to itself with phi pairs sorted, fewer than $PHI_EQUAL_MIN"
	exit 1
fi
[ $fail = 0 ]
