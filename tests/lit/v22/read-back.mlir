// MLIR 22 forms that --import-llvm writes, read back by --to-llvm:
// argument and result attributes in a call's type, lifetime markers
// without a size, invariant_group on loads and stores, an inline asm's
// tail_call_kind.
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as-22 -o /dev/null
// RUN: mlir-translate-22 --mlir-to-llvmir %s | llvm-as-22 | llvm-dis-22 > %t.ref
// RUN: %xlate --to-llvm %s | llvm-as-22 | llvm-dis-22 | diff %t.ref -
module {
  llvm.func @f(i32 {llvm.noundef}) -> (i8 {llvm.zeroext})
  llvm.func @personality(...) -> i32
  // CHECK-LABEL: define i8 @g(
  llvm.func @g(%arg0: i32, %arg1: !llvm.ptr) -> i8 attributes {personality = @personality} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
    // CHECK: call void @llvm.lifetime.start.p0(ptr %{{[0-9]+}})
    llvm.intr.lifetime.start %1 : !llvm.ptr
    // CHECK: call zeroext i8 @f(i32 noundef %0)
    %2 = llvm.call @f(%arg0) : (i32 {llvm.noundef}) -> (i8 {llvm.zeroext})
    // CHECK: call signext i8 %1(i32 noundef %0, i32 %0)
    %3 = llvm.call %arg1(%arg0, %arg0) : !llvm.ptr, (i32 {llvm.noundef}, i32) -> (i8 {llvm.signext})
    // CHECK: load i32, ptr %1, align 4, !invariant.group
    %4 = llvm.load %arg1 invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
    // CHECK: store i32 %{{[0-9]+}}, ptr %1, align 4, !invariant.group
    llvm.store %4, %arg1 invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
    // CHECK: call void @llvm.lifetime.end.p0(ptr %{{[0-9]+}})
    llvm.intr.lifetime.end %1 : !llvm.ptr
    // CHECK: tail call void asm sideeffect "", "*m,~{memory}"(ptr elementtype(ptr) %1)
    %5 = llvm.inline_asm has_side_effects tail_call_kind = <tail> asm_dialect = att operand_attrs = [{elementtype = !llvm.ptr}] "", "*m,~{memory}" %arg1 : (!llvm.ptr) -> !llvm.void
    // CHECK: invoke zeroext i8 @f(i32 noundef %0)
    %6 = llvm.invoke @f(%arg0) to ^bb1 unwind ^bb2 : (i32 {llvm.noundef}) -> (i8 {llvm.zeroext})
  ^bb1:
    llvm.return %6 : i8
  ^bb2:
    %7 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.resume %7 : !llvm.struct<(ptr, i32)>
  }
}
