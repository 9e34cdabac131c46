// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --no-verify --to-llvm %s | FileCheck %s
// A memref.store whose memref was lowered before it (memref.alloc) is a
// memref as written: the lowering's check of the memref operand reads the
// type as written, not the descriptor it became.
// CHECK: call ptr @malloc
// CHECK: store i32 %{{.*}}, ptr %{{.*}}
func.func @f(%v: i32) {
  %m = memref.alloc() : memref<i32>
  memref.store %v, %m[] : memref<i32>
  return
}
