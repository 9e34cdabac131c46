// arith ops lowered for 22 as mlir-opt-22's arith lowering writes them
// (upstream ArithToLLVM/arith-to-llvm.mlir): ceildivsi, floordivsi and
// ceildivui with their constants where it makes them (ceil's 0 and 1
// before the division, floor's 0 after the exactness test and its -1
// before the add, ceildivui's 1 after the test for 0); a bitcast between
// types of one llvm type folds away (22; 19 keeps it).
// RUN: %xlate-opt --convert-arith-to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm-dialect %s | FileCheck %s
// RUN: %if llvm22 %{ %xlate-opt --convert-arith-to-llvm %s > %t.x && %mlir-opt-22 --convert-arith-to-llvm %s > %t.r && diff %t.r %t.x %}

func.func @ceil(%a: i64, %b: i64) -> i64 {
  %0 = arith.ceildivsi %a, %b : i64
  return %0 : i64
}
// CHECK-LABEL: @ceil
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[O:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[Q:.*]] = llvm.sdiv %arg0, %arg1 : i64
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[Q]], %arg1 : i64
// CHECK-NEXT: %[[NE:.*]] = llvm.icmp "ne" %arg0, %[[M]] : i64
// CHECK-NEXT: %[[AN:.*]] = llvm.icmp "slt" %arg0, %[[Z]] : i64
// CHECK-NEXT: %[[BN:.*]] = llvm.icmp "slt" %arg1, %[[Z]] : i64
// CHECK-NEXT: %[[S:.*]] = llvm.icmp "eq" %[[AN]], %[[BN]] : i1
// CHECK-NEXT: %[[C:.*]] = llvm.and %[[NE]], %[[S]] : i1
// CHECK-NEXT: %[[P:.*]] = llvm.add %[[Q]], %[[O]] : i64
// CHECK-NEXT: llvm.select %[[C]], %[[P]], %[[Q]] : i1, i64

func.func @floor(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}
// CHECK-LABEL: @floor
// CHECK-NEXT: %[[Q:.*]] = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[Q]], %arg1 : i32
// CHECK-NEXT: %[[NE:.*]] = llvm.icmp "ne" %arg0, %[[M]] : i32
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[AN:.*]] = llvm.icmp "slt" %arg0, %[[Z]] : i32
// CHECK-NEXT: %[[BN:.*]] = llvm.icmp "slt" %arg1, %[[Z]] : i32
// CHECK-NEXT: %[[D:.*]] = llvm.icmp "ne" %[[AN]], %[[BN]] : i1
// CHECK-NEXT: %[[C:.*]] = llvm.and %[[NE]], %[[D]] : i1
// CHECK-NEXT: %[[MO:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[P:.*]] = llvm.add %[[Q]], %[[MO]] : i32
// CHECK-NEXT: llvm.select %[[C]], %[[P]], %[[Q]] : i1, i32

// ceildivui: the test for 0 before its 1
func.func @ceilu(%a: i32) -> i32 {
  %0 = arith.ceildivui %a, %a : i32
  return %0 : i32
}
// CHECK-LABEL: @ceilu
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[E:.*]] = llvm.icmp "eq" %arg0, %[[Z]] : i32
// CHECK-NEXT: %[[O:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[S:.*]] = llvm.sub %arg0, %[[O]] : i32
// CHECK-NEXT: %[[D:.*]] = llvm.udiv %[[S]], %arg0 : i32
// CHECK-NEXT: %[[P:.*]] = llvm.add %[[D]], %[[O]] : i32
// CHECK-NEXT: llvm.select %[[E]], %[[Z]], %[[P]] : i1, i32

// an arith.bitcast between types of one llvm type folds away in 22:
// memrefs of one descriptor, 8-bit floats (19 keeps an llvm.bitcast of
// i8 to i8: convert/f8.mlir)
func.func @bitcast(%m: memref<?xi16>, %f: f8E4M3FN) -> (memref<?xbf16>, f8E5M2) {
  %0 = arith.bitcast %m : memref<?xi16> to memref<?xbf16>
  %1 = arith.bitcast %f : f8E4M3FN to f8E5M2
  return %0, %1 : memref<?xbf16>, f8E5M2
}
// CHECK-LABEL: @bitcast
// CHECK-NOT: llvm.bitcast
// CHECK: return
