// The 8-bit float types of MLIR 19 and their attributes: literals rounded
// to the format (to nearest-even; overflow gives infinity, or NaN where
// there is none; FNUZ has no -0), printed back as mlir-opt-19 prints them
// (the hex bit pattern for NaN and infinity); dense data in hex decoded.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | %xlate --llvm-version=19 - | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @types(%arg0: f8E5M2, %arg1: f8E4M3, %arg2: f8E4M3FN, %arg3: f8E5M2FNUZ, %arg4: f8E4M3FNUZ, %arg5: f8E4M3B11FNUZ) -> vector<2xf8E4M3FN> {
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f8E4M3FN
// CHECK-NEXT:     %cst_0 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:     %cst_1 = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT:     %cst_2 = arith.constant 1.015630e-01 : f8E4M3B11FNUZ
// CHECK-NEXT:     %cst_3 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT:     %cst_4 = arith.constant 0x80 : f8E5M2FNUZ
// CHECK-NEXT:     %cst_5 = arith.constant 3.250000e+00 : f8E4M3
// CHECK-NEXT:     %cst_6 = arith.constant dense<[1.000000e+00, -5.000000e-01]> : vector<2xf8E4M3FN>
// CHECK-NEXT:     %cst_7 = arith.constant dense<[7.500000e-01, 1.000000e+00, -5.000000e-01]> : tensor<3xf8E4M3FNUZ>
// CHECK-NEXT:     %cst_8 = arith.constant dense<2.000000e+00> : tensor<2x2xf8E5M2FNUZ>
// CHECK-NEXT:     return %cst_6 : vector<2xf8E4M3FN>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @types(%a: f8E5M2, %b: f8E4M3, %c: f8E4M3FN, %d: f8E5M2FNUZ, %e: f8E4M3FNUZ, %f: f8E4M3B11FNUZ) -> vector<2xf8E4M3FN> {
  %0 = arith.constant 1.5 : f8E4M3FN
  %1 = arith.constant 1000.0 : f8E4M3FN
  %2 = arith.constant -0.0 : f8E4M3FNUZ
  %3 = arith.constant 0.1 : f8E4M3B11FNUZ
  %4 = arith.constant 1.0e10 : f8E5M2
  %5 = arith.constant 0x80 : f8E5M2FNUZ
  %6 = arith.constant 3.14159 : f8E4M3
  %7 = arith.constant dense<[1.0, -0.5]> : vector<2xf8E4M3FN>
  %8 = arith.constant dense<"0x3C40B8"> : tensor<3xf8E4M3FNUZ>
  %9 = arith.constant dense<2.0> : tensor<2x2xf8E5M2FNUZ>
  return %7 : vector<2xf8E4M3FN>
}
