; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; RUN: not llvm-as %s -o %t.bc 2>&1 | FileCheck --check-prefix=REF %s
; Before `global`, `constant` and `alias` only the words LLVM reads there
; (linkage, preemption, visibility, DLL storage, thread_local,
; unnamed_addr, addrspace(N), externally_initialized): another was
; dropped with a warning, where llvm-as stops (found with fuzz finding 84).
@ok = internal thread_local unnamed_addr addrspace(1) global i32 0
@g = dso_local eyternal global i32 0
@h = "a" constant i32 0
@i = align 8 global i32 0
@a = foo alias i32, ptr @ok
; CHECK: import-global-prefix.ll:8:16: error: expected 'global' or 'constant'
; CHECK: import-global-prefix.ll:9:6: error: expected 'global' or 'constant'
; CHECK: import-global-prefix.ll:10:6: error: expected 'global' or 'constant'
; CHECK: import-global-prefix.ll:11:6: error: expected 'global' or 'constant'
; REF: import-global-prefix.ll:8:16: error: expected 'global' or 'constant'
