; Inputs streaming cannot handle are parsed again as a whole: a call to a
; function defined later with another type, a type defined after a body.
; RUN: split-file %s %t
; RUN: %xlate --llvm-version=19 --import-llvm %t/call.ll -o %t/call.stream.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/call.ll -o %t/call.whole.mlir
; RUN: diff %t/call.whole.mlir %t/call.stream.mlir
; RUN: FileCheck %s --check-prefix=CALL < %t/call.stream.mlir
; RUN: %xlate --llvm-version=19 --import-llvm %t/type.ll -o %t/type.stream.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %t/type.ll -o %t/type.whole.mlir
; RUN: diff %t/type.whole.mlir %t/type.stream.mlir
; RUN: FileCheck %s --check-prefix=TYPE < %t/type.stream.mlir

;--- call.ll
; CALL: %[[F:.*]] = llvm.mlir.addressof @f : !llvm.ptr
; CALL: llvm.call %[[F]](%{{.*}}) : !llvm.ptr, (i32) -> i32
define i32 @caller(i32 %x) {
  %r = call i32 @f(i32 %x)
  ret i32 %r
}

define i64 @f(i64 %x) {
  ret i64 %x
}

;--- type.ll
; TYPE: llvm.alloca %{{.*}} x !llvm.struct<"T", (i32, i64)>
define void @user() {
  %p = alloca %T, align 8
  ret void
}

%T = type { i32, i64 }
