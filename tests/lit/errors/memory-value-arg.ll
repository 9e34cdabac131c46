; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A value or number inside memory(...) is llvm-as's parse error where it
; reads it (before the end of the module: streamed and --no-stream runs
; report the same).  It crashed the import (a member access through a
; null keyword: an import campaign finding at 3d4008d, run 1,895,061).
declare void @a() #0
; CHECK: memory-value-arg.ll:[[@LINE+1]]:32: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
attributes #0 = { memory(read, %one) }
; CHECK-NOT: error
