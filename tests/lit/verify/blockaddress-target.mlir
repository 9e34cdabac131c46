// RUN: not %xlate-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %xlate --no-stream %S/Inputs/blockaddress-target-whole.mlir 2>&1 | FileCheck %S/Inputs/blockaddress-target-whole.mlir
// RUN: %if llvm22 %{ not %mlir-opt-22 --split-input-file %s 2>&1 | FileCheck %s %}
// An llvm.blockaddress names an llvm.blocktag of its function, before or
// after it in the module (the verifier did not look: --to-llvm found it,
// mlir-opt's verifier finds it).

llvm.func @f() -> !llvm.ptr {
  // CHECK: [[@LINE+1]]:8: error: 'llvm.blockaddress' op expects an existing block label target in the referenced function
  %0 = llvm.blockaddress <function = @f, tag = <id = 4294967295>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f() -> !llvm.ptr {
  // CHECK: [[@LINE+1]]:8: error: 'llvm.blockaddress' op expects an existing block label target in the referenced function
  %0 = llvm.blockaddress <function = @g, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @h() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return
}
llvm.func @g() {
  llvm.return
}

// -----

// CHECK-NOT: error
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @g, tag = <id = 7>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @g() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 7>
  llvm.return
}
