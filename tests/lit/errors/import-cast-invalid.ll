; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A cast between types its opcode does not take (a wider trunc, a narrower
; zext, ptrtoint of an integer, ...) is llvm-as's 'invalid cast opcode'; it
; was imported, and --to-llvm rejected the MLIR ('integer width of the output
; type is smaller...': a roundtrip campaign finding at 6038f1e, run 462,266).
define i28 @f(i32 %c) {
; CHECK: import-cast-invalid.ll:[[@LINE+1]]:8: error: invalid cast opcode for cast from 'i32' to 'i28'
  %1 = zext nneg i32 %c to i28
  ret i28 %1
}
; CHECK-NOT: error
; A constant expression the same (where llvm-as puts it).
; RUN: not %xlate --import-llvm %S/Inputs/cast-const.ll 2>&1 | FileCheck %s --check-prefix=CONST
; CONST: cast-const.ll:1:17: error: invalid cast opcode for cast from 'i32' to 'i64'
