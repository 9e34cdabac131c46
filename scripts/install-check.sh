#!/bin/bash
# install-check.sh - make install into a temporary prefix, then: the
# README's embedding example built against the installed header and
# library with pkg-config (shared and static) translates corpus/demo.mlir
# to the text of `xlate --to-llvm`; the shared library exports only
# xlate_* names; the manual page renders without warnings and names every
# option of --help; make uninstall leaves the prefix as it was.
set -eu
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
P=$T/prefix
fail() { echo "install-check: $*" >&2; exit 1; }
mkdir -p "$P"
make --no-print-directory -s install PREFIX="$P" >/dev/null
for f in bin/xlate lib/libxlate.a lib/libxlate.so lib/libxlate.so.0 include/xlate/xlate.h \
	share/man/man1/xlate.1 lib/pkgconfig/xlate.pc; do
	[ -e "$P/$f" ] || fail "not installed: $f"
done
# the faces of mlir-opt and mlir-translate: links chosen by name
for f in xlate-opt xlate-translate; do
	[ "$(readlink "$P/bin/$f")" = xlate ] || fail "not installed: bin/$f -> xlate"
done
"$P/bin/xlate-opt" --help | grep -q -- --split-input-file || fail "bin/xlate-opt is not mlir-opt's face"

# the example, as the README shows it
awk '/^## Installing and embedding/ { on = 1 } on && /^```c$/ { c = 1; next } c && /^```$/ { exit } c' README.md >"$T/example.c"
[ -s "$T/example.c" ] || fail "no example in README.md"
export PKG_CONFIG_PATH=$P/lib/pkgconfig
cc -std=c11 -Wall -Wextra -Werror -o "$T/ex-shared" "$T/example.c" $(pkg-config --cflags --libs xlate)
cc -std=c11 -Wall -Wextra -Werror -o "$T/ex-static" "$T/example.c" $(pkg-config --cflags xlate) \
	-Wl,-Bstatic $(pkg-config --libs xlate) -Wl,-Bdynamic $(pkg-config --static --libs-only-l xlate | sed 's/-lxlate//')
ldd "$T/ex-shared" | grep -q 'libxlate.so.0 => not found\|libxlate.so.0 =>' || fail "shared example does not use libxlate.so.0"
ldd "$T/ex-static" | grep -q libxlate && fail "static example uses the shared library"
build/xlate --to-llvm corpus/demo.mlir >"$T/want.ll"
LD_LIBRARY_PATH=$P/lib "$T/ex-shared" corpus/demo.mlir >"$T/shared.ll" || fail "shared example failed"
"$T/ex-static" corpus/demo.mlir >"$T/static.ll" || fail "static example failed"
cmp "$T/want.ll" "$T/shared.ll" || fail "shared example: output differs from xlate --to-llvm"
cmp "$T/want.ll" "$T/static.ll" || fail "static example: output differs from xlate --to-llvm"
# bad input: an error status and a located diagnostic, no exit
printf 'func.func @f() {\n  retur\n}\n' >"$T/bad.mlir"
if "$T/ex-static" "$T/bad.mlir" >"$T/bad.out" 2>"$T/bad.err"; then fail "bad input succeeded"; fi
grep -q "bad.mlir:2:3: expected operation" "$T/bad.err" || fail "bad input: $(cat "$T/bad.err")"

# exports
bad=$(nm -D --defined-only "$P/lib/libxlate.so" | awk '{ print $3 }' | grep -v '^xlate_' || true)
[ -z "$bad" ] || fail "libxlate.so exports more than xlate_*: $bad"
readelf -d "$P/lib/libxlate.so" | grep -q 'SONAME.*libxlate.so.0' || fail "soname"

# the manual page
warn=$(MANWIDTH=80 man --warnings -l "$P/share/man/man1/xlate.1" 2>&1 >/dev/null || echo "man failed")
[ -z "$warn" ] || fail "man page: $warn"
MANWIDTH=200 man -l "$P/share/man/man1/xlate.1" 2>/dev/null | sed 's/\xe2\x80\x90/-/g' >"$T/man.txt"
for opt in $(build/xlate --help | grep -oE -- '(^| )--?[a-z][-a-z]*' | sort -u); do
	grep -q -- "$opt" "$T/man.txt" || fail "man page does not name $opt (in --help)"
done

make --no-print-directory -s uninstall PREFIX="$P" >/dev/null
left=$(cd "$P" && find . -mindepth 1)
[ -z "$left" ] || fail "uninstall left: $left"
echo "install-check: ok (install, example shared+static, exports, man page, uninstall)"
