// What mlir-opt-22 --mlir-print-op-generic writes is read: its EnumProps
// (overflowFlags = 3 : i32, noWrapFlags = 7 : i32), its defaults (empty
// operand bundles and their segments, trunc's overflowFlags = 0,
// inline_asm's tail_call_kind) and memref.atomic_rmw's kinds as MLIR 20+
// numbers them (2: andi), and printed as mlir-opt-22 prints it.
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate --to-llvm %s | FileCheck %s --check-prefix=LL

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: i32, %arg4: !llvm.ptr):
    %1 = "llvm.add"(%arg3, %arg3) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %2 = "llvm.getelementptr"(%arg4) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    %3 = "llvm.getelementptr"(%arg4, %arg3) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %4 = "llvm.trunc"(%arg3) <{overflowFlags = 0 : i32}> : (i32) -> i8
    %5 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {branch_weights = array<i32: 7>} : (i32) -> i32
    %6 = "llvm.load"(%arg4) <{ordering = 0 : i64}> {foo = 1 : i32} : (!llvm.ptr) -> i32
    %7 = "llvm.or"(%arg3, %arg3) <{isDisjoint}> : (i32, i32) -> i32
    %8 = "llvm.inline_asm"() <{asm_string = "nop", constraints = "=r", tail_call_kind = #llvm.tailcallkind<none>}> : () -> i32
    "llvm.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<4xi32>, index) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32, %arg1: memref<4xi32>, %arg2: index):
    %0 = "memref.atomic_rmw"(%arg0, %arg1, %arg2) <{kind = 2 : i64}> : (i32, memref<4xi32>, index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: llvm.func @g(i32) -> i32
// CHECK: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK: %0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK: %1 = llvm.getelementptr inbounds|nuw %arg1[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK: %2 = llvm.getelementptr %arg1[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK: %3 = llvm.trunc %arg0 : i32 to i8
// CHECK: %4 = llvm.call @g(%arg0) {branch_weights = array<i32: 7>} : (i32) -> i32
// CHECK: %5 = llvm.load %arg1 {foo = 1 : i32} : !llvm.ptr -> i32
// CHECK: %6 = llvm.or disjoint %arg0, %arg0 : i32
// CHECK: %7 = llvm.inline_asm "nop", "=r"  : () -> i32
// CHECK: llvm.return %0 : i32
// CHECK: func.func @h(%arg0: i32, %arg1: memref<4xi32>, %arg2: index) -> i32 {
// CHECK: %0 = memref.atomic_rmw andi %arg0, %arg1[%arg2] : (i32, memref<4xi32>) -> i32
// CHECK: return %0 : i32

// LL: %3 = add nuw nsw i32 %0, %0
// LL: %4 = getelementptr inbounds nuw i8, ptr %1, i32 1
// LL: %5 = getelementptr i8, ptr %1, i32 %0
// LL: %9 = or disjoint i32 %0, %0
// LL: atomicrmw and ptr %{{[0-9]+}}, i32 %0 acq_rel, align 4
