// RUN: %xlate --to-llvm --no-verify --llvm-version=14 %s | FileCheck %s
// Under --no-verify, two globals of one name (which the verifier refuses):
// the LLVM 14 printer took the typed type of one for the initializer of
// the other and read past the end of a struct's fields (a null type: a
// pipeline campaign finding at 83241b9, run 945,479, fuzz finding 60,
// kept in tests/fuzz/regress/pipeline/llvm14-global-init-other-shape).
// An initializer of another shape than the type is printed as it is.
llvm.mlir.global private unnamed_addr constant @g2(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
llvm.mlir.global linkonce @g2() : !llvm.struct<(i32, ptr)> {
}
// CHECK: @g2 = private unnamed_addr constant { i32, i8* } [i32 1, i32 2, i32 3]
// CHECK: @g2 = linkonce global { i32, i8* } undef
