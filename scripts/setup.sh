#!/bin/sh
# setup.sh - installs what xlate's build and tests need (Debian packages).
# Idempotent and quiet when everything is already there.
set -e
need=""
have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in make gcc re2c bison libcriterion-dev llvm-19 llvm-19-tools llvm-19-runtime mlir-19-tools clang-19 libclang-rt-19-dev clang-14 llvm-14 llvm-14-tools llvm-14-runtime llvm-22 mlir-22-tools clang-22 python3 pkgconf man-db groff-base; do
	have "$p" || need="$need $p"
done
[ -z "$need" ] && exit 0
echo "setup: installing$need" >&2
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends $need >/dev/null
