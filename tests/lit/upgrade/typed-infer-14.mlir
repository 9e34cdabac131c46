// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | llvm-as-14 -o /dev/null
// Pointee inference for LLVM 14 (ll_infer.c): the struct field, the
// global initializer and the parameters get their types from the uses
// (i8* when there are none: %head); a declared function takes the types
// its first calls give it (clang-14 casts at a void* parameter itself),
// here malloc a %node*, cast once after the other call; a phi joining an
// i8* and a %node* gets a bitcast in the predecessor; a pointer stored
// through at two types is cast before the second use only.
llvm.mlir.global internal constant @name("n\00") {addr_space = 0 : i32} : !llvm.array<2 x i8>
llvm.mlir.global external @tab() {addr_space = 0 : i32} : !llvm.struct<"entry", (ptr, i32)> {
  %0 = llvm.mlir.addressof @name : !llvm.ptr
  %1 = llvm.mlir.undef : !llvm.struct<"entry", (ptr, i32)>
  %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<"entry", (ptr, i32)>
  %3 = llvm.mlir.constant(1 : i32) : i32
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<"entry", (ptr, i32)>
  llvm.return %4 : !llvm.struct<"entry", (ptr, i32)>
}
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @push(%head: !llvm.ptr, %v: i32) -> !llvm.ptr {
  %c = llvm.mlir.constant(16 : i64) : i64
  %n = llvm.call @malloc(%c) : (i64) -> !llvm.ptr
  %f0 = llvm.getelementptr %n[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"node", (i32, ptr)>
  llvm.store %v, %f0 : i32, !llvm.ptr
  %f1 = llvm.getelementptr %n[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"node", (i32, ptr)>
  llvm.store %head, %f1 : !llvm.ptr, !llvm.ptr
  llvm.return %n : !llvm.ptr
}
llvm.func @pair() -> !llvm.ptr {
  %c = llvm.mlir.constant(16 : i64) : i64
  %n = llvm.call @malloc(%c) : (i64) -> !llvm.ptr
  %f1 = llvm.getelementptr %n[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"pair", (i64, i64)>
  llvm.store %c, %f1 : i64, !llvm.ptr
  llvm.return %n : !llvm.ptr
}
llvm.func @pick(%c: i1, %a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %0 = llvm.load %b : !llvm.ptr -> i8
  llvm.cond_br %c, ^bb1(%a : !llvm.ptr), ^bb1(%b : !llvm.ptr)
^bb1(%r: !llvm.ptr):
  %1 = llvm.getelementptr %r[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"node", (i32, ptr)>
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}
llvm.func @pun(%p: !llvm.ptr) -> i64 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p : !llvm.ptr -> i64
  llvm.return %1 : i64
}
// CHECK: %entry = type { [2 x i8]*, i32 }
// CHECK: %node = type { i32, i8* }
// CHECK: @tab = global %entry { [2 x i8]* @name, i32 1 }
// CHECK: declare %node* @malloc(i64)
// CHECK: define %node* @push(i8* %0, i32 %1) {
// CHECK-NEXT: %3 = call %node* @malloc(i64 16)
// CHECK-NEXT: %4 = getelementptr %node, %node* %3, i32 0, i32 0
// CHECK-NEXT: store i32 %1, i32* %4
// CHECK-NEXT: %5 = getelementptr %node, %node* %3, i32 0, i32 1
// CHECK-NEXT: store i8* %0, i8** %5
// CHECK-NEXT: ret %node* %3
// CHECK: define %pair* @pair() {
// CHECK-NEXT: %1 = call %node* @malloc(i64 16)
// CHECK-NEXT: %.t[[N:[0-9]+]] = bitcast %node* %1 to %pair*
// CHECK-NEXT: %2 = getelementptr %pair, %pair* %.t[[N]], i32 0, i32 1
// CHECK-NEXT: store i64 16, i64* %2
// CHECK-NEXT: ret %pair* %.t[[N]]
// CHECK: define i32 @pick(i1 %0, %node* %1, i8* %2) {
// CHECK-NEXT: %4 = load i8, i8* %2
// CHECK-NEXT: %.t[[B:[0-9]+]] = bitcast i8* %2 to %node*
// CHECK-NEXT: br i1 %0, label %5, label %9
// CHECK: %6 = phi %node* [ %10, %9 ], [ %1, %3 ]
// CHECK: %10 = phi %node* [ %.t[[B]], %3 ]
// CHECK: define i64 @pun(i32* %0) {
// CHECK-NEXT: %2 = load i32, i32* %0
// CHECK-NEXT: %.t[[P:[0-9]+]] = bitcast i32* %0 to i64*
// CHECK-NEXT: %3 = load i64, i64* %.t[[P]]
