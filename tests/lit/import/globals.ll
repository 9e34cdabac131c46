; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL

$c = comdat any
; CHECK: "llvm.comdat"
; CHECK: "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "c"}>
@s = private unnamed_addr constant [3 x i8] c"hi\00", align 1
; CHECK: constant, dso_local, global_type = !llvm.array<3 x i8>, linkage = #llvm.linkage<private>{{.*}}unnamed_addr = 2 : i64, value = "hi\00"
@t = internal global [2 x ptr] [ptr @s, ptr null], section "data", comdat($c)
; CHECK: sym_name = "t"
; CHECK: "llvm.mlir.addressof"() <{global_name = @s}>
; CHECK: "llvm.insertvalue"
@d = thread_local global double 1.5, align 8
; CHECK: thread_local_{{.*}}value = 1.500000e+00 : f64
@x = external addrspace(1) global i32
; CHECK: addr_space = 1 : i32
@v = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
; CHECK: value = dense<[1, 2, 3, 4]> : vector<4xi32>
; LL: @t = internal global [2 x ptr] [ptr @s, ptr null], section "data", comdat($c)
