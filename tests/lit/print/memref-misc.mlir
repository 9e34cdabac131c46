// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @m(%arg0: memref<4x4xf32>, %arg1: index, %arg2: memref<?x?xf32>) {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, %arg1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x4xf32> into memref<16xf32>
// CHECK-NEXT:     %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [8, 2] : memref<16xf32> into memref<8x2xf32>
// CHECK-NEXT:     memref.assume_alignment %arg0, 16 : memref<4x4xf32>
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.alloca_scope  -> (index) {
// CHECK-NEXT:       memref.alloca_scope.return %arg1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %expand_shape_0 = memref.expand_shape %arg2 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg1] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<4x4xf32> to memref<4x4xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @l(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %1 = llvm.call_intrinsic "llvm.foo"(%arg1) : (i32) -> i32
// CHECK-NEXT:     %2 = llvm.call_intrinsic "llvm.bar"(%arg1) : (i32) -> i32 {fastmathFlags = #llvm.fastmath<fast>}
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global external @g() {addr_space = 0 : i32} : i32
// CHECK-NEXT: }

"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x4xf32>, index, memref<?x?xf32>) -> (), sym_name = "m"}> ({
  ^bb0(%arg2: memref<4x4xf32>, %arg3: index, %arg4: memref<?x?xf32>):
    %3 = "memref.subview"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
    %4 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 8, 2>}> : (memref<16xf32>) -> memref<8x2xf32>
    "memref.assume_alignment"(%arg2) <{alignment = 16 : i32}> : (memref<4x4xf32>) -> ()
    "memref.alloca_scope"() ({
      %10 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    %6 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg3) : (index) -> ()
    }) : () -> index
    %7 = "memref.expand_shape"(%arg4, %arg3, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x2x?xf32>
    %8 = "builtin.unrealized_conversion_cast"(%arg3) : (index) -> i64
    %9 = "memref.memory_space_cast"(%arg2) : (memref<4x4xf32>) -> memref<4x4xf32, 1>
    "func.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "l", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i32):
    %0 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "llvm.call_intrinsic"(%arg1) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.foo"}> : (i32) -> i32
    %2 = "llvm.call_intrinsic"(%arg1) <{fastmathFlags = #llvm.fastmath<fast>, intrin = "llvm.bar"}> : (i32) -> i32
    "llvm.return"(%1) : (i32) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()

