#!/bin/bash
# import-textdiff.sh [--keep DIR] XLATE - how far the text of
# `XLATE --import-llvm` is from `mlir-translate-19 --import-llvm` on real
# compiler output.  Every corpus/c/*.c is compiled by clang-19 -S -emit-llvm
# at -O0 and -O2 and imported by both; files the reference fails on are
# skipped.  The `module attributes {...} {` line of both outputs is
# dropped: xlate keeps `llvm.data_layout` as the exact string where the
# reference writes a lossy `dlti.dl_spec`.  Prints per file the number of
# differing lines (diff lines starting with < or >), then
# "import-textdiff: N identical of M".  --keep DIR keeps both outputs
# (DIR/NAME.ref.mlir, DIR/NAME.xlate.mlir) and the diffs (DIR/NAME.diff).
# Environment: CLANG19 (compiler), ONLY (a substring of the file names).
set -u
KEEP=
if [ "${1:-}" = --keep ]; then
	KEEP=$2
	shift 2
fi
XLATE=${1:?usage: import-textdiff.sh [--keep DIR] XLATE}
case $XLATE in /*) ;; *) XLATE=$PWD/$XLATE ;; esac
CLANG19=${CLANG19:-clang-19}
ONLY=${ONLY:-}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ -n "$KEEP" ]; then
	mkdir -p "$KEEP"
	TMP=$(cd "$KEEP" && pwd)
else
	TMP=$(mktemp -d "${TMPDIR:-/tmp}/import-textdiff.XXXXXX")
	trap 'rm -rf "$TMP"' EXIT INT TERM
fi
same=0
total=0
skipped=0
lines=0
for f in "$ROOT"/corpus/c/*.c; do
	for opt in O0 O2; do
		t=$(basename "$f" .c)-$opt
		[ -z "$ONLY" ] || [[ $t == *"$ONLY"* ]] || continue
		if ! "$CLANG19" -S -emit-llvm -$opt "$f" -o "$TMP/$t.ll" 2>/dev/null ||
			! mlir-translate-19 --import-llvm "$TMP/$t.ll" 2>/dev/null |
			sed "0,/^module attributes/{/^module attributes/d}" >"$TMP/$t.ref.mlir" || [ "${PIPESTATUS[0]}" -ne 0 ]; then
			echo "$t: skipped (the reference fails)"
			skipped=$((skipped + 1))
			continue
		fi
		total=$((total + 1))
		if ! "$XLATE" --llvm-version=19 --import-llvm "$TMP/$t.ll" 2>"$TMP/$t.err" | sed "0,/^module attributes/{/^module attributes/d}" >"$TMP/$t.xlate.mlir" ||
			[ "${PIPESTATUS[0]}" -ne 0 ]; then
			echo "$t: xlate fails: $(grep -m 1 error "$TMP/$t.err")"
			continue
		fi
		diff "$TMP/$t.ref.mlir" "$TMP/$t.xlate.mlir" >"$TMP/$t.diff"
		n=$(grep -c '^[<>]' "$TMP/$t.diff")
		lines=$((lines + n))
		if [ "$n" -eq 0 ]; then
			same=$((same + 1))
			echo "$t: identical"
		else
			echo "$t: $n lines differ"
		fi
	done
done
echo "import-textdiff: $same identical of $total ($skipped skipped, $lines differing lines)"
[ "$same" -eq "$total" ]
