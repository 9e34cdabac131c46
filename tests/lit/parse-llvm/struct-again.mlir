// An identified struct read whole once is read again from the same text as
// one token (lex_struct): the same type, outside (!llvm.struct<...>) and
// inside other LLVM types, with the same output; a struct whose body
// names one bare (struct<"a">) is never taken alone, and text that differs
// (spacing, another body) is read as usual.
// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s --check-prefix=LL
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: not %xlate --llvm-version=19 %S/Inputs/struct-again-ref.mlir 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not %xlate --llvm-version=19 %S/Inputs/struct-again-body.mlir 2>&1 | FileCheck %s --check-prefix=BODY

// LL: %s = type { i32, %t }
// LL: %t = type { ptr, [2 x i64] }
// LL: define void @f(%s %0, ptr %1)
// LL: getelementptr inbounds %s, ptr %1, i32 0, i32 1
// LL: define void @g(%s %0, { %s, i8 } %1, [4 x %s] %2)
// CHECK: llvm.func @f(%arg0: !llvm.struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>, %arg1: !llvm.ptr)
// CHECK: llvm.getelementptr inbounds %arg1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>
// CHECK: llvm.func @g(%arg0: !llvm.struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>, %arg1: !llvm.struct<(struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>, i8)>, %arg2: !llvm.array<4 x struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>>)
llvm.func @f(%a: !llvm.struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>, %p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>
  llvm.return
}
llvm.func @g(%a: !llvm.struct<"s",  (i32, struct<"t", (ptr, array<2 x i64>)>)>, %b: !llvm.struct<(struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>, i8)>, %c: !llvm.array<4 x struct<"s", (i32, struct<"t", (ptr, array<2 x i64>)>)>>) {
  llvm.return
}
// REF: struct-again-ref.mlir:1:107: error: identified struct 'a' referenced outside its own body
// BODY: struct-again-body.mlir:1:94: error: identified type 's' redefined with a different body
