// Aliases (sorted by depth, then name), nested modules and the dialect
// resources section, as mlir-opt-19 prints them.  Generic-form input.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: #loop_unroll = #llvm.loop_unroll<disable = true>
// CHECK-NEXT: #map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
// CHECK-NEXT: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     llvm.func @f(%arg0: !llvm.ptr) -> i32 {
// CHECK-NEXT:       %0 = llvm.load %arg0 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
// CHECK-NEXT:       llvm.br ^bb1 {loop_annotation = #loop_annotation}
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       llvm.return %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @g(%arg0: memref<4x4xf32, #map>, %arg1: memref<4xf32>) {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"() {r = dense_resource<blob1> : tensor<1xi32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
"builtin.module"() ({
  "builtin.module"() ({
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    ^bb0(%arg2: !llvm.ptr):
      %0 = "llvm.load"(%arg2) <{alignment = 4 : i64, ordering = 0 : i64, tbaa = [#tbaa_tag]}> : (!llvm.ptr) -> i32
      "llvm.br"()[^bb1] <{loop_annotation = #loop_annotation}> : () -> ()
    ^bb1:  // pred: ^bb0
      "llvm.return"(%0) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (memref<4x4xf32, #map>, memref<4xf32>) -> (), sym_name = "g"}> ({
    ^bb0(%arg0: memref<4x4xf32, #map>, %arg1: memref<4xf32>):
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "test.use"() {r = dense_resource<blob1> : tensor<1xi32>} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}

