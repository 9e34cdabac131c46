; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm %s -o %t.mlir 2>&1 | FileCheck %s
; RUN: not test -e %t.mlir
; A type without a size -- opaque, or a struct that contains itself --
; cannot be allocated, loaded, stored or indexed: llvm-as-19's errors, each
; where its parser gives it (with an explicit alignment its verifier's,
; here at the instruction).  A struct containing itself was a crash (the
; alignment's walk never ended: a roundtrip fuzz finding), and an opaque
; one was taken.
%op = type opaque
%rec = type { i32, %rec }
%ok = type { i32, ptr }

define void @f(ptr %p) {
  %a = alloca %op
  %b = alloca [2 x %rec]
  %c = alloca { i32, %op }
  %d = load %rec, ptr %p
  store %op zeroinitializer, ptr %p
  %e = getelementptr %rec, ptr %p, i64 1
  %f = getelementptr i8, ptr getelementptr (%op, ptr null, i64 1), i64 1
  %g = load %op, ptr %p, align 4
  %h = getelementptr %op, ptr %p
  %i = alloca %ok
  %j = load %ok, ptr %p
  ret void
}
; CHECK: unsized-access.ll:15:15: error: Cannot allocate unsized type
; CHECK: unsized-access.ll:16:15: error: Cannot allocate unsized type
; CHECK: unsized-access.ll:17:15: error: Cannot allocate unsized type
; CHECK: unsized-access.ll:18:13: error: loading unsized types is not allowed
; CHECK: unsized-access.ll:19:9: error: storing unsized types is not allowed
; CHECK: unsized-access.ll:20:28: error: base element of getelementptr must be sized
; CHECK: unsized-access.ll:21:30: error: base element of getelementptr must be sized
; CHECK: unsized-access.ll:22:8: error: loading unsized types is not allowed
; CHECK: unsized-access.ll:23:8: error: GEP into unsized type!
; CHECK-NOT: error
