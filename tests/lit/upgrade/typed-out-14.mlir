// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | llvm-as-14 -o /dev/null
// --llvm-version=14 writes typed pointers, their pointees inferred
// (ll_infer.c): the parameter %fp is called with @g, so it is a
// void (i32*)*, and the declared @use takes what it is given; a bitcast
// where one pointer is used at two types (the byval %S* loaded as i64,
// the alloca and @s to memcpy); old attribute and intrinsic spellings.
llvm.mlir.global external @g(7 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private constant @s("hi\00") {addr_space = 0 : i32} : !llvm.array<3 x i8>
llvm.func @use(!llvm.ptr) attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>}
llvm.func @big(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<"S", (i64, i64, i64)>}) -> i64 {
  %0 = llvm.load %arg0 : !llvm.ptr -> i64
  llvm.return %0 : i64
}
llvm.func @f(%fp: !llvm.ptr, %n: i64) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.alloca %c1 x !llvm.struct<"S", (i64, i64, i64)> : (i32) -> !llvm.ptr
  %1 = llvm.getelementptr %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"S", (i64, i64, i64)>
  llvm.store %n, %1 : i64, !llvm.ptr
  %2 = llvm.call @big(%0) : (!llvm.ptr) -> i64
  %3 = llvm.mlir.addressof @g : !llvm.ptr
  %4 = llvm.load %3 : !llvm.ptr -> i32
  %5 = llvm.mlir.addressof @s : !llvm.ptr
  llvm.call @use(%5) : (!llvm.ptr) -> ()
  llvm.call %fp(%3) : !llvm.ptr, (!llvm.ptr) -> ()
  %6 = llvm.mlir.constant(8 : i64) : i64
  %false = llvm.mlir.constant(false) : i1
  "llvm.intr.memcpy"(%0, %5, %6) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return %4 : i32
}
// CHECK: %S = type { i64, i64, i64 }
// CHECK: @g = global i32 7
// CHECK: declare void @use([3 x i8]*) #[[A:[0-9]+]]
// CHECK: define i64 @big(%S* byval(%S) %0) {
// CHECK-NEXT: %.t[[W:[0-9]+]] = bitcast %S* %0 to i64*
// CHECK-NEXT: %2 = load i64, i64* %.t[[W]]
// CHECK: define i32 @f(void (i32*)* %0, i64 %1) {
// CHECK-NEXT: %3 = alloca %S, align 8
// CHECK-NEXT: %4 = getelementptr %S, %S* %3, i32 0, i32 1
// CHECK-NEXT: store i64 %1, i64* %4
// CHECK-NEXT: %5 = call i64 @big(%S* %3)
// CHECK-NEXT: %6 = load i32, i32* @g
// CHECK-NEXT: call void @use([3 x i8]* @s)
// CHECK-NEXT: call void %0(i32* @g)
// CHECK-NEXT: %.t[[A1:[0-9]+]] = bitcast %S* %3 to i8*
// CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %.t[[A1]], i8* bitcast ([3 x i8]* @s to i8*), i64 8, i1 false)
// CHECK: declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1
// CHECK: attributes #[[A]] = { readonly }
