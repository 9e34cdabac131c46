; LLVM 14's lifetime markers (size, i8*) read for 22, as LLVM 22's
; parser upgrades them: LLVM 22 wants the alloca itself (its verifier:
; "llvm.lifetime.start/end can only be used on alloca or poison"), so the
; pointer is followed through all-zero getelementptrs to it; bitcasts
; stay (they fold away); a marker on anything else is dropped.  Found on
; clang-14 -O2 output (11 corpus programs, sqlite3) rejected by
; mlir-translate-22.  Written back for LLVM 14, a marker on an alloca
; that is no i8* takes the i8* getelementptr or bitcast of it that stands
; before it (in its block, or in the entry block), as the input had it.
; RUN: %xlate --llvm-version=22 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s --check-prefix=V19
; RUN: %xlate --llvm-version=22 --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=LL22
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.lifetime.end.p0i8(i64, i8*)
declare void @use(i8*)
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s --check-prefix=LL14
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
define void @f(i8* %x) {
  %a = alloca [70 x i8], align 16
  %b = alloca [4 x i32], align 16
  %p = getelementptr inbounds [70 x i8], [70 x i8]* %a, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 70, i8* %p)
  %q = bitcast [4 x i32]* %b to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* %q)
  %q4 = getelementptr inbounds i8, i8* %q, i64 4
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %q4)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* %x)
  call void @use(i8* %p)
  call void @use(i8* %q4)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* %q)
  call void @llvm.lifetime.end.p0i8(i64 70, i8* %p)
  ret void
}
; CHECK: %[[A:[0-9]+]] = llvm.alloca %{{[0-9]+}} x !llvm.array<70 x i8>
; CHECK: %[[B:[0-9]+]] = llvm.alloca
; CHECK: %[[P:[0-9]+]] = llvm.getelementptr inbounds %[[A]][%{{[0-9]+}}, %{{[0-9]+}}]
; CHECK-NEXT: llvm.intr.lifetime.start %[[A]] : !llvm.ptr
; CHECK-NEXT: %[[Q:[0-9]+]] = llvm.bitcast %[[B]]
; CHECK-NEXT: llvm.intr.lifetime.start %[[Q]] : !llvm.ptr
; CHECK-NEXT: llvm.getelementptr inbounds %[[Q]][%{{[0-9]+}}]
; CHECK-NEXT: llvm.call @use(%[[P]])
; CHECK-NOT: lifetime.start
; CHECK: llvm.intr.lifetime.end %[[Q]] : !llvm.ptr
; CHECK-NEXT: llvm.intr.lifetime.end %[[A]] : !llvm.ptr
; V19: llvm.intr.lifetime.start 70, %{{[0-9]+}} : !llvm.ptr
; V19: llvm.intr.lifetime.start 4, %{{[0-9]+}} : !llvm.ptr
; V19: llvm.intr.lifetime.start 4, %arg0 : !llvm.ptr
; LL22: call void @llvm.lifetime.start.p0(ptr %2)
; LL22: call void @llvm.lifetime.start.p0(ptr %3)
; LL22-NOT: lifetime.start
; LL22: call void @llvm.lifetime.end.p0(ptr %3)
; LL14: %[[P:[0-9]+]] = getelementptr inbounds [70 x i8], [70 x i8]* %{{[0-9]+}}, i64 0, i64 0
; LL14-NEXT: call void @llvm.lifetime.start.p0i8(i64 70, i8* %[[P]])
; LL14-NEXT: %[[Q:[0-9]+]] = bitcast [4 x i32]* %{{[0-9]+}} to i8*
; LL14-NEXT: call void @llvm.lifetime.start.p0i8(i64 16, i8* %[[Q]])
; LL14: call void @llvm.lifetime.end.p0i8(i64 16, i8* %[[Q]])
; LL14-NEXT: call void @llvm.lifetime.end.p0i8(i64 70, i8* %[[P]])
