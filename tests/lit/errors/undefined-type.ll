; A struct type used but never defined is an error where it is first used
; (it was taken for an opaque struct, and its constant initializer printed
; as MLIR that does not parse; found by the round-trip fuzz target).
; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; CHECK: undefined-type.ll:[[#@LINE+1]]:21: error: use of undefined type named '%Missing'
@nestedAgg = global %Missing { i32 1, ptr null }
%Defined = type opaque
@ok = external global %Defined
