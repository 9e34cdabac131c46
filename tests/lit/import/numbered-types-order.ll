; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null
; Numbered struct types are named in the order mlir-translate-19 meets
; them, not in definition order: globals first (%4, then %5 and %6 for
; @gl2), then functions in order, each its type (parameters before the
; result), then its blocks in reverse post-order (^b before ^a: %2 before
; %0), constants at their first use.  %7 is never used and takes no name.

target datalayout = "e"

%0 = type { i32 }
%1 = type { i64 }
%2 = type { i16 }
%3 = type { i8 }
%4 = type { float }
%5 = type { double }
%6 = type { [2 x %4], %5 }
%7 = type { i1 }

; CHECK-DAG: llvm.mlir.global external @gl() {addr_space = 0 : i32} : !llvm.struct<"", (f32)>
; CHECK-DAG: llvm.mlir.global external @gl2() {addr_space = 0 : i32} : !llvm.struct<".2", (array<2 x struct<"", (f32)>>, struct<".1", (f64)>)>
; CHECK-DAG: llvm.func @g(%arg0: i1) -> !llvm.struct<".3", (i64)>
; CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<".4", (i16)>
; CHECK-DAG: llvm.mlir.undef : !llvm.struct<".5", (i32)>
; CHECK-DAG: llvm.func @h(!llvm.struct<".5", (i32)>) -> !llvm.struct<".6", (i8)>
define %1 @g(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = insertvalue %0 { i32 7 }, i32 1, 0
  br label %m
b:
  %y = alloca %2, align 2
  br label %m
m:
  %p = phi %1 [ { i64 1 }, %a ], [ { i64 2 }, %b ]
  ret %1 %p
}

declare %3 @h(%0)

@gl = global %4 { float 1.0 }
@gl2 = global %6 zeroinitializer
