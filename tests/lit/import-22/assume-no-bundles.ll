; MLIR 22's import gives llvm.intr.assume its operand bundle attributes
; even when the call has none (op_bundle_sizes = array<i32>,
; op_bundle_tags = []), and its custom form then prints the empty optional
; group as a second space: `llvm.intr.assume %arg0  : i1`.  Read back, the
; attributes are absent and the form has one space, as mlir-opt-22's.
; RUN: %xlate --import-llvm %s | FileCheck %s --strict-whitespace
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s --strict-whitespace %}
; RUN: %xlate --import-llvm --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
; RUN: %xlate --import-llvm %s | %xlate - | FileCheck %s --check-prefix=BACK --strict-whitespace
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
declare void @llvm.assume(i1)
define void @f(i1 %c) {
  call void @llvm.assume(i1 %c)
  ret void
}
; CHECK: {{^}}    llvm.intr.assume %arg0  : i1{{$}}
; GEN: "llvm.intr.assume"(%arg0) <{op_bundle_sizes = array<i32>, op_bundle_tags = []}> : (i1) -> ()
; BACK: {{^}}    llvm.intr.assume %arg0 : i1{{$}}
; LL: call void @llvm.assume(i1 %0)
