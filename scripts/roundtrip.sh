#!/bin/sh
# roundtrip.sh XLATE - translates every .mlir of corpus/ and
# tests/lit/translate/Inputs/ with `XLATE --to-llvm` and checks that
# llvm-as-19 | llvm-dis-19 accepts the output.  Prints one line per
# failure, then "roundtrip: N passed, M failed"; exits 1 if any failed.
# Inputs whose first line contains "roundtrip: expect-error" must instead
# make XLATE fail (exit 1 with a message, no output).
set -u
XLATE=${1:?usage: roundtrip.sh XLATE}
LLVM_AS=${LLVM_AS:-llvm-as-19}
LLVM_DIS=${LLVM_DIS:-llvm-dis-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/roundtrip.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
pass=0
fail=0
for f in "$ROOT"/corpus/*.mlir "$ROOT"/tests/lit/translate/Inputs/*.mlir; do
	[ -f "$f" ] || continue
	name=${f#"$ROOT"/}
	if head -n 1 "$f" | grep -q 'roundtrip: expect-error'; then
		if "$XLATE" --llvm-version=19 --to-llvm "$f" >"$TMP/out.ll" 2>"$TMP/err" || [ ! -s "$TMP/err" ]; then
			echo "FAIL $name: expected an error"
			fail=$((fail + 1))
		else
			pass=$((pass + 1))
		fi
		continue
	fi
	if ! "$XLATE" --llvm-version=19 --to-llvm "$f" >"$TMP/out.ll" 2>"$TMP/err"; then
		echo "FAIL $name: xlate: $(head -n 1 "$TMP/err")"
		fail=$((fail + 1))
	elif ! "$LLVM_AS" "$TMP/out.ll" -o - 2>"$TMP/err" | "$LLVM_DIS" -o /dev/null 2>>"$TMP/err"; then
		echo "FAIL $name: llvm-as: $(head -n 1 "$TMP/err")"
		fail=$((fail + 1))
	elif [ -s "$TMP/err" ]; then
		echo "FAIL $name: llvm-as: $(head -n 1 "$TMP/err")"
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done
echo "roundtrip: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
