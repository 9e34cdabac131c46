// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// Alias definitions and uses, locations, file metadata.
#map = affine_map<(d0, d1) -> (d0 * 20 + d1)>
#lnk = #llvm.linkage<private>
!sty = !llvm.struct<(i32, ptr)>
!mty = memref<10x20xf32, #map>
#loc = loc("file.mlir":1:2)
"test.alias"() {a = #map, b = #lnk, t = !sty} : () -> ()
func.func private @uses(!mty, !sty) loc(#loc)
func.func @located(%arg0: i32 loc("a.mlir":3:4)) -> i32 {
  return %arg0 : i32 loc(fused["x", "y"])
} loc(unknown)
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 20 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.alias"() {a = #map, b = #llvm.linkage<private>, t = !llvm.struct<(i32, ptr)>} : () -> ()
// CHECK-NEXT:   func.func private @uses(memref<10x20xf32, #map>, !llvm.struct<(i32, ptr)>)
// CHECK-NEXT:   func.func @located(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
