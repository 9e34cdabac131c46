// What mlir-translate-22 writes differently from mlir-translate-19 for the
// same LLVM-dialect input (gen.c GT_ flags): externally_initialized
// globals, a splat -0.0 array kept, no !prof for a call's branch weights,
// "frame-pointer"/"target-features" on declarations too, and no
// "unsafe-fp-math" (gone after 19).
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=V19
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null

// CHECK: @ext = internal externally_initialized global i32 0
// CHECK: @negz = internal global [2 x float] [float -0.000000e+00, float -0.000000e+00]
// CHECK: @posz = internal global [2 x float] zeroinitializer
// CHECK: declare void @decl(ptr) #0
// CHECK: define void @def() #1 {
// CHECK-NEXT: call void @decl(ptr null){{$}}
// CHECK: attributes #0 = { "frame-pointer"="non-leaf" "target-features"="+neon,+v8a" }
// CHECK: attributes #1 = { "no-infs-fp-math"="true" "target-cpu"="x" }
// CHECK-NOT: !prof

// V19: @ext = internal global i32 0
// V19: @negz = internal global [2 x float] zeroinitializer
// V19: declare void @decl(ptr){{$}}
// V19: call void @decl(ptr null), !prof
// V19: attributes #0 = { "no-infs-fp-math"="true" "target-cpu"="x" "unsafe-fp-math"="true" }

llvm.mlir.global internal @ext(0 : i32) {externally_initialized} : i32
llvm.mlir.global internal @negz(dense<-0.0> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.mlir.global internal @posz(dense<0.0> : tensor<2xf32>) : !llvm.array<2 x f32>
llvm.func @decl(!llvm.ptr) attributes {target_features = #llvm.target_features<["+neon", "+v8a"]>, frame_pointer = #llvm.framePointerKind<"non-leaf">}
llvm.func @def() attributes {target_cpu = "x", unsafe_fp_math = true, no_infs_fp_math = true} {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.call @decl(%0) {branch_weights = array<i32 : 42>} : (!llvm.ptr) -> ()
  llvm.return
}
