// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s
// An error inside a 2020 !llvm<"..."> type string that spans lines is
// located where the string starts (a column computed after the line
// break once made the caret line 4 billion spaces long: a fuzz finding).
llvm.func @t(!llvm<"r
">)
// CHECK: {{.*}}llvm-type-string-lines.mlir:5:21: error: syntax error, unexpected keyword
// CHECK-NEXT: llvm.func @t(!llvm<"r
// CHECK-NEXT: {{^}}                    ^
