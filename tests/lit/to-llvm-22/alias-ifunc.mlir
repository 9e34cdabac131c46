// llvm.mlir.alias and llvm.mlir.ifunc (MLIR 20+) are read whatever the
// version and written as mlir-translate-22 writes them: globals, then the
// aliases, then the ifuncs; an aliasee that is a constant expression has
// no type; dso_local is implied by local linkage or a visibility, and
// mlir-translate-22 keeps it on ifuncs only.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null -
// Re-printed as MLIR 22, the same text:
// RUN: %xlate --llvm-version=22 %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --llvm-version=22 %s | %xlate --to-llvm - | FileCheck %s

// CHECK: @g1 = private global i32 0
// CHECK-NEXT: @g2 = internal constant ptr @a1
// CHECK-EMPTY:
// CHECK-NEXT: @a1 = private alias i32, ptr @g1
// CHECK-NEXT: @a3 = alias i32, addrspacecast (ptr @g1 to ptr addrspace(2))
// CHECK-NEXT: @a4 = linkonce_odr hidden alias [32 x i32], inttoptr (i64 add (i64 ptrtoint (ptr @g1 to i64), i64 1234) to ptr)
// CHECK-NEXT: @a5 = alias ptr (), ptr @resolver
// CHECK-EMPTY:
// CHECK-NEXT: @f = dso_local ifunc void (ptr, i32), ptr @resolver
// CHECK-NEXT: @h = linkonce_odr hidden ifunc float (i64), ptr @a5
// CHECK-NEXT: @w = weak ifunc float (i64), ptr @resolver
// CHECK-EMPTY:
// CHECK-NEXT: define ptr @resolver() {
// CHECK: define void @use(ptr %0, i32 %1) {
// CHECK-NEXT: call void @f(ptr noundef %0, i32 noundef %1)
// CHECK-NEXT: %3 = call noundef i32 %0(i32 signext %1)
// CHECK-NEXT: ret void

// MLIR: llvm.mlir.alias private @a1 {addr_space = 0 : i32, dso_local} : i32 {
// MLIR: llvm.mlir.alias linkonce_odr hidden @a4 {dso_local} : !llvm.array<32 x i32> {
// MLIR: llvm.mlir.ifunc external @f : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolver {dso_local}
// MLIR: llvm.mlir.ifunc weak @w : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
// MLIR: llvm.call @f(%arg0, %arg1) : (!llvm.ptr {llvm.noundef}, i32 {llvm.noundef}) -> ()
// MLIR: llvm.call %arg0(%arg1) : !llvm.ptr, (i32 {llvm.signext}) -> (i32 {llvm.noundef})

llvm.mlir.global private @g1(0 : i32) {addr_space = 0 : i32, dso_local} : i32
llvm.mlir.alias private @a1 {addr_space = 0 : i32, dso_local} : i32 {
  %0 = llvm.mlir.addressof @g1 : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal constant @g2() {addr_space = 0 : i32, dso_local} : !llvm.ptr {
  %0 = llvm.mlir.addressof @a1 : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @a3 {addr_space = 2 : i32} : i32 {
  %0 = llvm.mlir.addressof @g1 : !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<2>
  llvm.return %1 : !llvm.ptr<2>
}
llvm.mlir.alias linkonce_odr hidden @a4 {dso_local} : !llvm.array<32 x i32> {
  %0 = llvm.mlir.constant(1234 : i64) : i64
  %1 = llvm.mlir.addressof @g1 : !llvm.ptr
  %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
  %3 = llvm.add %2, %0 : i64
  %4 = llvm.inttoptr %3 : i64 to !llvm.ptr
  llvm.return %4 : !llvm.ptr
}
llvm.mlir.alias external @a5 {dso_local} : !llvm.func<ptr ()> {
  %0 = llvm.mlir.addressof @resolver : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @f : !llvm.func<void (ptr, i32)>, !llvm.ptr @resolver {dso_local}
llvm.mlir.ifunc linkonce_odr hidden @h : !llvm.func<f32 (i64)>, !llvm.ptr @a5 {dso_local}
llvm.mlir.ifunc weak @w : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @use(%arg0: !llvm.ptr, %arg1: i32) {
  llvm.call @f(%arg0, %arg1) : (!llvm.ptr {llvm.noundef}, i32 {llvm.noundef}) -> ()
  %0 = llvm.call %arg0(%arg1) : !llvm.ptr, (i32 {llvm.signext}) -> (i32 {llvm.noundef})
  llvm.return
}
