// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func private @ext(i32, f32) -> i32
// CHECK-NEXT:   func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>, %arg5: index) -> (i32, i1) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %1 = arith.subi %0, %c0_i32 : i32
// CHECK-NEXT:     %2 = arith.muli %1, %c0_i32_0 : i32
// CHECK-NEXT:     %3 = arith.divsi %2, %arg0 : i32
// CHECK-NEXT:     %4 = arith.addf %arg2, %cst fastmath<fast> : f32
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpf oge, %4, %arg2 : f32
// CHECK-NEXT:     %7 = arith.select %5, %3, %arg0 : i32
// CHECK-NEXT:     %8 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %9 = arith.truncf %arg3 : f64 to f32
// CHECK-NEXT:     %10 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT:     %11 = arith.negf %arg2 : f32
// CHECK-NEXT:     %12 = arith.addf %arg4, %cst_1 : vector<4xf32>
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = call @ext(%7, %9) : (i32, f32) -> i32
// CHECK-NEXT:     %f = constant @ext : (i32, f32) -> i32
// CHECK-NEXT:     %14 = call_indirect %f(%13, %9) : (i32, f32) -> i32
// CHECK-NEXT:     return %14, %5 : i32, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, f32, f64, vector<4xf32>, index) -> (i32, i1), sym_name = "arith"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: vector<4xf32>, %arg5: index):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 42 : index}> : () -> index
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %7 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%7, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.muli"(%8, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.divsi"(%9, %arg0) : (i32, i32) -> i32
    %11 = "arith.addf"(%arg2, %5) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %12 = "arith.cmpi"(%10, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %13 = "arith.cmpf"(%11, %arg2) <{fastmath = #arith.fasmemref_cast, predicate = 3 : i64}> : (f32, f32) -> i1
    %14 = "arith.select"(%12, %10, %arg0) : (i1, i32, i32) -> i32
    %15 = "arith.extsi"(%arg0) : (i32) -> i64
    %16 = "arith.truncf"(%arg3) : (f64) -> f32
    %17 = "arith.index_cast"(%arg5) : (index) -> i32
    %18 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %19 = "arith.addf"(%arg4, %6) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %20:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
    %21:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    %22 = "func.call"(%14, %16) <{callee = @ext}> : (i32, f32) -> i32
    %23 = "func.constant"() <{value = @ext}> : () -> ((i32, f32) -> i32)
    %24 = "func.call_indirect"(%23, %22, %16) : ((i32, f32) -> i32, i32, f32) -> i32
    "func.return"(%24, %12) : (i32, i1) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) : () -> ()

