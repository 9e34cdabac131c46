// llvm.call_intrinsic at --llvm-version=19 is checked against LLVM 19's
// table (src/llvmir/intrinsic_table.h): lifetime markers take a size,
// the step vector is still experimental.  Words of mlir-translate-19.
// RUN: %xlate-translate --llvm-version=19 --mlir-to-llvmir --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: define void @lifetime(
// CHECK: call void @llvm.lifetime.start.p0(i64 4, ptr %1)
// CHECK: declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0
llvm.func @lifetime() {
  %n = llvm.mlir.constant(1 : i8) : i8
  %s = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.alloca %n x f32 : (i8) -> !llvm.ptr
  llvm.call_intrinsic "llvm.lifetime.start"(%s, %p) : (i64, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @lifetime22() {
  %n = llvm.mlir.constant(1 : i8) : i8
  %p = llvm.alloca %n x f32 : (i8) -> !llvm.ptr
  // expected-error@below {{call intrinsic signature void (ptr) to overloaded intrinsic "llvm.lifetime.start" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.lifetime.start"(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// CHECK-LABEL: define <4 x i32> @stepvector(
// CHECK: call <4 x i32> @llvm.experimental.stepvector.v4i32()
llvm.func @stepvector() -> vector<4xi32> {
  %0 = llvm.call_intrinsic "llvm.experimental.stepvector"() : () -> vector<4xi32>
  llvm.return %0 : vector<4xi32>
}

// -----

llvm.func @stepvector22() -> vector<4xi32> {
  // expected-error@below {{could not find LLVM intrinsic: "llvm.stepvector"}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.stepvector"() : () -> vector<4xi32>
  llvm.return %0 : vector<4xi32>
}

// -----

// LLVM 22's riscv.seg7.load.mask is not among LLVM 19's names: the name is
// riscv.seg7.load's, overloaded.
llvm.func @other_release() {
  // expected-error@below {{call intrinsic signature void () to overloaded intrinsic "llvm.riscv.seg7.load.mask.i64" does not match any of the overloads}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.riscv.seg7.load.mask.i64"() : () -> ()
  llvm.return
}
