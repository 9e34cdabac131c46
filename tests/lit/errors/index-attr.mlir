// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// #index<...> is #index<cmp_predicate P>, P one of the ten predicates; any
// other body is mlir-opt's error at the same column. It was kept as text
// and printed back as 'index.cmp cmp_predc aeslitt(...)', which does not
// parse (a roundtrip fuzz finding).
func.func @a(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predc slt>}> : (index, index) -> i1
  return %0 : i1
}
// CHECK: index-attr.mlir:7:44: error: unknown attribute `cmp_predc` in dialect `index`

// -----
func.func @b(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate bogus>}> : (index, index) -> i1
  return %0 : i1
}
// CHECK: index-attr.mlir:14:58: error: expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge

// -----
func.func @c(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate>}> : (index, index) -> i1
  return %0 : i1
}
// CHECK: index-attr.mlir:21:57: error: expected valid keyword

// -----
func.func @d(%a: index) -> i1 {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
  return %0 : i1
}
// CHECK: func.func @d(%arg0: index) -> i1 {
// CHECK-NEXT: %0 = index.cmp uge(%arg0, %arg0)
