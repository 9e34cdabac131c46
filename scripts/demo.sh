#!/bin/sh
# demo.sh XLATE - the main job on the bundled examples:
#   corpus/demo.mlir  --to-llvm       -> LLVM IR, assembled by llvm-as-19 and run by lli-19
#   corpus/demo.ll    --import-llvm   -> MLIR, translated back with --to-llvm and run
set -e
X=${1:-build/xlate}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
run() { echo "\$ $*" >&2; "$@"; }

echo "== 1. MLIR (func/arith/cf/memref) -> LLVM IR"
run "$X" --llvm-version=19 --to-llvm corpus/demo.mlir -o "$T/demo.ll"
sed -n '1,40p' "$T/demo.ll"
echo "   ... ($(wc -l <"$T/demo.ll") lines)"
if command -v llvm-as-19 >/dev/null; then
	run llvm-as-19 "$T/demo.ll" -o "$T/demo.bc" && echo "llvm-as-19 accepts it"
fi
if command -v lli-19 >/dev/null; then
	echo "== running it with lli-19:"
	lli-19 "$T/demo.ll"
fi

echo
echo "== 2. the same lowering, printed as LLVM-dialect MLIR"
run "$X" --llvm-version=19 --to-llvm-dialect corpus/demo.mlir | sed -n '1,15p'
echo "   ..."

echo
echo "== 3. LLVM IR (clang-19 -O0 output) -> MLIR LLVM dialect"
run "$X" --llvm-version=19 --import-llvm corpus/demo.ll -o "$T/demo.mlir"
sed -n '1,25p' "$T/demo.mlir"
echo "   ... ($(wc -l <"$T/demo.mlir") lines)"
echo "== and back to LLVM IR, run with lli-19:"
run "$X" --llvm-version=19 --to-llvm "$T/demo.mlir" -o "$T/back.ll"
if command -v lli-19 >/dev/null; then
	lli-19 "$T/back.ll"
fi
