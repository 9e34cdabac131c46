; Instruction flags MLIR 22 holds (exact, disjoint, nneg, trunc nsw/nuw,
; getelementptr nusw/nuw) are kept with --llvm-version=22 and printed in
; mlir-translate-22's spelling; 19 drops them with the warning.
; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | llvm-as-22 | llvm-dis-22 | FileCheck %s --check-prefix=RT
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s --check-prefix=V19

define void @flags(i64 %a, i64 %b, i32 %c, ptr %p) {
; CHECK: llvm.udiv exact %arg0, %arg1
; CHECK: llvm.lshr exact %arg0, %arg1
; CHECK: llvm.or disjoint %arg0, %arg1
; CHECK: llvm.zext nneg %arg2 : i32 to i64
; CHECK: llvm.uitofp nneg %arg2 : i32 to f32
; CHECK: llvm.trunc %arg0 overflow<nsw, nuw> : i64 to i32
; CHECK: llvm.getelementptr inbounds|nuw %arg3[%arg0]
; CHECK: llvm.getelementptr nusw %arg3[%arg0]
; CHECK: llvm.icmp "ult" %arg0, %arg1 : i64
; RT: udiv exact i64
; RT: lshr exact i64
; RT: or disjoint i64
; RT: zext nneg i32
; RT: uitofp nneg i32
; RT: trunc nuw nsw i64
; RT: getelementptr inbounds nuw i8
; RT: getelementptr nusw i8
  %1 = udiv exact i64 %a, %b
  %2 = lshr exact i64 %a, %b
  %3 = or disjoint i64 %a, %b
  %4 = zext nneg i32 %c to i64
  %5 = uitofp nneg i32 %c to float
  %6 = trunc nuw nsw i64 %a to i32
  %7 = getelementptr inbounds nuw i8, ptr %p, i64 %a
  %8 = getelementptr nusw i8, ptr %p, i64 %a
  %9 = icmp samesign ult i64 %a, %b
  ret void
}
; V19: warning: dropped what MLIR's LLVM dialect does not model here: flag 'exact', flag 'disjoint', flag 'nneg', flag 'nuw', flag 'nsw', flag 'nusw', flag 'samesign'
; V19: llvm.udiv %arg0, %arg1
; V19: llvm.getelementptr inbounds %arg3[%arg0]
