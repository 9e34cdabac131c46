// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @g : memref<3xi64> = dense<[2, 6, 20]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global @u : memref<2xf32> = uninitialized
// CHECK-NEXT:   func.func @m(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<*xf32>) -> index {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?x16xf32>
// CHECK-NEXT:     %alloca = memref.alloca() {alignment = 32 : i64} : memref<4xf32>
// CHECK-NEXT:     %0 = memref.get_global @g : memref<3xi64>
// CHECK-NEXT:     %1 = memref.load %alloc[%arg1, %arg1] : memref<?x16xf32>
// CHECK-NEXT:     memref.store %arg2, %alloca[%arg1] {nontemporal = true} : memref<4xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?x16xf32>
// CHECK-NEXT:     %cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg3 to offset: [%arg1], sizes: [%arg0, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:     %3 = memref.atomic_rmw addf %arg2, %alloca[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<4xf32> -> index
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<?x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     memref.copy %alloca, %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.prefetch %alloc[%arg1, %arg1], read, locality<2>, data : memref<?x16xf32>
// CHECK-NEXT:     %4 = memref.generic_atomic_rmw %alloca[%arg1] : memref<4xf32> {
// CHECK-NEXT:     ^bb0(%arg4: f32):
// CHECK-NEXT:       %5 = arith.addf %arg4, %arg2 : f32
// CHECK-NEXT:       memref.atomic_yield %5 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x16xf32>
// CHECK-NEXT:     return %sizes#1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "memref.global"() <{alignment = 64 : i64, constant, initial_value = dense<[2, 6, 20]> : tensor<3xi64>, sym_name = "g", sym_visibility = "private", type = memref<3xi64>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "u", type = memref<2xf32>}> : () -> ()
  "func.func"() <{function_type = (index, index, f32, memref<*xf32>) -> index, sym_name = "m"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<*xf32>):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x16xf32>
    %1 = "memref.alloca"() <{alignment = 32 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %2 = "memref.get_global"() <{name = @g}> : () -> memref<3xi64>
    %3 = "memref.load"(%0, %arg1, %arg1) : (memref<?x16xf32>, index, index) -> f32
    "memref.store"(%arg2, %1, %arg1) <{nontemporal = true}> : (f32, memref<4xf32>, index) -> ()
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "memref.dim"(%0, %4) : (memref<?x16xf32>, index) -> index
    %6 = "memref.cast"(%1) : (memref<4xf32>) -> memref<?xf32>
    %7 = "memref.rank"(%arg3) : (memref<*xf32>) -> index
    %8 = "memref.reinterpret_cast"(%arg3, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<*xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
    %9 = "memref.atomic_rmw"(%arg2, %1, %arg1) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
    %10 = "memref.extract_aligned_pointer_as_index"(%1) : (memref<4xf32>) -> index
    %11:6 = "memref.extract_strided_metadata"(%0) : (memref<?x16xf32>) -> (memref<f32>, index, index, index, index, index)
    "memref.copy"(%1, %1) : (memref<4xf32>, memref<4xf32>) -> ()
    "memref.prefetch"(%0, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 2 : i32}> : (memref<?x16xf32>, index, index) -> ()
    %12 = "memref.generic_atomic_rmw"(%1, %arg1) ({
    ^bb0(%arg4: f32):
      %13 = "arith.addf"(%arg4, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.atomic_yield"(%13) : (f32) -> ()
    }) : (memref<4xf32>, index) -> f32
    "memref.dealloc"(%0) : (memref<?x16xf32>) -> ()
    "func.return"(%11#3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

