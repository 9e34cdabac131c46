// The generic form of llvm.invoke with op bundles (MLIR 20+): the bundle
// operands come after the successors' (a fourth operandSegmentSizes
// segment); read back, each successor gets its own operands.
// RUN: %xlate --generic %s | %xlate - | FileCheck %s
// CHECK: llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i32, ...)>) ["tag1"(%arg0 : i32)] : (i32) -> ()

llvm.func @foo(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(%arg0: i32) attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i32, ...)>) ["tag1"(%arg0 : i32)] : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
