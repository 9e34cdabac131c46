; MLIR 19's importer walks into each global variable a constant names:
; the global's initializer is converted there first, as constants nothing
; uses (22 stopped); a global named in its own initializer is not walked
; again; an initializer naming a global read after it is made again at the
; end (ll_late_inits); a global holding a function's address holds it as
; its value (@fp(@f)).  The whole 19 output is mlir-translate-19's (but
; the module line); 22's has none of it.  (A cycle @a -> @b -> @a, which
; mlir-translate-19 crashes on, imports and writes back.)
; RUN: %xlate --llvm-version=19 --import-llvm %s -o %t.mlir
; RUN: %xlate --llvm-version=19 --import-llvm --no-stream %s | diff %t.mlir -
; RUN: FileCheck %s < %t.mlir
; RUN: %if mlir-opt %{ mlir-translate --import-llvm %s | FileCheck %s %}
; RUN: %xlate --llvm-version=19 --to-llvm %t.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=22 --import-llvm %s | FileCheck %s --check-prefix=AT22
; RUN: sed -e 's/{ ptr null, i32 2 }/{ ptr @a, i32 2 }/' %s > %t.cycle.ll
; RUN: %xlate --llvm-version=19 --import-llvm %t.cycle.ll | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null
; LL: @fp = global ptr @f
; AT22: llvm.func @f() -> !llvm.ptr {
; AT22-NEXT: %0 = llvm.mlir.addressof @t : !llvm.ptr
; CHECK:   llvm.mlir.global external @a() {addr_space = 0 : i32} : !llvm.struct<(ptr, i32)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %6 = llvm.mlir.addressof @b : !llvm.ptr
; CHECK-NEXT:     %7 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %9 = llvm.insertvalue %0, %8[1] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     llvm.return %9 : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @b() {addr_space = 0 : i32} : !llvm.struct<(ptr, i32)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %3 = llvm.insertvalue %1, %2[0] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %4 = llvm.insertvalue %0, %3[1] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     llvm.return %4 : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @self() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.addressof @self : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @fp(@f) {addr_space = 0 : i32} : !llvm.ptr
; CHECK-NEXT:   llvm.mlir.global internal constant @s("hi\00") {addr_space = 0 : i32, dso_local}
; CHECK-NEXT:   llvm.mlir.global external @t() {addr_space = 0 : i32} : !llvm.struct<(ptr, ptr)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(dense<[5, 6]> : tensor<2xi16>) : !llvm.array<2 x i16>
; CHECK-NEXT:     %1 = llvm.mlir.addressof @later : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant("hi\00") : !llvm.array<3 x i8>
; CHECK-NEXT:     %3 = llvm.mlir.addressof @s : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
; CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr)> 
; CHECK-NEXT:     %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<(ptr, ptr)> 
; CHECK-NEXT:     llvm.return %6 : !llvm.struct<(ptr, ptr)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @later(dense<[5, 6]> : tensor<2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x i16>
; CHECK-NEXT:   llvm.func @f() -> !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(dense<[5, 6]> : tensor<2xi16>) : !llvm.array<2 x i16>
; CHECK-NEXT:     %1 = llvm.mlir.addressof @later : !llvm.ptr
; CHECK-NEXT:     %2 = llvm.mlir.constant("hi\00") : !llvm.array<3 x i8>
; CHECK-NEXT:     %3 = llvm.mlir.addressof @s : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
; CHECK-NEXT:     %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(ptr, ptr)> 
; CHECK-NEXT:     %6 = llvm.insertvalue %1, %5[1] : !llvm.struct<(ptr, ptr)> 
; CHECK-NEXT:     %7 = llvm.mlir.addressof @t : !llvm.ptr
; CHECK-NEXT:     %8 = llvm.mlir.addressof @self : !llvm.ptr
; CHECK-NEXT:     %9 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %10 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %11 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %12 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %14 = llvm.insertvalue %10, %13[1] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %15 = llvm.mlir.addressof @b : !llvm.ptr
; CHECK-NEXT:     %16 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
; CHECK-NEXT:     %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %18 = llvm.insertvalue %9, %17[1] : !llvm.struct<(ptr, i32)> 
; CHECK-NEXT:     %19 = llvm.mlir.addressof @a : !llvm.ptr
; CHECK-NEXT:     %20 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
; CHECK-NEXT:     llvm.store %8, %20 {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
; CHECK-NEXT:     llvm.return %19 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT: }

@a = global { ptr, i32 } { ptr @b, i32 1 }
@b = global { ptr, i32 } { ptr null, i32 2 }
@self = global ptr @self
@fp = global ptr @f
@s = internal constant [3 x i8] c"hi\00"
@t = global { ptr, ptr } { ptr @s, ptr @later }
@later = global [2 x i16] [i16 5, i16 6]
define ptr @f() {
  %x = load ptr, ptr @t
  store ptr @self, ptr %x
  ret ptr @a
}
