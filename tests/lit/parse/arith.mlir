// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// The arith dialect's custom forms.
func.func @arith(%a: i32, %b: i32, %x: f32, %y: f64, %v: vector<4xi1>, %vi: vector<4xi32>, %vf: vector<4xf32>) -> i32 {
  %c = arith.constant 42 : i32
  %c1 = arith.constant -3 : i8
  %c2 = arith.constant true
  %c3 = arith.constant 1.5 : f64
  %c4 = arith.constant 0x7FC00000 : f32
  %c5 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c6 = arith.constant dense<2.0> : vector<4xf32>
  %c7 = arith.constant 12 : index
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.remui %a, %b : i32
  %5 = arith.shli %a, %b : i32
  %6 = arith.maxsi %a, %b : i32
  %7 = arith.andi %vi, %c5 : vector<4xi32>
  %8 = arith.addf %x, %x fastmath<fast> : f32
  %9 = arith.mulf %vf, %c6 fastmath<contract> : vector<4xf32>
  %10 = arith.divf %x, %x : f32
  %11 = arith.maximumf %x, %x : f32
  %12 = arith.negf %x fastmath<contract> : f32
  %13 = arith.cmpi slt, %a, %b : i32
  %14 = arith.cmpi uge, %vi, %c5 : vector<4xi32>
  %15 = arith.cmpf olt, %x, %x fastmath<nnan> : f32
  %16 = arith.cmpf une, %vf, %c6 : vector<4xf32>
  %17 = arith.extsi %a : i32 to i64
  %18 = arith.trunci %a : i32 to i8
  %19 = arith.extf %x : f32 to f64
  %20 = arith.truncf %y : f64 to f32
  %21 = arith.truncf %y to_nearest_even : f64 to f32
  %22 = arith.sitofp %a : i32 to f32
  %23 = arith.fptoui %x : f32 to i32
  %24 = arith.bitcast %x : f32 to i32
  %25 = arith.index_cast %a : i32 to index
  %26 = arith.index_castui %c7 : index to i64
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %27:2 = arith.mului_extended %a, %b : i32
  %28 = arith.select %13, %a, %b : i32
  %29 = arith.select %v, %vi, %c5 : vector<4xi1>, vector<4xi32>
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: vector<4xi1>, %arg5: vector<4xi32>, %arg6: vector<4xf32>) -> i32 {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:     %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %c12 = arith.constant 12 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.andi %arg5, %cst_1 : vector<4xi32>
// CHECK-NEXT:     %8 = arith.addf %arg2, %arg2 fastmath<fast> : f32
// CHECK-NEXT:     %9 = arith.mulf %arg6, %cst_2 fastmath<contract> : vector<4xf32>
// CHECK-NEXT:     %10 = arith.divf %arg2, %arg2 : f32
// CHECK-NEXT:     %11 = arith.maximumf %arg2, %arg2 : f32
// CHECK-NEXT:     %12 = arith.negf %arg2 fastmath<contract> : f32
// CHECK-NEXT:     %13 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %14 = arith.cmpi uge, %arg5, %cst_1 : vector<4xi32>
// CHECK-NEXT:     %15 = arith.cmpf olt, %arg2, %arg2 fastmath<nnan> : f32
// CHECK-NEXT:     %16 = arith.cmpf une, %arg6, %cst_2 : vector<4xf32>
// CHECK-NEXT:     %17 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %18 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT:     %19 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT:     %20 = arith.truncf %arg3 : f64 to f32
// CHECK-NEXT:     %21 = arith.truncf %arg3 to_nearest_even : f64 to f32
// CHECK-NEXT:     %22 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %23 = arith.fptoui %arg2 : f32 to i32
// CHECK-NEXT:     %24 = arith.bitcast %arg2 : f32 to i32
// CHECK-NEXT:     %25 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %26 = arith.index_castui %c12 : index to i64
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %low_3, %high_4 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %27 = arith.select %13, %arg0, %arg1 : i32
// CHECK-NEXT:     %28 = arith.select %arg4, %arg5, %cst_1 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
