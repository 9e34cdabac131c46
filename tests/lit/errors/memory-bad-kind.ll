; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A memory(...) attribute with a word that is no access kind or location is
; an error where llvm-as gives it; it was imported as an opaque
; #llvm.memory_effects<...> that --to-llvm does not read (a roundtrip fuzz
; finding).  A value or number there (memory(%one), memory(7)) crashed the
; import (a member access through a null keyword: an import campaign
; finding at 3d4008d, run 1,895,061).
declare void @a() #0
declare void @b() #1
declare void @c() #2
declare void @d() #3
declare void @e() #4
attributes #0 = { memory(argmem: exhausted) }
attributes #1 = { memory(bogus) }
attributes #2 = { memory(read, foo: write) }
attributes #3 = { memory(7) }
attributes #4 = { memory(read, 7) }
; CHECK: memory-bad-kind.ll:14:26: error: expected access kind (none, read, write, readwrite)
; CHECK: memory-bad-kind.ll:15:26: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
; CHECK: memory-bad-kind.ll:16:32: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
; CHECK: memory-bad-kind.ll:{{[0-9]+}}:26: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
; CHECK: memory-bad-kind.ll:{{[0-9]+}}:32: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
