#!/bin/bash
# bench.sh [XLATE] [N] - speed and memory of xlate against the reference tools,
# measured in the same run on the same inputs:
#   lowering+translation: mlir-opt-19 (pass pipeline) | mlir-translate-19  vs  xlate --to-llvm
#   parsing the result:   llvm-as-19                                         (for scale)
#   import:               mlir-translate-19 --import-llvm                    vs  xlate --import-llvm
# Input: scripts/gen-bench.sh N functions (default 20,000, about 16 MB).
# Times are wall seconds, with the CPU seconds (user+sys) in brackets: on a
# loaded machine compare the CPU figures.  A linearity check runs xlate on
# N/4 functions too: the time ratio should be close to 4.
set -u
X=${1:-build/xlate}
N=${2:-20000}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
PIPE="--convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts"

# measure NAME CMD... : runs CMD under /usr/bin/time, records seconds and max RSS (KB)
measure() {
	local name=$1; shift
	/usr/bin/time -f "%e %M %U %S" -o "$T/$name.time" "$@" || { echo "bench: '$name' failed" >&2; echo "0 0 0 0" >"$T/$name.time"; }
}
secs() { cut -d' ' -f1 "$T/$1.time"; }
kb() { cut -d' ' -f2 "$T/$1.time"; }
cpu() { awk '{ printf "%.2f", $3 + $4 }' "$T/$1.time"; }

scripts/gen-bench.sh "$N" >"$T/in.mlir"
echo "input: $N functions, $(du -h "$T/in.mlir" | cut -f1)"

measure xlate_to_llvm "$X" --llvm-version=19 --to-llvm "$T/in.mlir" -o "$T/x.ll"
have_ref=0
if command -v mlir-opt-19 >/dev/null && command -v mlir-translate-19 >/dev/null; then
	have_ref=1
	measure ref_to_llvm sh -c "mlir-opt-19 $PIPE '$T/in.mlir' | mlir-translate-19 --mlir-to-llvmir -o '$T/r.ll'"
	# /usr/bin/time reports the largest RSS among children for sh -c: the bigger of the two tools
	measure llvm_as llvm-as-19 "$T/r.ll" -o "$T/r.bc"
	measure ref_import mlir-translate-19 --import-llvm "$T/r.ll" -o "$T/r.mlir"
	measure xlate_import "$X" --llvm-version=19 --import-llvm "$T/r.ll" -o "$T/x.mlir"
else
	measure xlate_import "$X" --llvm-version=19 --import-llvm "$T/x.ll" -o "$T/x.mlir"
fi

row() { printf '%-44s %8s s (cpu %6s s) %6s MB\n' "$1" "$(secs "$2")" "$(cpu "$2")" "$(( $(kb "$2") / 1024 ))"; }
ratio() { awk -v a="$(secs "$1")" -v b="$(secs "$2")" -v ca="$(cpu "$1")" -v cb="$(cpu "$2")" -v ma="$(kb "$1")" -v mb="$(kb "$2")" \
	'BEGIN { if (b > 0 && cb > 0 && mb > 0) printf "  -> xlate is %.1fx faster (%.1fx in cpu time), in %.1f%% of the memory\n", a / b, ca / cb, 100 * mb / ma; else print "  -> (no figure)" }'; }
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

# linearity: the same runs on a quarter of the functions
Q=$(( N / 4 ))
if [ "$Q" -gt 0 ]; then
	scripts/gen-bench.sh "$Q" >"$T/q.mlir"
	measure q_to_llvm "$X" --llvm-version=19 --to-llvm "$T/q.mlir" -o "$T/q.ll"
	measure q_import "$X" --llvm-version=19 --import-llvm "$T/q.ll" -o "$T/q.imp.mlir"
	echo
	echo "linearity ($Q vs $N functions; cpu time ratio, 4.0 is linear):"
	lin() { awk -v a="$(cpu "$1")" -v b="$(cpu "$2")" -v ma="$(kb "$1")" -v mb="$(kb "$2")" -v name="$3" \
		'BEGIN { if (a > 0) printf "  %-20s cpu %.2f s -> %.2f s: x%.2f   memory %d -> %d MB\n", name, a, b, b / a, ma / 1024, mb / 1024; else printf "  %-20s (too fast to measure)\n", name }'; }
	lin q_to_llvm xlate_to_llvm "xlate --to-llvm"
	if [ $have_ref = 1 ]; then
		# the import of the full size ran on the reference's output; compare like with like
		measure x_import "$X" --llvm-version=19 --import-llvm "$T/x.ll" -o "$T/x2.mlir"
		lin q_import x_import "xlate --import-llvm"
	else
		lin q_import xlate_import "xlate --import-llvm"
	fi
fi
