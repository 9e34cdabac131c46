; RUN: %xlate --import-llvm %s | FileCheck %s
; A definition's name and its '=' are one token (ll.re): blanks and tabs
; between them, a quoted name, and every kind of definition read as
; before.
%T	=  type { i32 }
$c =comdat any
@g	 =	global %T zeroinitializer, comdat($c)
@h = alias i32, ptr @g

define i32 @f(i32 %a) {
entry:
  %"x y"   =   add i32 %a, 1
  %v	=	add i32 %"x y", 2
  ret i32 %v
}
!llvm.ident =!{!0}
!0 =	!{!"tabs	and  spaces"}
; CHECK: llvm.ident = "tabs\09and  spaces"
; CHECK: llvm.comdat_selector @c any
; CHECK: llvm.mlir.global external @g() comdat(@__llvm_global_comdat::@c)
; CHECK-SAME: !llvm.struct<"T", (i32)>
; CHECK: llvm.mlir.alias external @h : i32
; CHECK: llvm.func @f(%arg0: i32) -> i32
; CHECK: %[[A:.*]] = llvm.add %arg0, %{{.*}} : i32
; CHECK: %[[B:.*]] = llvm.add %[[A]], %{{.*}} : i32
; CHECK: llvm.return %[[B]] : i32
