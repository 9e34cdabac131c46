; RUN: %xlate --llvm-version=19 --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null
; Inline asm calls become llvm.inline_asm: the asm string and constraints
; byte for byte (escapes, $$, quotes), sideeffect/alignstack/inteldialect as
; attributes, results none, one value or a struct of the outputs, and
; elementtype of indirect operands in operand_attrs.

; CHECK-LABEL: llvm.func @asm(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
define i32 @asm(i32 %x, ptr %p) {
; CHECK-NEXT: %0 = llvm.inline_asm has_side_effects "mov $1, $0\0A\09nop $$1 \22q\22\\", "=r,r,~{dirflag}" %arg0 : (i32) -> i32
  %r = call i32 asm sideeffect "mov $1, $0\0A\09nop $$1 \22q\22\5C", "=r,r,~{dirflag}"(i32 %x)
; CHECK-NEXT: llvm.inline_asm is_align_stack asm_dialect = intel "nop", "~{memory}"  : () -> ()
  call void asm alignstack inteldialect "nop", "~{memory}"()
; CHECK-NEXT: %1 = llvm.inline_asm "rdtsc", "={ax},={dx}"  : () -> !llvm.struct<(i32, i32)>
  %s = call { i32, i32 } asm "rdtsc", "={ax},={dx}"()
; CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i32)>
  %a = extractvalue { i32, i32 } %s, 0
; CHECK-NEXT: llvm.inline_asm has_side_effects operand_attrs = [{elementtype = i32}, {}] "movl $1, $0", "=*m,r" %arg1, %2 : (!llvm.ptr, i32) -> ()
  call void asm sideeffect "movl $1, $0", "=*m,r"(ptr elementtype(i32) %p, i32 %a) #0, !srcloc !0
; CHECK-NEXT: llvm.inline_asm has_side_effects "", ""  : () -> ()
  call void asm sideeffect unwind "", ""()
; CHECK-NEXT: %3 = llvm.inline_asm "addl $2, $0", "=r,0,r" %0, %2 : (i32, i32) -> i32
  %t = tail call i32 (i32, i32) asm "addl $2, $0", "=r,0,r"(i32 %r, i32 %a)
; CHECK-NEXT: llvm.return %3 : i32
  ret i32 %t
}
attributes #0 = { nounwind }
!0 = !{i64 42}

; WARN: warning: dropped what MLIR's LLVM dialect does not model here: call-site attributes, metadata !srcloc, inline asm 'unwind', tail call markers on inline asm

; LL: %3 = call i32 asm sideeffect "mov $1, $0\0A\09nop $$1 \22q\22\\", "=r,r,~{dirflag}"(i32 %0)
; LL: call void asm alignstack inteldialect "nop", "~{memory}"()
; LL: %4 = call { i32, i32 } asm "rdtsc", "={ax},={dx}"()
; LL: call void asm sideeffect "movl $1, $0", "=*m,r"(ptr elementtype(i32) %1, i32 %5)
; LL: call void asm sideeffect "", ""()
; LL: %6 = call i32 asm "addl $2, $0", "=r,0,r"(i32 %3, i32 %5)
