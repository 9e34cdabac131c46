// An xlate.typed or xlate.typed_structs entry (ll14-typed-keep-14.ll)
// that does not fit what it describes is not used: an alloca's element
// type of another shape, a struct body of another length, a value that
// is no string; the pointees are then inferred as without it.  One that
// fits is used.  A text that is no LLVM type is an error at its op.
// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | llvm-as-14 -o /dev/null
// RUN: sed 's/"i32 (i32\*)"/"i32 (i32*"/' %s | not %xlate --llvm-version=14 --to-llvm - 2>&1 | FileCheck %s --check-prefix=ERR
module attributes {xlate.typed_structs = {struct.s = "{ i32*, i32* }", struct.t = 3 : i32}} {
  llvm.func @fits(%arg0: !llvm.ptr) -> i32 attributes {xlate.typed = "i32 (i32*)"} {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.ptr {xlate.typed = "i32"} : (i32) -> !llvm.ptr
    %2 = llvm.alloca %0 x !llvm.ptr {xlate.typed = 7 : i32} : (i32) -> !llvm.ptr
    %3 = llvm.alloca %0 x !llvm.struct<"struct.s", (ptr)> : (i32) -> !llvm.ptr
    %4 = llvm.alloca %0 x !llvm.struct<"struct.t", (ptr)> : (i32) -> !llvm.ptr
    llvm.store %arg0, %1 : !llvm.ptr, !llvm.ptr
    llvm.store %arg0, %2 : !llvm.ptr, !llvm.ptr
    llvm.return %0 : i32
  }
}
// CHECK-DAG: %struct.s = type { i8* }
// CHECK-DAG: %struct.t = type { i8* }
// CHECK-LABEL: define i32 @fits(i32* %0)
// CHECK-NEXT: %2 = alloca i32*, align 8
// CHECK-NEXT: %3 = alloca i32*, align 8
// CHECK-NEXT: %4 = alloca %struct.s, align 8
// CHECK-NEXT: %5 = alloca %struct.t, align 8
// ERR: <stdin>:10:{{[0-9]+}}: error: syntax error, unexpected end of file, expecting ',' or ')'
