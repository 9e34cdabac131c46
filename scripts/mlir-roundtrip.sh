#!/bin/bash
# mlir-roundtrip.sh - checks xlate's MLIR printer against mlir-opt-19.
#
#   scripts/mlir-roundtrip.sh [-v] [-j N] [--llvm 19|22] XLATE [FILE...]
#
# --llvm N (default 19): judge against mlir-opt-N, xlate --llvm-version=N.
# FILEs default to the conformance cases $CASES/{translate,convert}/*.mlir
# (*.llvm.mlir included), CASES a directory given in the environment (the
# team's is ../shared/conformance/cases beside the repository).  REF is `mlir-opt-19 F`.  Per file, six checks:
#   generic-exact   xlate(mlir-opt-19 --mlir-print-op-generic F) == REF
#                   (the printer's custom forms, needing only a generic parser)
#   generic-accept  mlir-opt-19 accepts that output and re-prints it as REF
#   exact           xlate F == REF (text identical to mlir-opt-19's)
#   generic-out     xlate --generic F == mlir-opt-19 --mlir-print-op-generic F
#   accept          mlir-opt-19(xlate F) == REF   (the acceptance figure)
#   fixpoint        xlate(xlate F) == xlate F
# Prints one line per check, "NAME: P passed, F failed"; -v lists failures
# ("FAIL check file").  Exit status 0 (the counts are the result).  Files mlir-opt-19 rejects are skipped and counted.
set -u
verbose=0
llvm=19
jobs=$(nproc 2>/dev/null || echo 4)
while [ $# -gt 0 ]; do
	case "$1" in
	-v) verbose=1; shift ;;
	-j) jobs=$2; shift 2 ;;
	--llvm) llvm=$2; shift 2 ;;
	*) break ;;
	esac
done
[ $# -ge 1 ] || { echo "usage: $0 [-v] [-j N] [--llvm 19|22] XLATE [FILE...]" >&2; exit 2; }
xlate=$(realpath "$1"); shift
if [ $# -eq 0 ]; then
	[ -n "${CASES:-}" ] || { echo "$0: no FILE given and CASES not set" >&2; exit 2; }
	set -- "$CASES"/translate/*.mlir "$CASES"/convert/*.mlir
fi
MLIR_OPT=${MLIR_OPT:-mlir-opt-$llvm}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# one_file F: prints "check result F" lines
one_file() {
	f=$1
	d=$(mktemp -d -p "$tmp")
	if ! timeout 60 $MLIR_OPT "$f" > "$d/ref" 2>/dev/null ||
	   ! timeout 60 $MLIR_OPT --mlir-print-op-generic "$f" > "$d/gen.mlir" 2>/dev/null; then
		echo "skip - $f"; rm -rf "$d"; return
	fi
	if timeout 20 "$xlate" --llvm-version=$llvm "$d/gen.mlir" > "$d/x1.mlir" 2>/dev/null; then
		cmp -s "$d/x1.mlir" "$d/ref" && echo "generic-exact pass $f" || echo "generic-exact fail $f"
		if timeout 60 $MLIR_OPT "$d/x1.mlir" > "$d/x1r" 2>/dev/null && cmp -s "$d/x1r" "$d/ref"; then
			echo "generic-accept pass $f"
		else
			echo "generic-accept fail $f"
		fi
	else
		echo "generic-exact fail $f"; echo "generic-accept fail $f"
	fi
	if timeout 20 "$xlate" --llvm-version=$llvm "$f" > "$d/x2.mlir" 2>/dev/null; then
		cmp -s "$d/x2.mlir" "$d/ref" && echo "exact pass $f" || echo "exact fail $f"
		if timeout 20 "$xlate" --llvm-version=$llvm --generic "$f" > "$d/xg.mlir" 2>/dev/null && cmp -s "$d/xg.mlir" "$d/gen.mlir"; then
			echo "generic-out pass $f"
		else
			echo "generic-out fail $f"
		fi
		if timeout 60 $MLIR_OPT "$d/x2.mlir" > "$d/x2r" 2>/dev/null && cmp -s "$d/x2r" "$d/ref"; then
			echo "accept pass $f"
		else
			echo "accept fail $f"
		fi
		if timeout 20 "$xlate" --llvm-version=$llvm "$d/x2.mlir" > "$d/x3.mlir" 2>/dev/null && cmp -s "$d/x3.mlir" "$d/x2.mlir"; then
			echo "fixpoint pass $f"
		else
			echo "fixpoint fail $f"
		fi
	else
		echo "exact fail $f"; echo "generic-out fail $f"; echo "accept fail $f"; echo "fixpoint fail $f"
	fi
	rm -rf "$d"
}
export -f one_file
export xlate tmp MLIR_OPT llvm

printf '%s\n' "$@" | xargs -P "$jobs" -I{} bash -c 'one_file "$1"' _ {} > "$tmp/results"

[ $verbose = 1 ] && grep ' fail ' "$tmp/results" | sort | sed 's/^\([^ ]*\) fail /FAIL \1 /'
for check in generic-exact generic-accept exact generic-out accept fixpoint; do
	p=$(grep -c "^$check pass " "$tmp/results")
	f=$(grep -c "^$check fail " "$tmp/results")
	echo "$check: $p passed, $f failed"
done
s=$(grep -c '^skip ' "$tmp/results")
[ "$s" -gt 0 ] && echo "skipped (rejected by $MLIR_OPT): $s"
exit 0
