// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// An explicit module with a name and attributes; nested modules.
module @top attributes {llvm.data_layout = "e", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func private @f()
  module @inner {
    func.func private @g()
  }
  module {
  }
}

// CHECK: module @top attributes {llvm.data_layout = "e", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
// CHECK-NEXT:   func.func private @f()
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @g()
// CHECK-NEXT:   }
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT: }
