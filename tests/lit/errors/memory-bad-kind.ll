; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A memory(...) attribute with a word that is no access kind or location is
; an error where llvm-as gives it; it was imported as an opaque
; #llvm.memory_effects<...> that --to-llvm does not read (a roundtrip fuzz
; finding).
declare void @a() #0
declare void @b() #1
declare void @c() #2
attributes #0 = { memory(argmem: exhausted) }
attributes #1 = { memory(bogus) }
attributes #2 = { memory(read, foo: write) }
; CHECK: memory-bad-kind.ll:10:26: error: expected access kind (none, read, write, readwrite)
; CHECK: memory-bad-kind.ll:11:26: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
; CHECK: memory-bad-kind.ll:12:32: error: expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)
