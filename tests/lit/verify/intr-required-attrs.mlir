// RUN: %xlate-opt --split-input-file --verify-diagnostics %s
// RUN: %xlate --no-verify %S/Inputs/invariant-start-no-size.mlir > %t.mlir
// RUN: %xlate --no-verify %t.mlir | diff %t.mlir -
// An llvm.intr.* op holds the immediates of its intrinsic as attributes;
// without one it is mlir-opt's error (the first missing one by name), and
// the .ll printer made one up (is_int_min_poison as false, size as 0).
// lifetime.start's size, which LLVM 22 dropped, is not required.  Without
// verification, invariant.start without a size prints in generic form (its
// custom form printed `llvm.intr.invariant.start %p`, which does not read
// back: a roundtrip campaign finding).

llvm.func @f(%x: i32) -> i32 {
  // expected-error @+1 {{'llvm.intr.abs' op requires attribute 'is_int_min_poison'}}
  %0 = "llvm.intr.abs"(%x) : (i32) -> i32
  llvm.return %0 : i32
}

// -----
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.invariant.start' op requires attribute 'size'}}
  %0 = "llvm.intr.invariant.start"(%p) <{arith.fptoui64}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.prefetch' op requires attribute 'cache'}}
  "llvm.intr.prefetch"(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// -----
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.store' op requires attribute 'alignment'}}
  "llvm.intr.masked.store"(%v, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return
}

// -----
llvm.func @f(%n: i64) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  "llvm.intr.lifetime.start"(%0) : (!llvm.ptr) -> ()
  llvm.return
}
