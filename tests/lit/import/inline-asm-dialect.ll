; MLIR 22's importer gives every llvm.inline_asm its asm_dialect, att too;
; 19's importer takes no inline asm ("unhandled value"), xlate's 19 import
; names intel only.  Written back, att is the default (unsaid).
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s | FileCheck %s %}
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=AT19
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | FileCheck %s --check-prefix=LL
; CHECK: llvm.inline_asm asm_dialect = att "bswap $0", "=r,r" %arg0 : (i32) -> i32
; CHECK: llvm.inline_asm asm_dialect = intel "bswap $0", "=r,r" %0 : (i32) -> i32
; AT19: llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i32
; AT19: llvm.inline_asm asm_dialect = intel "bswap $0", "=r,r" %0 : (i32) -> i32
; LL: call i32 asm "bswap $0", "=r,r"(i32 %0)
; LL: call i32 asm inteldialect "bswap $0", "=r,r"(i32 %2)
define i32 @f(i32 %a) {
  %1 = call i32 asm "bswap $0", "=r,r"(i32 %a)
  %2 = call i32 asm inteldialect "bswap $0", "=r,r"(i32 %1)
  ret i32 %2
}
