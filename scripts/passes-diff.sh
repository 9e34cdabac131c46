#!/bin/sh
# passes-diff.sh XLATE MLIR_OPT FILE... - each lowering pass alone (and a few
# sequences), xlate against mlir-opt (22): the printed MLIR must be the same
# text.  Files whose whole lowering already differs from mlir-opt's are
# skipped (a lowering difference, not the passes'), so are runs mlir-opt
# refuses.  Exit status 1 if any run differs.
X=$1; M=$2; shift 2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
same=0; bad=0; skip=0
for f in "$@"; do
	$M --convert-func-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm \
		--convert-cf-to-llvm --reconcile-unrealized-casts "$f" >"$T/r" 2>/dev/null
	$X --to-llvm-dialect "$f" >"$T/x" 2>/dev/null
	if ! cmp -s "$T/r" "$T/x"; then skip=$((skip + 1)); continue; fi
	for p in --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --finalize-memref-to-llvm \
		--convert-index-to-llvm --convert-to-llvm --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 \
		"--convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts" \
		"--finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts"; do
		$M $p "$f" >"$T/r" 2>/dev/null || { skip=$((skip + 1)); continue; }
		if $X $p "$f" >"$T/x" 2>&1 && cmp -s "$T/r" "$T/x"; then
			same=$((same + 1))
		else
			bad=$((bad + 1))
			echo "passes-diff: differs: xlate $p $f"
			diff "$T/r" "$T/x" | head -20
		fi
	done
done
echo "passes-diff: $same runs the same, $bad differ, $skip skipped"
[ $bad -eq 0 ]
