// Metadata nodes are numbered as LLVM's printer numbers them (its
// SlotTracker): the named metadata's nodes first, in the order the
// translation makes the named nodes (22: llvm.ident, llvm.commandline,
// llvm.dependent-libraries, then llvm.module.flags and
// llvm.linker.options as their first ops come; the "Debug Info Version"
// flag after the module's own), then each function's attachments in
// order, each node before its operands (depth first: a TBAA tag, its base
// type, that type's members, ...; an alias scope list, its scopes, their
// domain; a loop, its options).  Equal nodes are one (!nontemporal's
// !{i32 1}, !invariant.load's !{}, equal branch weights).  The same text
// as mlir-translate-22 writes (and mlir-translate-19, without the
// module_flags op and invariant_group 19 do not have), streamed or not; a module flags op
// after a function with metadata makes the streamed run hold the whole
// module.
// RUN: %xlate --to-llvm %s -o %t.s.ll
// RUN: %xlate --to-llvm --no-stream %s -o %t.w.ll
// RUN: cmp %t.s.ll %t.w.ll
// RUN: FileCheck %s < %t.s.ll
// RUN: %xlate-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s %}
// RUN: grep -v 'llvm.module_flags' %s | sed 's/ invariant_group//' > %t.19.mlir
// RUN: %xlate --llvm-version=19 --to-llvm %t.19.mlir -o %t.s19.ll
// RUN: %xlate --llvm-version=19 --to-llvm --no-stream %t.19.mlir -o %t.w19.ll
// RUN: cmp %t.s19.ll %t.w19.ll
// RUN: FileCheck %s --check-prefix=V19 < %t.s19.ll
// RUN: %if mlir-opt %{ mlir-translate --mlir-to-llvmir %t.19.mlir | FileCheck %s --check-prefix=V19 %}

// CHECK-LABEL: define i32 @f(
// CHECK-NEXT:  load i32, ptr %0, align 4, !tbaa !7, !invariant.load !12, !alias.scope !13, !noalias !16, !nontemporal !18{{$}}
// CHECK-NEXT:  load i32, ptr %0, align 4, !tbaa !19, !nontemporal !18{{$}}
// CHECK-NEXT:  br i1 %1, label %{{[0-9]+}}, label %{{[0-9]+}}, !prof !20{{$}}
// CHECK:       br label %{{[0-9]+}}, !llvm.loop !21{{$}}
// CHECK:       br i1 %1, label %{{[0-9]+}}, label %{{[0-9]+}}, !prof !20{{$}}
// CHECK-LABEL: define void @g(
// CHECK-NEXT:  store i32 0, ptr %0, align 4, !tbaa !7, !invariant.group !12{{$}}
// CHECK:       !llvm.ident = !{!0}
// CHECK-NEXT:  !llvm.commandline = !{!1}
// CHECK-NEXT:  !llvm.linker.options = !{!2, !3}
// CHECK-NEXT:  !llvm.module.flags = !{!4, !5, !6}
// CHECK-EMPTY:
// CHECK-NEXT:  !0 = !{!"clang x"}
// CHECK-NEXT:  !1 = !{!"cc -O2"}
// CHECK-NEXT:  !2 = !{!"/DEFAULTLIB:a"}
// CHECK-NEXT:  !3 = !{!"/DEFAULTLIB:b"}
// CHECK-NEXT:  !4 = !{i32 1, !"wchar_size", i32 4}
// CHECK-NEXT:  !5 = !{i32 7, !"PIC Level", i32 2}
// CHECK-NEXT:  !6 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT:  !7 = !{!8, !11, i64 4}
// CHECK-NEXT:  !8 = !{!"pair", !9, i64 0, !11, i64 4}
// CHECK-NEXT:  !9 = !{!"omnipotent char", !10, i64 0}
// CHECK-NEXT:  !10 = !{!"Simple C/C++ TBAA"}
// CHECK-NEXT:  !11 = !{!"int", !9, i64 0}
// CHECK-NEXT:  !12 = !{}
// CHECK-NEXT:  !13 = !{!14}
// CHECK-NEXT:  !14 = distinct !{!14, !15, !"s1"}
// CHECK-NEXT:  !15 = distinct !{!15, !"dom"}
// CHECK-NEXT:  !16 = !{!17}
// CHECK-NEXT:  !17 = distinct !{!17, !15, !"s2"}
// CHECK-NEXT:  !18 = !{i32 1}
// CHECK-NEXT:  !19 = !{!11, !11, i64 0}
// CHECK-NEXT:  !20 = !{!"branch_weights", i32 1, i32 2}
// CHECK-NEXT:  !21 = distinct !{!21, !22, !23}
// CHECK-NEXT:  !22 = !{!"llvm.loop.mustprogress"}
// CHECK-NEXT:  !23 = !{!"llvm.loop.unroll.disable"}
// CHECK-NOT:   !

// 19: llvm.module.flags first (its "Debug Info Version", the first flag
// MLIR 19 adds), then llvm.linker.options; no llvm.ident
// V19-LABEL: define i32 @f(
// V19-NEXT:  load i32, ptr %0, align 4, !tbaa !3, !invariant.load !8, !alias.scope !9, !noalias !12, !nontemporal !14{{$}}
// V19:       !llvm.module.flags = !{!0}
// V19-NEXT:  !llvm.linker.options = !{!1, !2}
// V19-EMPTY:
// V19-NEXT:  !0 = !{i32 2, !"Debug Info Version", i32 3}
// V19-NEXT:  !1 = !{!"/DEFAULTLIB:a"}
// V19-NEXT:  !2 = !{!"/DEFAULTLIB:b"}
// V19-NEXT:  !3 = !{!4, !7, i64 4}
// V19-NEXT:  !4 = !{!"pair", !5, i64 0, !7, i64 4}

#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#char, 0>, <#int, 4>}>
#tag = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4>
#itag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#s1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom, description = "s1">
#s2 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom, description = "s2">
#loop = #llvm.loop_annotation<mustProgress = true, unroll = #llvm.loop_unroll<disable = true>>
module attributes {llvm.ident = "clang x", llvm.commandline = "cc -O2"} {
  llvm.linker_options ["/DEFAULTLIB:a"]
  llvm.func @f(%p: !llvm.ptr, %c: i1) -> i32 {
    %0 = llvm.load %p invariant {alias_scopes = [#s1], noalias_scopes = [#s2], tbaa = [#tag], nontemporal} : !llvm.ptr -> i32
    %1 = llvm.load %p {tbaa = [#itag], nontemporal} : !llvm.ptr -> i32
    llvm.cond_br %c weights([1, 2]), ^bb1, ^bb2
  ^bb1:
    llvm.br ^bb2 {loop_annotation = #loop}
  ^bb2:
    llvm.cond_br %c weights([1, 2]), ^bb3, ^bb4
  ^bb3:
    llvm.return %0 : i32
  ^bb4:
    llvm.return %1 : i32
  }
  llvm.func @g(%p: !llvm.ptr) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.store %0, %p invariant_group {tbaa = [#tag]} : i32, !llvm.ptr
    llvm.return
  }
  llvm.linker_options ["/DEFAULTLIB:b"]
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>]
}
