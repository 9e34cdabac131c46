// Parsing of the LLVM dialect custom forms (intr): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

llvm.func @intrinsics(%f: f32, %g: f32, %a: i32, %p: !llvm.ptr, %d: f64, %v: vector<2xf32>, %q: !llvm.ptr, %b: i1) {
  %0 = llvm.intr.fmuladd(%f, %g, %f) : (f32, f32, f32) -> f32
  %1 = llvm.intr.pow(%f, %g) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %2 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %3 = llvm.intr.ctpop(%a) : (i32) -> i32
  %4 = llvm.intr.vector.reduce.fmax(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
  %5 = llvm.intr.sin(%f) : (f32) -> f32
  llvm.intr.lifetime.start 32, %p : !llvm.ptr
  llvm.intr.lifetime.end 32, %p : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  %6 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %6 : !llvm.ptr
  %7 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  %8 = llvm.intr.experimental.constrained.fptrunc %d tonearest ignore : f64 to f32
  %9 = llvm.intr.experimental.constrained.fptrunc %d downward strict : f64 to f32
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  %10 = llvm.intr.expect %b, %b : i1
  %11 = llvm.intr.expect.with.probability %a, %a, 5.000000e-01 : i32
  %12 = llvm.intr.invariant.start 4, %p : !llvm.ptr
  %13 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32 {fastmathFlags = #llvm.fastmath<fast>}
  "llvm.intr.memcpy"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f32, i32, ptr, f64, vector<2xf32>, ptr, i1)>, linkage = #llvm.linkage<external>, sym_name = "intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: f32, [[Varg1:%[a-zA-Z0-9_]+]]: f32, [[Varg2:%[a-zA-Z0-9_]+]]: i32, [[Varg3:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg4:%[a-zA-Z0-9_]+]]: f64, [[Varg5:%[a-zA-Z0-9_]+]]: vector<2xf32>, [[Varg6:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg7:%[a-zA-Z0-9_]+]]: i1):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.intr.fmuladd"([[Varg0]], [[Varg1]], [[Varg0]]) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.intr.pow"([[Varg0]], [[Varg1]]) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.intr.smax"([[Varg2]], [[Varg2]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.intr.ctpop"([[Varg2]]) : (i32) -> i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.intr.vector.reduce.fmax"([[Varg5]]) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<2xf32>) -> f32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.intr.sin"([[Varg0]]) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "llvm.intr.lifetime.start"([[Varg3]]) <{size = 32 : i64}> : (!llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.lifetime.end"([[Varg3]]) <{size = 32 : i64}> : (!llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.vastart"([[Varg3]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: "llvm.intr.vaend"([[Varg3]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.intr.stacksave"() : () -> !llvm.ptr
// CHECK-NEXT: "llvm.intr.stackrestore"([[V6]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.intr.eh.typeid.for"([[Varg3]]) : (!llvm.ptr) -> i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = "llvm.intr.experimental.constrained.fptrunc"([[Varg4]]) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (f64) -> f32
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = "llvm.intr.experimental.constrained.fptrunc"([[Varg4]]) <{fpExceptionBehavior = 2 : i64, roundingmode = 3 : i64}> : (f64) -> f32
// CHECK-NEXT: "llvm.intr.vacopy"([[Varg6]], [[Varg3]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = "llvm.intr.expect"([[Varg7]], [[Varg7]]) : (i1, i1) -> i1
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_]+]] = "llvm.intr.expect.with.probability"([[Varg2]], [[Varg2]]) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i32
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_]+]] = "llvm.intr.invariant.start"([[Varg3]]) <{size = 4 : i64}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_]+]] = "llvm.call_intrinsic"([[Varg2]]) <{fastmathFlags = #llvm.fastmath<fast>, intrin = "llvm.foo"}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"([[Varg3]], [[Varg3]], [[Varg2]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @intrinsics([[Varg0:%[a-zA-Z0-9_]+]]: f32, [[Varg1:%[a-zA-Z0-9_]+]]: f32, [[Varg2:%[a-zA-Z0-9_]+]]: i32, [[Varg3:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg4:%[a-zA-Z0-9_]+]]: f64, [[Varg5:%[a-zA-Z0-9_]+]]: vector<2xf32>, [[Varg6:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg7:%[a-zA-Z0-9_]+]]: i1) {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.intr.fmuladd([[Varg0]], [[Varg1]], [[Varg0]])  : (f32, f32, f32) -> f32
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.intr.pow([[Varg0]], [[Varg1]])  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.intr.smax([[Varg2]], [[Varg2]])  : (i32, i32) -> i32
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.intr.ctpop([[Varg2]])  : (i32) -> i32
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.intr.vector.reduce.fmax([[Varg5]])  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.intr.sin([[Varg0]])  : (f32) -> f32
// PRETTY-NEXT: llvm.intr.lifetime.start 32, [[Varg3]] : !llvm.ptr
// PRETTY-NEXT: llvm.intr.lifetime.end 32, [[Varg3]] : !llvm.ptr
// PRETTY-NEXT: llvm.intr.vastart [[Varg3]] : !llvm.ptr
// PRETTY-NEXT: llvm.intr.vaend [[Varg3]] : !llvm.ptr
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.intr.stacksave : !llvm.ptr
// PRETTY-NEXT: llvm.intr.stackrestore [[V6]] : !llvm.ptr
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.intr.eh.typeid.for [[Varg3]] : (!llvm.ptr) -> i32
// PRETTY-NEXT: [[V8:%[a-zA-Z0-9_]+]] = llvm.intr.experimental.constrained.fptrunc [[Varg4]] tonearest ignore : f64 to f32
// PRETTY-NEXT: [[V9:%[a-zA-Z0-9_]+]] = llvm.intr.experimental.constrained.fptrunc [[Varg4]] downward strict : f64 to f32
// PRETTY-NEXT: llvm.intr.vacopy [[Varg3]] to [[Varg6]] : !llvm.ptr, !llvm.ptr
// PRETTY-NEXT: [[V10:%[a-zA-Z0-9_]+]] = llvm.intr.expect [[Varg7]], [[Varg7]] : i1
// PRETTY-NEXT: [[V11:%[a-zA-Z0-9_]+]] = llvm.intr.expect.with.probability [[Varg2]], [[Varg2]], 5.000000e-01 : i32
// PRETTY-NEXT: [[V12:%[a-zA-Z0-9_]+]] = llvm.intr.invariant.start 4, [[Varg3]] : !llvm.ptr
// PRETTY-NEXT: [[V13:%[a-zA-Z0-9_]+]] = llvm.call_intrinsic "llvm.foo"([[Varg2]]) : (i32) -> i32 {fastmathFlags = #llvm.fastmath<fast>}
// PRETTY-NEXT: "llvm.intr.memcpy"([[Varg3]], [[Varg3]], [[Varg2]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
