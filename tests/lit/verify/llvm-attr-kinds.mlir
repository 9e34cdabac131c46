// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %xlate --no-verify %S/Inputs/scope-decl-wrong-kind.mlir | FileCheck --check-prefix=NOVERIFY %s
// RUN: %xlate --no-verify %S/Inputs/scope-decl-wrong-kind.mlir | %xlate --no-verify - | FileCheck --check-prefix=NOVERIFY %s
// The LLVM dialect's attribute-typed properties take one kind: an alias
// of another attribute (here an unregistered dialect's) in the custom form
// of llvm.intr.experimental.noalias.scope.decl or a dbg intrinsic is
// mlir-opt's 'invalid kind of attribute specified', in the generic form
// its 'Invalid attribute ... in property conversion', and in a memory
// op's alias_scopes/noalias_scopes/tbaa/access_groups its ODS constraint.
// They were taken, and printed in a custom form that does not read back
// (roundtrip campaign at ae15c28, make fuzz on a fresh clone, run 22,587,
// fuzz finding 50).  Unverified, such an op prints in generic form.
#scope = #mv.alias_scope<id = 1>
llvm.func @a() {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}
// CHECK: llvm-attr-kinds.mlir:[[@LINE-3]]:45: error: custom op 'llvm.intr.experimental.noalias.scope.decl' invalid kind of attribute specified

// -----
#scope = #mv.alias_scope<id = 1>
llvm.func @b() {
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = #scope}> : () -> ()
  llvm.return
}
// CHECK: llvm-attr-kinds.mlir:[[@LINE-3]]:3: error: invalid properties {scope = #mv.alias_scope<id = 1>} for op llvm.intr.experimental.noalias.scope.decl: Invalid attribute `scope` in property conversion: #mv.alias_scope<id = 1>

// -----
#label = #mv.label<x>
llvm.func @c() {
  llvm.intr.dbg.label #label
  llvm.return
}
// CHECK: llvm-attr-kinds.mlir:[[@LINE-3]]:23: error: custom op 'llvm.intr.dbg.label' invalid kind of attribute specified

// -----
#scope = #mv.alias_scope<id = 1>
llvm.func @d(%p: !llvm.ptr) {
  %0 = llvm.load %p {alias_scopes = [#scope]} : !llvm.ptr -> i32
  llvm.return
}
// CHECK: llvm-attr-kinds.mlir:[[@LINE-3]]:8: error: 'llvm.load' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array

// -----
llvm.func @e(%p: !llvm.ptr, %v: i32) {
  "llvm.store"(%v, %p) <{tbaa = [#mv.tag]}> : (i32, !llvm.ptr) -> ()
  llvm.return
}
// CHECK: llvm-attr-kinds.mlir:[[@LINE-3]]:3: error: 'llvm.store' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array

// NOVERIFY: "llvm.intr.experimental.noalias.scope.decl"() <{scope = #mv.alias_scope<id = 1>}> : () -> ()
