// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %xlate-opt --allow-unregistered-dialect --split-input-file --llvm-version=19 %s 2>&1 | FileCheck %s --check-prefix=V19
// RUN: %xlate %S/Inputs/enum-attr-values-ok.mlir | FileCheck %s --check-prefix=OK
// The values of #llvm.tailcallkind, #llvm.uwtableKind and
// #llvm.framePointerKind are checked as mlir-opt checks them (22: "expected
// one of [...]", 19: "invalid ... specification").  A tail call kind was
// kept as written, and the custom form of llvm.call printed it as a
// keyword that does not read back (a roundtrip campaign finding at
// 0dd8277, run 86,476, fuzz finding 56, kept in
// tests/fuzz/regress/roundtrip/tailcallkind-unknown).
llvm.func @f(i32) -> f32
llvm.func @g(%arg1: i32) -> f32 {
  %0 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tailT>, callee = @f, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> f32
  llvm.return %0 : f32
}
// CHECK: enum-attr-values.mlir:13:89: error: expected one of [none, notail, musttail, tail] for Tail Call Kind, got: tailT
// V19: enum-attr-values.mlir:13:89: error: invalid Tail Call Kind specification: tailT

// -----
"t.t"() {a = #llvm.uwtableKind<bogus>} : () -> ()
// CHECK: enum-attr-values.mlir:20:32: error: expected one of [none, sync, async] for LLVM Unwind Behavior, got: bogus

// -----
"t.t"() {a = #llvm.framePointerKind<bogus>} : () -> ()
// CHECK: enum-attr-values.mlir:24:37: error: expected one of [none, "non-leaf"non-leaf, all, reserved, "non-leaf-no-reserve"non-leaf-no-reserve] for LLVM FramePointerKind, got: bogus
// OK: "t.t"() {a = #llvm.tailcallkind<musttail>, b = #llvm.uwtableKind<async>, c = #llvm.framePointerKind<"non-leaf">, d = #llvm.framePointerKind<all>} : () -> ()
