#!/bin/sh
# gen-parse-checks.sh FILE.mlir [--mlir-print-op-generic]
# Rewrites a lit test of tests/lit/parse: keeps its input (all but the
# RUN and CHECK lines) and appends CHECK lines made from mlir-opt-19's
# output, the reference our printer must match.  With the flag, the test
# checks `xlate --generic` against mlir-opt-19's generic form.
set -e
f=$1
flags=$2
in=$(mktemp --suffix=.mlir)
ref=$(mktemp)
trap 'rm -f "$in" "$ref"' EXIT
grep -v '^// RUN:\|^// CHECK' "$f" | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' > "$in"
mlir-opt-19 --allow-unregistered-dialect $flags "$in" > "$ref"
{
	if [ -n "$flags" ]; then
		echo "// RUN: %xlate --generic %s | FileCheck %s"
	else
		echo "// RUN: %xlate %s | FileCheck %s"
	fi
	cat "$in"
	printf "\n"
	first=1
	sed -e 's/\[\[/{{\\[\\[}}/g' "$ref" |
	while IFS= read -r line; do
		[ -z "$line" ] && continue
		if [ $first = 1 ]; then printf "// CHECK: %s\n" "$line"; first=0
		else printf "// CHECK-NEXT: %s\n" "$line"; fi
	done
} > "$f.new"
mv "$f.new" "$f"
