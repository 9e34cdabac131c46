// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %xlate --no-verify --to-llvm %S/Inputs/get-global-unranked.mlir 2>&1 | FileCheck --check-prefix=NOVERIFY %s
// memref.global's type and memref.get_global's result are memrefs of static
// shape, as mlir-opt's verifier has them; an unranked get_global reached
// the lowering, which read its shape and crashed (a pipeline fuzz finding,
// `make fuzz` on a fresh clone). With --no-verify the lowering refuses it.
"memref.global"() <{sym_name = "g1", type = memref<*xf32>, sym_visibility = "private"}> : () -> ()
// CHECK: memref-get-global-type.mlir:7:1: error: 'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute

// -----
"memref.global"() <{sym_name = "g2", type = memref<?xf32>, sym_visibility = "private"}> : () -> ()
// CHECK: memref-get-global-type.mlir:11:1: error: 'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'

// -----
memref.global "private" constant @gl : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @a() {
  %g = "memref.get_global"() <{name = @gl}> : () -> memref<*xf32>
  return
}
// CHECK: memref-get-global-type.mlir:17:8: error: 'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<*xf32>'

// -----
memref.global "private" constant @gl : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @b() {
  %g = memref.get_global @gl : memref<?xf32>
  return
}
// CHECK: memref-get-global-type.mlir:25:8: error: 'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'

// NOVERIFY: get-global-unranked.mlir:3:8: error: failed to legalize operation 'memref.get_global'
