// Metadata: TBAA access tags on loads and stores, branch weights, loop
// annotations (a distinct self-referencing node per annotation).
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=19 --to-llvm %s | llvm-as -o /dev/null

// CHECK-LABEL: define i32 @metadata(
// CHECK-NEXT:    %4 = load i32, ptr %0, align 4, !tbaa ![[TAG1:[0-9]+]]
// CHECK-NEXT:    store i32 %1, ptr %0, align 4, !tbaa ![[TAG2:[0-9]+]]
// CHECK-NEXT:    br i1 %2, label %5, label %6, !prof ![[W:[0-9]+]]
// CHECK:         br label %6, !llvm.loop ![[LOOP:[0-9]+]]

// CHECK-DAG: ![[ROOT:[0-9]+]] = !{!"Simple C/C++ TBAA"}
// CHECK-DAG: ![[CHAR:[0-9]+]] = !{!"omnipotent char", ![[ROOT]], i64 0}
// CHECK-DAG: ![[INT:[0-9]+]] = !{!"int", ![[CHAR]], i64 0}
// CHECK-DAG: ![[PAIR:[0-9]+]] = !{!"pair", ![[INT]], i64 0, ![[INT]], i64 4}
// CHECK-DAG: ![[TAG1]] = !{![[INT]], ![[INT]], i64 0}
// CHECK-DAG: ![[TAG2]] = !{![[PAIR]], ![[INT]], i64 4}
// CHECK-DAG: ![[W]] = !{!"branch_weights", i32 1, i32 99}
// CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[MP:[0-9]+]], ![[UD:[0-9]+]]}
// CHECK-DAG: ![[MP]] = !{!"llvm.loop.mustprogress"}
// CHECK-DAG: ![[UD]] = !{!"llvm.loop.unroll.disable"}

#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>}>
#tag_int = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag_second = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4>
#unroll = #llvm.loop_unroll<disable = true>
#loop = #llvm.loop_annotation<unroll = #unroll, mustProgress = true>

llvm.func @metadata(%p: !llvm.ptr, %n: i32, %c: i1) -> i32 {
  %0 = llvm.load %p {tbaa = [#tag_int]} : !llvm.ptr -> i32
  llvm.store %n, %p {tbaa = [#tag_second]} : i32, !llvm.ptr
  llvm.cond_br %c weights([1, 99]), ^loop, ^exit
^loop:
  llvm.br ^exit {loop_annotation = #loop}
^exit:
  llvm.return %0 : i32
}
