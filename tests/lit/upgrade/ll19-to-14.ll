; LLVM 14 out of what clang-19/22 -O2 writes of sqlite3 (llvm-as-14 rejected
; it): the flags and attributes LLVM 14 does not have are left out (nneg,
; disjoint, trunc nuw/nsw, getelementptr nuw, range(...)), a module flag of
; behavior Min (8) is Max (7) as clang-14 wrote "PIC Level", and a freeze
; passes its operand's pointee on (a frozen pointer compared with a
; function was printed with two pointer types).  What is left out is
; named in one warning.  At 19 all of it stays.
; RUN: %xlate --import-llvm %s > %t.mlir
; RUN: %xlate --llvm-version=14 --to-llvm %t.mlir | FileCheck %s --check-prefix=V14
; RUN: %xlate --llvm-version=14 --to-llvm %t.mlir | llvm-as-14 -o %t.bc
; RUN: %xlate --llvm-version=14 --to-llvm %t.mlir 2>&1 > %t.ll | FileCheck %s --check-prefix=WARN
; RUN: %xlate --llvm-version=19 --to-llvm %t.mlir | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=19 --to-llvm %t.mlir | llvm-as-19 -o %t.bc

define range(i32 0, 2) i32 @flags(i32 %a, i64 %b, ptr %p) {
  %z = zext nneg i32 %a to i64
  %o = or disjoint i64 %z, %b
  %t = trunc nuw nsw i64 %o to i32
  %g = getelementptr inbounds nuw i32, ptr %p, i64 %o
  store i32 %t, ptr %g, align 4
  %r = and i32 %t, 1
  ret i32 %r
}

declare i32 @cmp(ptr, ptr)

define i1 @frozen(ptr %q) {
  %f = load ptr, ptr %q, align 8
  %x = freeze ptr %f
  %e = icmp eq ptr %x, @cmp
  ret i1 %e
}

!llvm.module.flags = !{!0}
!0 = !{i32 8, !"PIC Level", i32 2}

; WARN: warning: dropped what LLVM 14 IR cannot say: range, nneg, disjoint, trunc nuw/nsw, getelementptr nusw/nuw
; V14: define i32 @flags(i32 %0, i64 %1, i32* %2)
; V14: %4 = zext i32 %0 to i64
; V14: %5 = or i64 %4, %1
; V14: %6 = trunc i64 %5 to i32
; V14: getelementptr inbounds i32, i32* %{{[0-9]+}}, i64 %5
; V14: %[[F:[0-9]+]] = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %{{[0-9]+}}, align 8
; V14: %[[X:[0-9]+]] = freeze i32 (i8*, i8*)* %[[F]]
; V14: icmp eq i32 (i8*, i8*)* %[[X]], @cmp
; V14: !{i32 7, !"PIC Level", i32 2}
; V19: define range(i32 0, 2) i32 @flags(i32 %0, i64 %1, ptr %2)
; V19: %4 = zext nneg i32 %0 to i64
; V19: %5 = or disjoint i64 %4, %1
; V19: %6 = trunc nuw nsw i64 %5 to i32
; V19: getelementptr inbounds nuw i32, ptr %2, i64 %5
; V19: !{i32 8, !"PIC Level", i32 2}
