#!/bin/sh
# pgo-train.sh XLATE OBJDIR - the training run of profile-guided
# optimization (Makefile, PGO=1): XLATE, built with -fprofile-generate
# (its profile goes to OBJDIR/X.gcda for each object OBJDIR/X.o it stands
# for), translates every .ll and .mlir input of tests/ and corpus/ the
# ways xlate is used: import at 22 and 19, the import's output lowered
# again, --to-llvm, --to-llvm-dialect, and the mlir-opt face.  Inputs
# that are errors on purpose train the error paths: exit statuses are
# not looked at, and a run that would hang is stopped after 20 s (the
# build goes on, without that run's profile).
set -eu
x=$1 obj=$2
find "$obj" -name '*.gcda' -exec rm -f {} +
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find tests corpus -type f -name '*.ll' | sort | while read -r f; do
	timeout 20 "$x" --import-llvm "$f" >"$tmp/m.mlir" 2>/dev/null || true
	timeout 20 "$x" --import-llvm --llvm-version=19 "$f" >/dev/null 2>&1 || true
	timeout 20 "$x" --to-llvm "$tmp/m.mlir" >/dev/null 2>&1 || true
done
find tests corpus -type f -name '*.mlir' | sort | while read -r f; do
	timeout 20 "$x" --to-llvm "$f" >/dev/null 2>&1 || true
	timeout 20 "$x" --to-llvm-dialect "$f" >/dev/null 2>&1 || true
	timeout 20 "$x" "$f" >/dev/null 2>&1 || true
done
