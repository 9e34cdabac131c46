; "prefer-vector-width" and "reciprocal-estimates" imported for 22 as
; mlir-translate-22 does: named (prefer_vector_width, reciprocal_estimates)
; and kept in passthrough too, as "target-cpu"; 19 keeps them in
; passthrough only.  Written out, each once.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %xlate --import-llvm %s | %mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LL %}

; CHECK: llvm.func @f() attributes {passthrough = {{\[\[}}"prefer-vector-width", "128"], {{\[}}"reciprocal-estimates", "all"], {{\[}}"target-cpu", "x"]], prefer_vector_width = "128", reciprocal_estimates = "all", target_cpu = "x"}
; V19: llvm.func @f() attributes {passthrough = {{\[\[}}"prefer-vector-width", "128"], {{\[}}"reciprocal-estimates", "all"], {{\[}}"target-cpu", "x"]], target_cpu = "x"}
; LL: attributes #0 = { "prefer-vector-width"="128" "reciprocal-estimates"="all" "target-cpu"="x" }
define void @f() #0 {
  ret void
}
attributes #0 = { "prefer-vector-width"="128" "reciprocal-estimates"="all" "target-cpu"="x" }
