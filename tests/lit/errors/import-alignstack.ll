; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not llvm-as %s -o %t.bc 2>&1 | FileCheck --check-prefix=REF %s
; RUN: printf 'define void @g(ptr alignstack(0)) { ret void }\n' | not %xlate --import-llvm - 2>&1 | FileCheck --check-prefix=ZERO %s
; RUN: printf 'define void @g() alignstack(4294967296) { ret void }\n' | not %xlate --import-llvm - 2>&1 | FileCheck --check-prefix=BIG %s
; RUN: printf 'define void @g() alignstack(16) { ret void }\n' | %xlate --import-llvm - | FileCheck --check-prefix=OK %s
; alignstack(N) of a function or a parameter is a power of two that fits
; 32 bits, as llvm-as checks it: any number was kept.
define void @f() alignstack(3) {
  ret void
}
; CHECK: import-alignstack.ll:8:29: error: stack alignment is not a power of two
; REF: import-alignstack.ll:8:29: error: stack alignment is not a power of two
; ZERO: <stdin>:1:31: error: stack alignment is not a power of two
; BIG: <stdin>:1:29: error: expected 32-bit integer (too large)
; OK: passthrough = {{\[\["alignstack", "16"\]\]}}
