; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %S/Inputs/attr-word-needs-args-param.ll 2>&1 | FileCheck %s --check-prefix=PARAM
; RUN: %xlate --import-llvm %S/Inputs/inline-asm-alignstack.ll | FileCheck %s --check-prefix=ASM
; An attribute that takes an argument, written as a bare word, is
; llvm-as's "expected '('" (19 and 22, and 14 for those it knows).  It was
; read as a bare word and passed through as a flag, which --to-llvm then
; rejected ("LLVM attribute 'allockind' expects a value": a roundtrip
; campaign finding at 25c6ec3, run 19,336, fuzz finding 58, kept in
; tests/fuzz/regress/roundtrip/attr-word-needs-args).  The flags of an
; inline asm value are words of their own (asm alignstack).
declare ptr @d(i64) allockind
; CHECK: attr-word-needs-args.ll:11:30: error: expected '('
; PARAM: attr-word-needs-args-param.ll:1:36: error: expected '('
; ASM: llvm.inline_asm is_align_stack
; An attribute LLVM knows that takes no value, written with one (in a
; group, nounwind=3; anywhere, nounwind(3)), is an error too: it was passed
; through with its value, which --to-llvm rejected ("does not expect a
; value").
; RUN: not %xlate --import-llvm %S/Inputs/attr-value-not-taken.ll 2>&1 | FileCheck %s --check-prefix=VALUE
; RUN: not %xlate --import-llvm %S/Inputs/attr-value-not-taken-group.ll 2>&1 | FileCheck %s --check-prefix=GROUP
; VALUE: attr-value-not-taken.ll:1:19: error: attribute 'nounwind' takes no arguments
; GROUP: attr-value-not-taken-group.ll:2:19: error: attribute 'nounwind' takes no value
; alloca's flags are words of their own too (alloca inalloca i32).
; RUN: %xlate --import-llvm %S/Inputs/alloca-inalloca.ll | FileCheck %s --check-prefix=ALLOCA
; ALLOCA: llvm.alloca inalloca %arg0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
