// llvm.blockaddress, llvm.blocktag and llvm.indirectbr in MLIR 20's custom
// and generic forms; the custom form re-prints unchanged (fixpoint).
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | %xlate --llvm-version=19 - | FileCheck %s
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s --check-prefix=GEN
// RUN: %xlate --llvm-version=19 --generic %s | %xlate --llvm-version=19 - | FileCheck %s

// CHECK: %0 = llvm.blockaddress <function = @fn, tag = <id = 0>> : !llvm.ptr
// GEN: "llvm.blockaddress"() <{block_addr = #llvm.blockaddress<function = @fn, tag = <id = 0>>}> : () -> !llvm.ptr
llvm.mlir.global private @g() {addr_space = 0 : i32, dso_local} : !llvm.ptr {
  %0 = llvm.blockaddress <function = @fn, tag = <id=0>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: llvm.func @fn()
// CHECK: ^bb1:
// CHECK-NEXT: llvm.blocktag <id = 0>
// GEN: "llvm.blocktag"() <{tag = #llvm.blocktag<id = 0>}> : () -> ()
llvm.func @fn() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 0>
  llvm.return
}

// CHECK-LABEL: llvm.func @ib0(
// CHECK:      llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT: ^bb1(%arg1 : i32),
// CHECK-NEXT: ^bb2(%arg2, %arg1 : i32, i32)
// CHECK-NEXT: ]
// GEN: "llvm.indirectbr"(%arg1, %arg2, %arg3, %arg2)[^bb1, ^bb2] <{indbr_operand_segments = array<i32: 1, 2>}> : (!llvm.ptr, i32, i32, i32) -> ()
llvm.func @ib0(%dest : !llvm.ptr, %arg0 : i32, %arg1 : i32) -> i32 {
  llvm.indirectbr %dest : !llvm.ptr, [
  ^head(%arg0 : i32),
  ^tail(%arg1, %arg0 : i32, i32)
  ]
^head(%r0 : i32):
  llvm.return %r0 : i32
^tail(%r1 : i32, %r2 : i32):
  %r = llvm.add %r1, %r2 : i32
  llvm.return %r : i32
}

// CHECK-LABEL: llvm.func @ib1(
// CHECK: llvm.indirectbr %arg0 : !llvm.ptr, []
llvm.func @ib1(%dest : !llvm.ptr) {
  llvm.indirectbr %dest : !llvm.ptr, []
}
