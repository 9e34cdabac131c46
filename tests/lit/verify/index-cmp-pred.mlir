// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: %xlate --no-verify %s > %t.mlir
// RUN: %xlate --no-verify %t.mlir | diff %t.mlir -
// RUN: FileCheck --check-prefix=GENERIC %s < %t.mlir
// index.cmp's predicate is an #index<cmp_predicate P>: another attribute is
// mlir-opt's property-conversion error; it was printed as the custom form's
// keyword (`index.cmp xdcmp_predicate slt(%1, %2)`), which does not read
// back (a fresh-clone `make fuzz` roundtrip finding at 993032a, run
// 362,984).  Unverified, such an op prints in generic form.
func.func @f(%a: index, %b: index) -> (i1, i1) {
  %0 = "index.cmp"(%a, %b) <{pred = #ine<xdcmp_predicate slt>}> : (index, index) -> i1
  %1 = "index.cmp"(%a, %b) <{pred = 5 : i64}> : (index, index) -> i1
  return %0, %1 : i1, i1
}
// CHECK: index-cmp-pred.mlir:11:8: error: invalid properties {pred = #ine<xdcmp_predicate slt>} for op index.cmp: Invalid attribute `pred` in property conversion: #ine<xdcmp_predicate slt>
// CHECK: index-cmp-pred.mlir:12:8: error: invalid properties {pred = 5 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 5 : i64
// GENERIC: %0 = "index.cmp"(%arg0, %arg1) <{pred = #ine<xdcmp_predicate slt>}> : (index, index) -> i1
// GENERIC: %1 = "index.cmp"(%arg0, %arg1) <{pred = 5 : i64}> : (index, index) -> i1
