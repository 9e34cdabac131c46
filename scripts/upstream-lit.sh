#!/bin/sh
# upstream-lit.sh - MLIR's own lit tests for xlate's subset, run twice: with
# the real mlir-opt-22/mlir-translate-22, and with xlate-opt/xlate-translate
# in their place (FileCheck-22, not, count, split-file of LLVM 22 in both).
# Prints per directory how many files the real tools pass and, of those,
# how many xlate passes; the lists are in build/upstream-lit/{real,xlate}.txt.
# Then, per file run with --verify-diagnostics, how many of its
# expected-* annotations each side meets (scripts/upstream-expect.py; the
# table is also build/upstream-lit/expect.txt).
#
#   scripts/upstream-lit.sh [XLATE]        (default build/xlate)
#
# The test files are fetched into build/upstream-lit/src (never into the
# repository), at the LLVM 22 release tag: copied from $LLVM_SRC (an
# llvm-project checkout) when set, else downloaded from GitHub; files
# already there are used as they are (so an offline machine can be given
# them by hand).  Only *.mlir and *.ll are taken, not the directories'
# lit.local.cfg (the features they test are the real tools' concern).
set -eu
TAG=llvmorg-22.1.8
DIRS="mlir/test/Conversion/FuncToLLVM mlir/test/Conversion/ArithToLLVM mlir/test/Conversion/ControlFlowToLLVM
mlir/test/Conversion/MemRefToLLVM mlir/test/Conversion/IndexToLLVM mlir/test/Target/LLVMIR
mlir/test/Target/LLVMIR/Import mlir/test/Dialect/LLVMIR"
XLATE=$(readlink -f "${1:-build/xlate}")
W=$(pwd)/build/upstream-lit
L22=/usr/lib/llvm-22/bin
LIT=${LIT:-python3 /usr/lib/llvm-19/build/utils/lit/lit.py}
mkdir -p "$W/src"

fetch_dir() {   # $1: a directory of llvm-project
	mkdir -p "$W/src/$1"
	if [ -n "${LLVM_SRC:-}" ]; then
		find "$LLVM_SRC/$1" -maxdepth 1 \( -name '*.mlir' -o -name '*.ll' \) -exec cp {} "$W/src/$1/" \;
		return
	fi
	ls "$W/src/$1" | grep -q . && return
	curl -fsS --max-time 30 -o "$W/list.json" "https://api.github.com/repos/llvm/llvm-project/contents/$1?ref=$TAG" ||
		return 1
	python3 -c 'import json, sys
for e in json.load(sys.stdin):
    if e["type"] == "file" and e["name"].endswith((".mlir", ".ll")):
        print(e["name"], e["download_url"])' <"$W/list.json" |
	while read -r name url; do
		curl -fsS --max-time 30 -o "$W/src/$1/$name" "$url" || rm -f "$W/src/$1/$name"
	done
}
for d in $DIRS; do
	fetch_dir "$d" || echo "upstream-lit: cannot fetch $d (offline? put the files in $W/src/$d)" >&2
done
# and the dialects' invalid-input files, for upstream-expect.py
FILES="mlir/test/Dialect/Arith/invalid.mlir mlir/test/Dialect/Func/invalid.mlir
mlir/test/Dialect/ControlFlow/invalid.mlir mlir/test/Dialect/MemRef/invalid.mlir
mlir/test/Dialect/Index/index-errors.mlir mlir/test/Dialect/LLVMIR/invalid.mlir"
for f in $FILES; do
	[ -s "$W/src/$f" ] && continue
	mkdir -p "$(dirname "$W/src/$f")"
	if [ -n "${LLVM_SRC:-}" ]; then
		cp "$LLVM_SRC/$f" "$W/src/$f"
	elif ! curl -fsS --max-time 30 -o "$W/src/$f" "https://raw.githubusercontent.com/llvm/llvm-project/$TAG/$f"; then
		rm -f "$W/src/$f"
		echo "upstream-lit: cannot fetch $f (offline? put it in $W/src/$f)" >&2
	fi
done

cat >"$W/src/lit.cfg.py" <<'EOF'
# written by scripts/upstream-lit.sh: MLIR's tests with the tools of $UPSTREAM_BIN
import os
import lit.formats
config.name = 'upstream'
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = ['.mlir', '.ll']
config.excludes = ['Inputs', 'lit.cfg.py']
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(__file__), '..', 'out', os.path.basename(os.environ['UPSTREAM_BIN']))
config.environment['PATH'] = os.environ['UPSTREAM_BIN'] + os.pathsep + os.environ.get('PATH', '')
config.substitutions.append(('%PYTHON', 'python3'))
EOF

# one directory of tool names per side
for side in real xlate; do
	b=$W/bin/$side
	mkdir -p "$b"
	for t in FileCheck not count split-file; do ln -sf "$L22/$t" "$b/$t"; done
done
# each tool run is bounded (${TIMEOUT}s): mlir-opt-22 loops on some
# inputs its later releases fixed (graph-region-circular-ssa.mlir)
TIMEOUT=${TIMEOUT:-60}
rm -f "$W/bin/real/mlir-opt" "$W/bin/real/mlir-translate" "$W/bin/xlate/mlir-opt" "$W/bin/xlate/mlir-translate"
printf '#!/bin/sh\nexec timeout %s "%s" "$@"\n' "$TIMEOUT" "$L22/mlir-opt" >"$W/bin/real/mlir-opt"
printf '#!/bin/sh\nexec timeout %s "%s" "$@"\n' "$TIMEOUT" "$L22/mlir-translate" >"$W/bin/real/mlir-translate"
# (xlate picks its face by the name it is called by: mlir-opt runs xlate --opt)
printf '#!/bin/sh\nexec timeout %s "%s" --opt "$@"\n' "$TIMEOUT" "$XLATE" >"$W/bin/xlate/mlir-opt"
printf '#!/bin/sh\nexec timeout %s "%s" --translate "$@"\n' "$TIMEOUT" "$XLATE" >"$W/bin/xlate/mlir-translate"
chmod +x "$W/bin/real/mlir-opt" "$W/bin/real/mlir-translate" "$W/bin/xlate/mlir-opt" "$W/bin/xlate/mlir-translate"

for side in real xlate; do
	UPSTREAM_BIN=$W/bin/$side $LIT -v "$W/src" 2>/dev/null |
		sed -n 's/^\([A-Z]*\): upstream :: \(.*\) (.*/\1 \2/p' | sort -k2 >"$W/$side.txt" || true
done

printf '%-40s %6s %6s %6s\n' directory files real xlate
for d in $DIRS; do
	awk -v d="$d" '
		FNR == NR { if (dir($2) == d && $1 == "PASS") real[$2] = 1; if (dir($2) == d) n++; next }
		dir($2) == d && $1 == "PASS" && ($2 in real) { x++ }
		function dir(p) { sub(/\/[^\/]*$/, "", p); return p }
		END { printf "%-40s %6d %6d %6d\n", d, n, length(real), x }' "$W/real.txt" "$W/xlate.txt"
done

# the expected-error/-warning/-note/-remark annotations each side meets
echo
python3 "$(dirname "$0")/upstream-expect.py" "$W"
