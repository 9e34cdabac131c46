; A string attribute named as one of LLVM's attributes that takes no value
; ("noinline"="x") or one ("dereferenceable") is dropped with the one
; warning: in passthrough, --to-llvm takes it for that attribute and
; refuses it (mlir-translate-22 drops the first and cannot write back the
; second).  What --import-llvm accepts, --to-llvm writes back (a roundtrip
; campaign finding at 9d127cb, run 965,953, fuzz finding 68, kept in
; tests/fuzz/regress/roundtrip/string-attr-enum-name).  A string attribute
; named as no attribute of LLVM's stays in passthrough.
; RUN: %xlate --import-llvm %s -o %t.mlir 2>%t.err
; RUN: FileCheck %s < %t.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --to-llvm %t.mlir | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL

define void @f() #0 {
  ret void
}
attributes #0 = { "dereferenceable" "noinline"="x" "foo" }

; CHECK: llvm.func @f() attributes {passthrough = ["foo"]}
; WARN: string-attr-named-enum.ll:18:19: warning: dropped what MLIR's LLVM dialect does not model here: string attribute "dereferenceable", string attribute "noinline"=...
; LL: attributes #0 = { "foo" }
