// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// An arith op whose fastmath (or overflowFlags) is some other attribute
// prints in generic form, which reads back, not as fastmath<> (which does
// not; a roundtrip fuzz finding, #arith.overflow<nsw>).
// CHECK: "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.overflow<nsw>, predicate = 3 : i64}> : (f32, f32) -> i1
// CHECK: "arith.addf"(%arg0, %arg0) <{fastmath = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
// CHECK: arith.addf %arg0, %arg0 fastmath<nnan> : f32
func.func @f(%a: f32, %i: i32) -> i1 {
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.overflow<nsw>, predicate = 3 : i64}> : (f32, f32) -> i1
  %1 = "arith.addf"(%a, %a) <{fastmath = #llvm.fastmath<fast>}> : (f32, f32) -> f32
  %2 = "arith.addi"(%i, %i) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  %3 = arith.addf %a, %a fastmath<nnan> : f32
  return %0 : i1
}
