// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %if llvm22 %{ not %mlir-opt-22 --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s %}
// Properties that hold an enum: an attribute of that enum's kind, or an
// i64 naming a case (mlir-opt's property conversion refuses anything
// else).  Such ops were printed in generic form instead (roundtrip fuzz
// findings), and one held in a generic op (CConv = #dlvm.cconv<ccc>, the
// roundtrip campaign at 01693c1, run 566,359, fuzz finding 73) made the
// parser's fault there visible (parse-llvm/intr-attrs-stay.mlir).

// CHECK: [[@LINE+1]]:1: error: invalid properties {CConv = #llvm.linkage<internal>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"} for op llvm.func: Invalid attribute `CConv` in property conversion: #llvm.linkage<internal>
"llvm.func"() <{CConv = #llvm.linkage<internal>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {{.*}} for op llvm.func: Invalid attribute `CConv` in property conversion: #dlvm.cconv<ccc>
"llvm.func"() <{CConv = #dlvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {{.*}} for op llvm.func: Invalid attribute `linkage` in property conversion: #lprivatekage{{[<.]}}externdeal
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #lprivatekage<externdeal>, sym_name = "f"}> ({
}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {{.*}} for op llvm.func: Invalid attribute `visibility_` in property conversion: 0 : i32
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f", visibility_ = 0 : i32}> ({
}) : () -> ()

// -----

// CHECK: [[@LINE+1]]:1: error: invalid properties {{.*}} for op llvm.mlir.global: Invalid attribute `unnamed_addr` in property conversion: 5 : i64
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 5 : i64}> ({
}) : () -> ()

// -----

func.func @f(%a: f32, %i: i32) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {fastmath = #arith.overflow<nsw>, predicate = 3 : i64} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.overflow<nsw>, predicate = 3 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {fastmath = #llvm.fastmath<fast>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #llvm.fastmath<fast>
  %1 = "arith.addf"(%a, %a) <{fastmath = #llvm.fastmath<fast>}> : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %i: i32) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>
  %2 = "arith.addi"(%i, %i) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

llvm.func @f(%a: i32, %b: f32, %p: !llvm.ptr) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i32} for op llvm.fcmp: Invalid attribute `predicate` in property conversion: 1 : i32
  %0 = "llvm.fcmp"(%b, %b) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i32}> : (f32, f32) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: f32, %p: !llvm.ptr) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {predicate = 10 : i64} for op llvm.icmp: Invalid attribute `predicate` in property conversion: 10 : i64
  %0 = "llvm.icmp"(%a, %a) <{predicate = 10 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: f32, %p: !llvm.ptr) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {alignment = 4 : i64, ordering = 3 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 3 : i64
  %0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 3 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: f32, %p: !llvm.ptr) {
  // CHECK: [[@LINE+1]]:8: error: invalid properties {fastmathFlags = #ldvm.x<1>} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: #ldvm.x<1>
  %0 = "llvm.fadd"(%b, %b) <{fastmathFlags = #ldvm.x<1>}> : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f(%a: i32, %b: f32, %p: !llvm.ptr) {
  // CHECK: [[@LINE+1]]:3: error: invalid properties {{.*}} for op llvm.call: Invalid attribute `TailCallKind` in property conversion: #llvm.cconv<ccc>
  "llvm.call"() <{TailCallKind = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}
