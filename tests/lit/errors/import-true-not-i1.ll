; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --llvm-version=19 --import-llvm --no-stream %s 2>&1 | FileCheck %s
; RUN: sed 's/^; VEC //' %s > %t.vec.ll
; RUN: not %xlate --import-llvm %t.vec.ll 2>&1 | FileCheck %s --check-prefix=VEC
; RUN: sed 's/^; GLOBAL //' %s > %t.global.ll
; RUN: not %xlate --import-llvm %t.global.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
; true and false are constants of type i1 only: llvm-as's 'constant
; expression type mismatch' at the value for any other type.  'i2 true'
; was imported as an i2 constant, which llvm.intr.assume's verifier then
; refused (a roundtrip campaign finding at e71c322, run 71,935).
; VEC: :[[@LINE+2]]:20: error: constant expression type mismatch: got type 'i1' but expected 'i2'
; VEC define <2 x i2> @v() {
; VEC   ret <2 x i2> <i2 true, i2 false>
; VEC }
; GLOBAL: :[[@LINE+1]]:19: error: constant expression type mismatch: got type 'i1' but expected 'float'
; GLOBAL @x = global float true
declare void @llvm.assume(i1)
define void @f(ptr %p) {
; CHECK: import-true-not-i1.ll:[[@LINE+1]]:29: error: constant expression type mismatch: got type 'i1' but expected 'i2'
  call void @llvm.assume(i2 true) [ "nonnull"(ptr %p) ]
  ret void
}
