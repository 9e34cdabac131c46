; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; CHECK: blockaddress.ll:[[@LINE+1]]:17: error: blockaddress of undefined label '%nowhere'
@g = global ptr blockaddress(@f, %nowhere)
define void @f() {
  ret void
}
