; LLVM 14 out of shapes clang-14 -O2 sqlite3 has (it was rejected by
; llvm-as-14): one null passed for two parameters of different pointer
; types (each argument is typed on its own), and vectors of pointers
; (a vector getelementptr, shufflevector, insertelement, extractelement
; take their pointee types from each other).
; RUN: %xlate --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
%struct.db = type { i32 }
%struct.val = type { i64 }

define internal i32 @exec(%struct.db* %d, i8* %sql, i32 (i8*, i32)* %cb, i8* %arg, i8** %err) {
  %f = getelementptr %struct.db, %struct.db* %d, i28 0, i32 0
  %v = load i32, i32* %f
  %r = call i32 %cb(i8* %arg, i32 %v)
  store i8* %sql, i8** %err
  ret i32 %r
}

define i32 @run(%struct.db* %d, i8* %s) {
  %r = call i32 @exec(%struct.db* %d, i8* %s, i32 (i8*, i32)* null, i8* null, i8** null)
  ret i32 %r
}

define %struct.val* @vec(%struct.val* %base, <2 x i64> %i, %struct.val* %x) {
  %g = getelementptr inbounds %struct.val, %struct.val* %base, <2 x i64> %i
  %s = shufflevector <2 x %struct.val*> %g, <4 x %struct.val*> poison, <2 x i32> <i32 1, i32 0>
  %n = insertelement <2 x %struct.val*> %s, %struct.val* %x, i64 0
  %e = extractelement <2 x %struct.val*> %n, i64 1
  ret %struct.val* %e
}
; CHECK: call i32 @exec(%struct.db* %{{[0-9]+}}, i8* %{{[0-9]+}}, i32 (i8*, i32)* null, i8* null, i8** null)
; CHECK: getelementptr inbounds %struct.val, %struct.val* %0, <2 x i64> %1
; CHECK-NEXT: shufflevector <2 x %struct.val*> %{{[0-9]+}}, <2 x %struct.val*> poison, <2 x i32> <i32 1, i32 0>
; CHECK-NEXT: insertelement <2 x %struct.val*> %{{[0-9]+}}, %struct.val* %2, i64 0
; CHECK-NEXT: extractelement <2 x %struct.val*> %{{[0-9]+}}, i64 1
