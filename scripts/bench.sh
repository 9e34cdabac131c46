#!/bin/bash
# bench.sh [XLATE] [N] - speed and memory of xlate against the reference tools,
# measured in the same run on the same inputs:
#   lowering+translation: mlir-opt-19 (pass pipeline) | mlir-translate-19  vs  xlate --to-llvm
#   parsing the result:   llvm-as-19                                         (for scale)
#   import:               mlir-translate-19 --import-llvm                    vs  xlate --import-llvm
# Input: scripts/gen-bench.sh N functions (default 20,000, about 16 MB).
set -u
X=${1:-build/xlate}
N=${2:-20000}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
PIPE="--convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts"

# measure NAME CMD... : runs CMD under /usr/bin/time, records seconds and max RSS (KB)
measure() {
	local name=$1; shift
	/usr/bin/time -f "%e %M" -o "$T/$name.time" "$@" || { echo "bench: '$name' failed" >&2; echo "0 0" >"$T/$name.time"; }
}
secs() { cut -d' ' -f1 "$T/$1.time"; }
kb() { cut -d' ' -f2 "$T/$1.time"; }

scripts/gen-bench.sh "$N" >"$T/in.mlir"
echo "input: $N functions, $(du -h "$T/in.mlir" | cut -f1)"

measure xlate_to_llvm "$X" --to-llvm "$T/in.mlir" -o "$T/x.ll"
have_ref=0
if command -v mlir-opt-19 >/dev/null && command -v mlir-translate-19 >/dev/null; then
	have_ref=1
	measure ref_to_llvm sh -c "mlir-opt-19 $PIPE '$T/in.mlir' | mlir-translate-19 --mlir-to-llvmir -o '$T/r.ll'"
	# /usr/bin/time reports the largest RSS among children for sh -c: the bigger of the two tools
	measure llvm_as llvm-as-19 "$T/r.ll" -o "$T/r.bc"
	measure ref_import mlir-translate-19 --import-llvm "$T/r.ll" -o "$T/r.mlir"
	measure xlate_import "$X" --import-llvm "$T/r.ll" -o "$T/x.mlir"
else
	measure xlate_import "$X" --import-llvm "$T/x.ll" -o "$T/x.mlir"
fi

row() { printf '%-44s %8s s %9s MB\n' "$1" "$(secs "$2")" "$(( $(kb "$2") / 1024 ))"; }
ratio() { awk -v a="$(secs "$1")" -v b="$(secs "$2")" -v ma="$(kb "$1")" -v mb="$(kb "$2")" \
	'BEGIN { if (b > 0 && mb > 0) printf "  -> xlate is %.1fx faster, in %.1f%% of the memory\n", a / b, 100 * mb / ma; else print "  -> (no figure)" }'; }
echo
row "xlate --to-llvm" xlate_to_llvm
if [ $have_ref = 1 ]; then
	row "mlir-opt-19 | mlir-translate-19" ref_to_llvm
	ratio ref_to_llvm xlate_to_llvm
	row "llvm-as-19 (parse the .ll, for scale)" llvm_as
	echo "  output: $(du -h "$T/x.ll" | cut -f1) (xlate), $(du -h "$T/r.ll" | cut -f1) (reference)"
	row "xlate --import-llvm" xlate_import
	row "mlir-translate-19 --import-llvm" ref_import
	ratio ref_import xlate_import
else
	row "xlate --import-llvm" xlate_import
	echo "(reference tools not installed: no comparison)"
fi
