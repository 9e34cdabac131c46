; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %S/Inputs/gep-indices-const.ll 2>&1 | FileCheck --check-prefix=CONST %s
; A getelementptr index into a scalar (here past the i32 field) is
; llvm-as's "invalid getelementptr indices"; it was imported as MLIR that
; --to-llvm rejects (a roundtrip campaign finding at 7b11e17, run
; 1,189,305).  llvm-as points at the pointer operand, xlate at the index.
%struct.S = type { i32, [4 x double] }

define void @f(ptr %a, i64 %i) {
  %g = getelementptr inbounds %struct.S, ptr %a, i64 0, i32 0, i64 %i
  %ok = getelementptr %struct.S, ptr %a, i64 0, i32 1, i64 %i
  ret void
}
; CHECK: import-gep-indices.ll:10:68: error: invalid getelementptr indices
; CHECK-NOT: error
; CONST: gep-indices-const.ll:2:64: error: invalid getelementptr indices
