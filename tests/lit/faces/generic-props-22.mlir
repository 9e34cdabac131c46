// The generic form's properties as mlir-opt-22 writes them (checked
// against mlir-opt-22 --mlir-print-op-generic): MLIR 20+'s EnumProps
// (overflowFlags = 3 : i32, a GEP's noWrapFlags), the defaults it shows
// (empty operand bundles and their segments, trunc's overflowFlags,
// inline_asm's tail_call_kind), memref.atomic_rmw's kinds as MLIR 20+
// numbers them (andi is 2, 12 in MLIR 19), and which names are properties
// (a call's branch_weights and a name the op does not have go in {...}).
// Read back, by xlate or mlir-opt-22, the same ops.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate --generic %s | %xlate --generic - | FileCheck %s
// RUN: %xlate --generic %s | %xlate - | FileCheck %s --check-prefix=CUSTOM
// MLIR 19 spells them otherwise: units for the GEP's flags, attributes
// for overflow flags, no bundles; isDisjoint is no property of its llvm.or.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s --check-prefix=V19

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.add %a, %a overflow<nsw, nuw> : i32
  %1 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %2 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %3 = llvm.trunc %a : i32 to i8
  %4 = llvm.call @g(%a) {branch_weights = array<i32: 7>} : (i32) -> i32
  %5 = llvm.load %p {foo = 1 : i32} : !llvm.ptr -> i32
  %6 = llvm.or disjoint %a, %a : i32
  %7 = llvm.inline_asm "nop", "=r" : () -> i32
  llvm.return %0 : i32
}
func.func @h(%v: i32, %m: memref<4xi32>, %i: index) -> i32 {
  %0 = memref.atomic_rmw andi %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %0 : i32
}

// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK: ^bb0(%arg3: i32, %arg4: !llvm.ptr):
// CHECK: %1 = "llvm.add"(%arg3, %arg3) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
// CHECK: %2 = "llvm.getelementptr"(%arg4) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK: %3 = "llvm.getelementptr"(%arg4, %arg3) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK: %4 = "llvm.trunc"(%arg3) <{overflowFlags = 0 : i32}> : (i32) -> i8
// CHECK: %5 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> {branch_weights = array<i32: 7>} : (i32) -> i32
// CHECK: %6 = "llvm.load"(%arg4) <{ordering = 0 : i64}> {foo = 1 : i32} : (!llvm.ptr) -> i32
// CHECK: %7 = "llvm.or"(%arg3, %arg3) <{isDisjoint}> : (i32, i32) -> i32
// CHECK: %8 = "llvm.inline_asm"() <{asm_string = "nop", constraints = "=r", tail_call_kind = #llvm.tailcallkind<none>}> : () -> i32
// CHECK: "llvm.return"(%1) : (i32) -> ()
// CHECK: "func.func"() <{function_type = (i32, memref<4xi32>, index) -> i32, sym_name = "h"}> ({
// CHECK: ^bb0(%arg0: i32, %arg1: memref<4xi32>, %arg2: index):
// CHECK: %0 = "memref.atomic_rmw"(%arg0, %arg1, %arg2) <{kind = 2 : i64}> : (i32, memref<4xi32>, index) -> i32
// CHECK: "func.return"(%0) : (i32) -> ()

// CUSTOM: llvm.func @g(i32) -> i32
// CUSTOM: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CUSTOM: %0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
// CUSTOM: %1 = llvm.getelementptr inbounds|nuw %arg1[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CUSTOM: %2 = llvm.getelementptr %arg1[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CUSTOM: %3 = llvm.trunc %arg0 : i32 to i8
// CUSTOM: %4 = llvm.call @g(%arg0) {branch_weights = array<i32: 7>} : (i32) -> i32
// CUSTOM: %5 = llvm.load %arg1 {foo = 1 : i32} : !llvm.ptr -> i32
// CUSTOM: %6 = llvm.or disjoint %arg0, %arg0 : i32
// CUSTOM: %7 = llvm.inline_asm "nop", "=r"  : () -> i32
// CUSTOM: llvm.return %0 : i32
// CUSTOM: func.func @h(%arg0: i32, %arg1: memref<4xi32>, %arg2: index) -> i32 {
// CUSTOM: %0 = memref.atomic_rmw andi %arg0, %arg1[%arg2] : (i32, memref<4xi32>) -> i32
// CUSTOM: return %0 : i32

// V19: %1 = "llvm.add"(%arg3, %arg3) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
// V19: %2 = "llvm.getelementptr"(%arg4) <{elem_type = i8, inbounds, rawConstantIndices = array<i32: 1>}> {nuw} : (!llvm.ptr) -> !llvm.ptr
// V19: %3 = "llvm.getelementptr"(%arg4, %arg3) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// V19: %4 = "llvm.trunc"(%arg3) : (i32) -> i8
// V19: %5 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, branch_weights = array<i32: 7>, callee = @g, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// V19: %6 = "llvm.load"(%arg4) <{ordering = 0 : i64}> {foo = 1 : i32} : (!llvm.ptr) -> i32
// V19: %7 = "llvm.or"(%arg3, %arg3) {isDisjoint} : (i32, i32) -> i32
// V19: %8 = "llvm.inline_asm"() <{asm_string = "nop", constraints = "=r"}> : () -> i32
// V19: %0 = "memref.atomic_rmw"(%arg0, %arg1, %arg2) <{kind = 12 : i64}> : (i32, memref<4xi32>, index) -> i32
