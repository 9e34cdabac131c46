; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; A vector or array constant of simple scalars with another number of
; elements than its type is a located error, as llvm-as gives one ("constant
; expression type mismatch"); it was imported as a dense attribute that
; --to-llvm rejects (a roundtrip fuzz finding).
@v = global <3 x i32> <i32 1, i32 2, i32 3, i32 4>
; CHECK: const-elt-count.ll:7:23: error: constant has 4 elements, its type 3
@a = global [3 x i32] [i32 1, i32 2]
; CHECK: const-elt-count.ll:9:23: error: constant has 2 elements, its type 3
