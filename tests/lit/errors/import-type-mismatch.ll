; What LLVM rejects for mismatched types the importer rejects too, with a
; located error (it printed MLIR that does not read back; found by the
; round-trip fuzz target).
; RUN: split-file %s %t
; RUN: not %xlate --llvm-version=19 --import-llvm %t/ret.ll 2>&1 | FileCheck %s --check-prefix=RET
; RUN: not %xlate --llvm-version=19 --import-llvm %t/ret-void.ll 2>&1 | FileCheck %s --check-prefix=RETVOID
; RUN: not %xlate --llvm-version=19 --import-llvm %t/insertvalue.ll 2>&1 | FileCheck %s --check-prefix=IV
; RUN: not %xlate --llvm-version=19 --import-llvm %t/insertelement.ll 2>&1 | FileCheck %s --check-prefix=IE
; RUN: not %xlate --llvm-version=19 --import-llvm %t/shufflevector.ll 2>&1 | FileCheck %s --check-prefix=SV
; RUN: not %xlate --llvm-version=19 --import-llvm %t/shuffle-mask.ll 2>&1 | FileCheck %s --check-prefix=SM
; RUN: not %xlate --llvm-version=19 --import-llvm %t/store-address.ll 2>&1 | FileCheck %s --check-prefix=ST
; RUN: not %xlate --llvm-version=19 --import-llvm %t/load-address.ll 2>&1 | FileCheck %s --check-prefix=LD
; RUN: not %xlate --llvm-version=19 --import-llvm %t/store-extra.ll 2>&1 | FileCheck %s --check-prefix=SX
; RUN: not %xlate --llvm-version=19 --import-llvm %t/const-struct.ll 2>&1 | FileCheck %s --check-prefix=CS
; RUN: not %xlate --llvm-version=19 --import-llvm %t/const-count.ll 2>&1 | FileCheck %s --check-prefix=CC
; RET: ret.ll:2:3: error: value doesn't match function result type
; RETVOID: ret-void.ll:2:3: error: value doesn't match function result type
; IV: insertvalue.ll:2:8: error: insertvalue operand and field disagree in type
; IE: insertelement.ll:2:8: error: invalid insertelement operands
; SV: shufflevector.ll:2:8: error: invalid shufflevector operands
; SM: shuffle-mask.ll:2:8: error: invalid shufflevector operands
; ST: store-address.ll:2:20: error: store operand must be a pointer
; LD: load-address.ll:2:22: error: load operand must be a pointer
; SX: store-extra.ll:2:28: error: expected metadata or 'align'
; CS: const-struct.ll:2:29: error: element 1 of the constant does not match the element type of its aggregate
; CC: const-count.ll:1:23: error: constant has 1 elements, its type 0

;--- ret.ll
define i32 @f(i64 %x) {
  ret i64 %x
}
;--- ret-void.ll
define void @f(i32 %x) {
  ret i32 %x
}
;--- shufflevector.ll
define <2 x ptr> @f(<2 x ptr> %x) {
  %s = shufflevector <2 x ptr> %x, <4 x ptr> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x ptr> %s
}
;--- shuffle-mask.ll
define <2 x i32> @f(<2 x i32> %x) {
  %s = shufflevector <2 x i32> %x, <2 x i32> poison, <2 x i32> <i32 5, i32 0>
  ret <2 x i32> %s
}
;--- store-address.ll
define void @f(ptr %p) {
  store i32 1, i64 7
  ret void
}
;--- load-address.ll
define void @f(ptr %p) {
  %v = load i32, i32 3
  ret void
}
;--- store-extra.ll
define void @f(ptr %p) {
  store i32 1, ptr %p, ptr %p
  ret void
}
;--- insertvalue.ll
define { i32, i8 } @f(i31 %x) {
  %a = insertvalue { i32, i8 } undef, i31 %x, 0
  ret { i32, i8 } %a
}
;--- insertelement.ll
define <2 x i32> @f(i33 %x) {
  %a = insertelement <2 x i32> undef, i33 %x, i32 0
  ret <2 x i32> %a
}
;--- const-struct.ll
%T = type { i32, i8 }
@g = global %T { i32 1, i16 2 }, align 4
;--- const-count.ll
@g = global [0 x ptr] [ptr @g]
