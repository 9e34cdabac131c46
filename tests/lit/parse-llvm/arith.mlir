// Parsing of the LLVM dialect custom forms (arith): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>, %c: i1, %p: !llvm.ptr) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw, nuw> : i32
  %2 = llvm.sub %a, %b overflow<nsw> : i32
  %3 = llvm.mul %a, %b overflow<nuw> : i32
  %4 = llvm.shl %a, %b : i32
  %5 = llvm.udiv %a, %b : i32
  %6 = llvm.sdiv %a, %b : i32
  %7 = llvm.urem %a, %b : i32
  %8 = llvm.srem %a, %b : i32
  %9 = llvm.and %a, %b : i32
  %10 = llvm.or %a, %b : i32
  %11 = llvm.xor %a, %b : i32
  %12 = llvm.lshr %a, %b : i32
  %13 = llvm.ashr %a, %b : i32
  %14 = llvm.fadd %f, %g : f32
  %15 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %16 = llvm.fmul %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %17 = llvm.fdiv %v, %v : vector<4xf32>
  %18 = llvm.frem %f, %g : f32
  %19 = llvm.fneg %f {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %20 = llvm.icmp "slt" %a, %b : i32
  %21 = llvm.icmp "eq" %p, %p : !llvm.ptr
  %22 = llvm.fcmp "oeq" %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %23 = llvm.fcmp "_true" %v, %v : vector<4xf32>
  %24 = llvm.select %c, %a, %b : i1, i32
  %25 = llvm.select %c, %f, %g {fastmathFlags = #llvm.fastmath<contract>} : i1, f32
  %26 = llvm.freeze %a : i32
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, f32, f32, vector<4xf32>, i1, ptr)>, linkage = #llvm.linkage<external>, sym_name = "arith", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: i32, [[Varg1:%[a-zA-Z0-9_]+]]: i32, [[Varg2:%[a-zA-Z0-9_]+]]: f32, [[Varg3:%[a-zA-Z0-9_]+]]: f32, [[Varg4:%[a-zA-Z0-9_]+]]: vector<4xf32>, [[Varg5:%[a-zA-Z0-9_]+]]: i1, [[Varg6:%[a-zA-Z0-9_]+]]: !llvm.ptr):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.add"([[Varg0]], [[Varg1]]) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.add"([[Varg0]], [[Varg1]]) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.sub"([[Varg0]], [[Varg1]]) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.mul"([[Varg0]], [[Varg1]]) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.shl"([[Varg0]], [[Varg1]]) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.udiv"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.sdiv"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.urem"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = "llvm.srem"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = "llvm.and"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = "llvm.or"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_]+]] = "llvm.xor"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_]+]] = "llvm.lshr"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_]+]] = "llvm.ashr"([[Varg0]], [[Varg1]]) : (i32, i32) -> i32
// CHECK-NEXT: [[V14:%[a-zA-Z0-9_]+]] = "llvm.fadd"([[Varg2]], [[Varg3]]) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: [[V15:%[a-zA-Z0-9_]+]] = "llvm.fsub"([[Varg2]], [[Varg3]]) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: [[V16:%[a-zA-Z0-9_]+]] = "llvm.fmul"([[Varg2]], [[Varg3]]) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: [[V17:%[a-zA-Z0-9_]+]] = "llvm.fdiv"([[Varg4]], [[Varg4]]) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: [[V18:%[a-zA-Z0-9_]+]] = "llvm.frem"([[Varg2]], [[Varg3]]) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: [[V19:%[a-zA-Z0-9_]+]] = "llvm.fneg"([[Varg2]]) <{fastmathFlags = #llvm.fastmath<nsz>}> : (f32) -> f32
// CHECK-NEXT: [[V20:%[a-zA-Z0-9_]+]] = "llvm.icmp"([[Varg0]], [[Varg1]]) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: [[V21:%[a-zA-Z0-9_]+]] = "llvm.icmp"([[Varg6]], [[Varg6]]) <{predicate = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
// CHECK-NEXT: [[V22:%[a-zA-Z0-9_]+]] = "llvm.fcmp"([[Varg2]], [[Varg3]]) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: [[V23:%[a-zA-Z0-9_]+]] = "llvm.fcmp"([[Varg4]], [[Varg4]]) <{fastmathFlags = #llvm.fastmath<none>, predicate = 15 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT: [[V24:%[a-zA-Z0-9_]+]] = "llvm.select"([[Varg5]], [[Varg0]], [[Varg1]]) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// CHECK-NEXT: [[V25:%[a-zA-Z0-9_]+]] = "llvm.select"([[Varg5]], [[Varg2]], [[Varg3]]) <{fastmathFlags = #llvm.fastmath<contract>}> : (i1, f32, f32) -> f32
// CHECK-NEXT: [[V26:%[a-zA-Z0-9_]+]] = "llvm.freeze"([[Varg0]]) : (i32) -> i32
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @arith([[Varg0:%[a-zA-Z0-9_]+]]: i32, [[Varg1:%[a-zA-Z0-9_]+]]: i32, [[Varg2:%[a-zA-Z0-9_]+]]: f32, [[Varg3:%[a-zA-Z0-9_]+]]: f32, [[Varg4:%[a-zA-Z0-9_]+]]: vector<4xf32>, [[Varg5:%[a-zA-Z0-9_]+]]: i1, [[Varg6:%[a-zA-Z0-9_]+]]: !llvm.ptr) {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.add [[Varg0]], [[Varg1]] : i32
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.add [[Varg0]], [[Varg1]] overflow<nsw, nuw> : i32
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.sub [[Varg0]], [[Varg1]] overflow<nsw> : i32
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.mul [[Varg0]], [[Varg1]] overflow<nuw> : i32
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.shl [[Varg0]], [[Varg1]] : i32
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.udiv [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.sdiv [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.urem [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V8:%[a-zA-Z0-9_]+]] = llvm.srem [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V9:%[a-zA-Z0-9_]+]] = llvm.and [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V10:%[a-zA-Z0-9_]+]] = llvm.or [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V11:%[a-zA-Z0-9_]+]] = llvm.xor [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V12:%[a-zA-Z0-9_]+]] = llvm.lshr [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V13:%[a-zA-Z0-9_]+]] = llvm.ashr [[Varg0]], [[Varg1]]  : i32
// PRETTY-NEXT: [[V14:%[a-zA-Z0-9_]+]] = llvm.fadd [[Varg2]], [[Varg3]]  : f32
// PRETTY-NEXT: [[V15:%[a-zA-Z0-9_]+]] = llvm.fsub [[Varg2]], [[Varg3]]  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// PRETTY-NEXT: [[V16:%[a-zA-Z0-9_]+]] = llvm.fmul [[Varg2]], [[Varg3]]  {fastmathFlags = #llvm.fastmath<fast>} : f32
// PRETTY-NEXT: [[V17:%[a-zA-Z0-9_]+]] = llvm.fdiv [[Varg4]], [[Varg4]]  : vector<4xf32>
// PRETTY-NEXT: [[V18:%[a-zA-Z0-9_]+]] = llvm.frem [[Varg2]], [[Varg3]]  : f32
// PRETTY-NEXT: [[V19:%[a-zA-Z0-9_]+]] = llvm.fneg [[Varg2]]  {fastmathFlags = #llvm.fastmath<nsz>} : f32
// PRETTY-NEXT: [[V20:%[a-zA-Z0-9_]+]] = llvm.icmp "slt" [[Varg0]], [[Varg1]] : i32
// PRETTY-NEXT: [[V21:%[a-zA-Z0-9_]+]] = llvm.icmp "eq" [[Varg6]], [[Varg6]] : !llvm.ptr
// PRETTY-NEXT: [[V22:%[a-zA-Z0-9_]+]] = llvm.fcmp "oeq" [[Varg2]], [[Varg3]] {fastmathFlags = #llvm.fastmath<fast>} : f32
// PRETTY-NEXT: [[V23:%[a-zA-Z0-9_]+]] = llvm.fcmp "_true" [[Varg4]], [[Varg4]] : vector<4xf32>
// PRETTY-NEXT: [[V24:%[a-zA-Z0-9_]+]] = llvm.select [[Varg5]], [[Varg0]], [[Varg1]] : i1, i32
// PRETTY-NEXT: [[V25:%[a-zA-Z0-9_]+]] = llvm.select [[Varg5]], [[Varg2]], [[Varg3]] {fastmathFlags = #llvm.fastmath<contract>} : i1, f32
// PRETTY-NEXT: [[V26:%[a-zA-Z0-9_]+]] = llvm.freeze [[Varg0]] : i32
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
