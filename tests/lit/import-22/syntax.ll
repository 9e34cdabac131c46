; What LLVM 20-22 print that LLVM 19 did not: splat constants, nested
; attribute arguments (initializes), getelementptr inrange, #dbg_ records
; (llvm.intr.dbg.* ops, placed after their operand's definition: at the
; start of the block for an argument, the later record first);
; read under every --llvm-version (the ones MLIR cannot hold are dropped
; with the one warning).
; RUN: %xlate --import-llvm %s 2>%t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm %s | mlir-translate-22 --mlir-to-llvmir | FileCheck %s --check-prefix=RT
; RUN: %xlate --import-llvm %s | %xlate --to-llvm - | llvm-as-22 | llvm-dis-22 | FileCheck %s --check-prefix=RT

@vt = global { [3 x ptr] } zeroinitializer
@p = global ptr getelementptr inbounds inrange(-8, 16) ({ [3 x ptr] }, ptr @vt, i32 0, i32 0, i32 2)

; CHECK-LABEL: llvm.func @add4
; CHECK-NEXT: llvm.intr.dbg.declare #di_local_variable #llvm.di_expression<[DW_OP_plus_uconst(4)]> = %arg2 : !llvm.ptr
; CHECK-NEXT: llvm.intr.dbg.value #di_local_variable = %arg2 : !llvm.ptr
; CHECK: llvm.mlir.constant(dense<-48> : vector<4xi32>) : vector<4xi32>
; CHECK: llvm.mlir.constant(dense<1.000000e-02> : vector<2xf64>) : vector<2xf64>
; RT: add <4 x i32> %{{.*}}, splat (i32 -48)
define <4 x i32> @add4(<4 x i32> %a, <2 x double> %d, ptr captures(none) initializes((0, 8), (16, 24)) %q) {
  %r = add <4 x i32> %a, splat (i32 -48)
  %f = fadd <2 x double> %d, splat (double 1.000000e-02)
    #dbg_value(ptr %q, !3, !DIExpression(), !5)
    #dbg_declare(metadata ptr %q, !3, !DIExpression(DW_OP_plus_uconst, 4), !5)
  ret <4 x i32> %r
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "a.c", directory: "/")
!3 = !DILocalVariable(name: "q", scope: !4, file: !2, line: 1)
!4 = distinct !DISubprogram(name: "add4", scope: !2, file: !2, line: 1, unit: !1)
!5 = !DILocation(line: 1, scope: !4)

; WARN: warning: dropped what MLIR's LLVM dialect does not model here:
; WARN-SAME: flag 'inrange'
; WARN-NOT: debug records
