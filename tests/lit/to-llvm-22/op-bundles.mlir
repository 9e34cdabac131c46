// Operand bundles on llvm.call, llvm.invoke and llvm.call_intrinsic (MLIR
// 20+): read, re-printed as mlir-opt-22 prints them (after vararg(...),
// before the attributes; call_intrinsic's attributes before its type, GP_OP_BUNDLES),
// and written as mlir-translate-22 writes them.  An empty list is no bundle.
// RUN: %xlate %s | FileCheck %s --check-prefix=MLIR
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | llvm-as -o /dev/null
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=V19
// RUN: %if llvm22 %{ %xlate %s > %t.mlir && %mlir-opt-22 %s | diff - %t.mlir %}

// MLIR: llvm.call @foo(%arg1) vararg(!llvm.func<void (i32, ...)>) ["tag1"(%arg1, %arg1 : i32, i32), "tag2"(%arg0 : !llvm.ptr)] {no_unwind} : (i32) -> ()
// MLIR: llvm.call %arg0(%arg1) ["t"(%arg1 : i32)] : !llvm.ptr, (i32) -> ()
// MLIR: llvm.call tail @foo(%arg1) vararg(!llvm.func<void (i32, ...)>) : (i32) -> ()
// MLIR: llvm.call @bar() ["empty"()] : () -> ()
// MLIR: llvm.call_intrinsic "llvm.riscv.sha256sig0"(%arg1) ["align"(%arg0, %arg1 : !llvm.ptr, i32)] {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// MLIR: llvm.call_intrinsic "llvm.riscv.sha256sig1"(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// MLIR: llvm.invoke @foo(%arg1) to ^bb2 unwind ^bb1 vararg(!llvm.func<void (i32, ...)>) ["tag1"(%arg1 : i32)] : (i32) -> ()

// CHECK: call void (i32, ...) @foo(i32 %1) #0 [ "tag1"(i32 %1, i32 %1), "tag2"(ptr %0) ]
// CHECK: call void %0(i32 %1) [ "t"(i32 %1) ]
// CHECK: tail call void (i32, ...) @foo(i32 %1){{$}}
// CHECK: call void @bar() [ "empty"() ]
// CHECK: call i32 @llvm.riscv.sha256sig0(i32 %1) [ "align"(ptr %0, i32 %1) ]
// CHECK: invoke void (i32, ...) @foo(i32 %1) [ "tag1"(i32 %1) ]
// CHECK-NEXT: to label

// 19 has no bundles on these ops: the generic form
// V19: "llvm.call"(%arg1, %arg1, %arg1, %arg0) <{{.*}}op_bundle_sizes = array<i32: 2, 1>, op_bundle_tags = ["tag1", "tag2"]
// V19: llvm.call tail @foo(%arg1) vararg(!llvm.func<void (i32, ...)>) : (i32) -> ()
// V19: llvm.call_intrinsic "llvm.riscv.sha256sig1"(%arg1) : (i32) -> i32 {fastmathFlags = #llvm.fastmath<fast>}

llvm.func @foo(i32, ...)
llvm.func @bar()
llvm.func @g(%p: !llvm.ptr, %x: i32) attributes { personality = @foo } {
  llvm.call @foo(%x) vararg(!llvm.func<void (i32, ...)>) ["tag1"(%x, %x : i32, i32), "tag2"(%p : !llvm.ptr)] {no_unwind} : (i32) -> ()
  llvm.call %p(%x) ["t"(%x : i32)] : !llvm.ptr, (i32) -> ()
  llvm.call tail @foo(%x) vararg(!llvm.func<void (i32, ...)>) [] : (i32) -> ()
  llvm.call @bar() ["empty"()] : () -> ()
  %r = llvm.call_intrinsic "llvm.riscv.sha256sig0"(%x) ["align"(%p, %x : !llvm.ptr, i32)] {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  %s = llvm.call_intrinsic "llvm.riscv.sha256sig1"(%x) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.invoke @foo(%x) to ^bb2 unwind ^bb1 vararg(!llvm.func<void (i32, ...)>) ["tag1"(%x : i32)] : (i32) -> ()
^bb1:
  %3 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
^bb2:
  llvm.return
}
