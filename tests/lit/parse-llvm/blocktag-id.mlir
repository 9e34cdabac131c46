// A block tag's id is a uint32_t read as MLIR reads one: -1 is 4294967295,
// and what fits in no 32 bits is an error.  `<id = -1>` made the parse
// fail without a word (pipeline campaign at 01693c1, run 1,422,746, fuzz
// finding 74).  mlir-opt-22 prints and says the same.
// RUN: %xlate %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-opt-22 %s | FileCheck %s %}
// RUN: not %xlate-opt --split-input-file %S/Inputs/blocktag-id-errors.mlir 2>&1 | FileCheck %S/Inputs/blocktag-id-errors.mlir
// RUN: %if llvm22 %{ not %mlir-opt-22 --split-input-file %S/Inputs/blocktag-id-errors.mlir 2>&1 | FileCheck %S/Inputs/blocktag-id-errors.mlir %}

// CHECK: %0 = llvm.blockaddress <function = @f, tag = <id = 4294967295>> : !llvm.ptr
// CHECK: llvm.blocktag <id = 4294967295>
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = -1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = -1>
  llvm.return %0 : !llvm.ptr
}
