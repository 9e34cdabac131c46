#!/bin/bash
# diff-modes.sh XLATE OUTDIR [INPUT...] - runs XLATE in every mode on every
# test input and records stdout, stderr and exit status under OUTDIR, so
# that two builds can be compared with `diff -r OUT1 OUT2` (a refactoring
# must change nothing).  It also checks that streamed and --no-stream runs
# agree.  Inputs: tests/lit and, when present, the conformance cases.
#   .mlir: plain, --generic, --to-llvm, --to-llvm-dialect
#   .ll:   --import-llvm, --import-llvm --generic
# each for --llvm-version=19 and the default, streamed and --no-stream
# (QUICK=1: streamed only, no stream/--no-stream check).
set -u
X=$1; OUT=$2; shift 2
if [ $# -eq 0 ]; then
	set -- $(find tests/lit -name '*.mlir' -o -name '*.ll' | sort)
	[ -d /work/shared/conformance/cases ] &&
		set -- "$@" $(find /work/shared/conformance/cases -name '*.mlir' -o -name '*.ll' | sort)
fi
mkdir -p "$OUT"
bad=0
for f in "$@"; do
	case $f in
	*.mlir) modes="plain --generic --to-llvm --to-llvm-dialect" ;;
	*.ll) modes="--import-llvm --import-llvm,--generic" ;;
	*) continue ;;
	esac
	key=$(echo "$f" | sed 's|^/work/shared/conformance/|conf/|; s|/|_|g')
	for m in $modes; do
		args=${m//,/ }
		[ "$m" = plain ] && args=
		for v in 19 22; do
			o="$OUT/$key.${m//[-,]/}.$v"
			"$X" --llvm-version=$v $args "$f" >"$o.out" 2>"$o.err"
			echo $? >"$o.rc"
			[ "${QUICK:-0}" = 1 ] && continue
			"$X" --llvm-version=$v $args --no-stream "$f" >"$o.ns.out" 2>"$o.ns.err"
			echo $? >"$o.ns.rc"
			if ! cmp -s "$o.out" "$o.ns.out" || ! cmp -s "$o.err" "$o.ns.err" || ! cmp -s "$o.rc" "$o.ns.rc"; then
				echo "stream != --no-stream: $X --llvm-version=$v $args $f"
				bad=1
			fi
			rm -f "$o.ns.out" "$o.ns.err" "$o.ns.rc"
		done
	done
done
exit $bad
