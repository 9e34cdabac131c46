// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// Printer details where mlir-opt-19 is particular: memref.subview spacing,
// alloca_scope's double space, f64 type elision in arrays, the order and
// separator of #arith.fastmath flags, dialect resources (file metadata).
func.func @gaps(%m: memref<?x42xf32>, %i: index, %d: index, %s: index, %v: f32) {
  %11 = memref.subview %m[%i, 0][4, 2][1, 1] : memref<?x42xf32> to memref<4x2xf32, strided<[42, 1], offset: ?>>
  memref.alloca_scope {
    %24 = memref.alloca() : memref<4xf32>
  }
  %25 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  %26 = memref.subview %m[%i, %i][%d, %s][%s, 1] : memref<?x42xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  "test.array"() {c = [1, "two", [3.0]]} : () -> ()
  %f = arith.addf %v, %v fastmath<ninf, nnan> : f32
  "test.fm"() {a = #arith.fastmath<afn, reassoc, nnan>, b = #llvm.fastmath<afn, reassoc, nnan, contract>} : () -> ()
  "test.res"() {r = dense_resource<blob1> : tensor<3xi64>} : () -> ()
  return
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

// CHECK: module {
// CHECK-NEXT:   func.func @gaps(%arg0: memref<?x42xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: f32) {
// CHECK-NEXT:     %subview = memref.subview %arg0[%arg1, 0] [4, 2] [1, 1] : memref<?x42xf32> to memref<4x2xf32, strided<[42, 1], offset: ?>>
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:       memref.alloca_scope.return %arg4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[%arg1, %arg1] [%arg2, %arg3] [%arg3, 1] : memref<?x42xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     "test.array"() {c = [1, "two", [3.000000e+00]]} : () -> ()
// CHECK-NEXT:     %1 = arith.addf %arg4, %arg4 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     "test.fm"() {a = #arith.fastmath<reassoc,nnan,afn>, b = #llvm.fastmath<nnan, contract, afn, reassoc>} : () -> ()
// CHECK-NEXT:     "test.res"() {r = dense_resource<blob1> : tensor<3xi64>} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
