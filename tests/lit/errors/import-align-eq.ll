; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not llvm-as %s -o %t.bc 2>&1 | FileCheck --check-prefix=REF %s
; RUN: %xlate --import-llvm %S/Inputs/align-eq-group.ll | FileCheck --check-prefix=GROUP %s
; align=N is an attribute group's spelling of a function's alignment; on
; a global (or a function) it is llvm-as's error.  It was read there as
; `align N` without the check that N is a power of two: `align = 7`
; imported as MLIR that --to-llvm rejects (a roundtrip campaign finding
; at d99b20f, run 3,006,210, fuzz finding 84, kept in
; tests/fuzz/regress/roundtrip/import-align-eq).
@g = external global i32, align = 7
; CHECK: import-align-eq.ll:10:33: error: syntax error, unexpected '=', expecting integer or '('
; REF: import-align-eq.ll:10:33: error: expected integer
; GROUP: llvm.func @f() attributes {passthrough = {{\[\["align", "8"\]\]}}}
