// Parsing of the LLVM dialect custom forms (arith): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate %s | FileCheck %s --check-prefix=PRETTY

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
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: i1, %arg6: !llvm.ptr):
// CHECK-NEXT: %0 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %1 = "llvm.add"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "llvm.sub"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: %3 = "llvm.mul"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %4 = "llvm.shl"(%arg0, %arg1) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %5 = "llvm.udiv"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %6 = "llvm.sdiv"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %7 = "llvm.urem"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %8 = "llvm.srem"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %9 = "llvm.and"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %10 = "llvm.or"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %11 = "llvm.xor"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %12 = "llvm.lshr"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %13 = "llvm.ashr"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %14 = "llvm.fadd"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %15 = "llvm.fsub"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %16 = "llvm.fmul"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: %17 = "llvm.fdiv"(%arg4, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %18 = "llvm.frem"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %19 = "llvm.fneg"(%arg2) <{fastmathFlags = #llvm.fastmath<nsz>}> : (f32) -> f32
// CHECK-NEXT: %20 = "llvm.icmp"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %21 = "llvm.icmp"(%arg6, %arg6) <{predicate = 0 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
// CHECK-NEXT: %22 = "llvm.fcmp"(%arg2, %arg3) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %23 = "llvm.fcmp"(%arg4, %arg4) <{fastmathFlags = #llvm.fastmath<none>, predicate = 15 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT: %24 = "llvm.select"(%arg5, %arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// CHECK-NEXT: %25 = "llvm.select"(%arg5, %arg2, %arg3) <{fastmathFlags = #llvm.fastmath<contract>}> : (i1, f32, f32) -> f32
// CHECK-NEXT: %26 = "llvm.freeze"(%arg0) : (i32) -> i32
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: i1, %arg6: !llvm.ptr) {
// PRETTY-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// PRETTY-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// PRETTY-NEXT: %2 = llvm.sub %arg0, %arg1 overflow<nsw> : i32
// PRETTY-NEXT: %3 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// PRETTY-NEXT: %4 = llvm.shl %arg0, %arg1 : i32
// PRETTY-NEXT: %5 = llvm.udiv %arg0, %arg1  : i32
// PRETTY-NEXT: %6 = llvm.sdiv %arg0, %arg1  : i32
// PRETTY-NEXT: %7 = llvm.urem %arg0, %arg1  : i32
// PRETTY-NEXT: %8 = llvm.srem %arg0, %arg1  : i32
// PRETTY-NEXT: %9 = llvm.and %arg0, %arg1  : i32
// PRETTY-NEXT: %10 = llvm.or %arg0, %arg1  : i32
// PRETTY-NEXT: %11 = llvm.xor %arg0, %arg1  : i32
// PRETTY-NEXT: %12 = llvm.lshr %arg0, %arg1  : i32
// PRETTY-NEXT: %13 = llvm.ashr %arg0, %arg1  : i32
// PRETTY-NEXT: %14 = llvm.fadd %arg2, %arg3  : f32
// PRETTY-NEXT: %15 = llvm.fsub %arg2, %arg3  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// PRETTY-NEXT: %16 = llvm.fmul %arg2, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// PRETTY-NEXT: %17 = llvm.fdiv %arg4, %arg4  : vector<4xf32>
// PRETTY-NEXT: %18 = llvm.frem %arg2, %arg3  : f32
// PRETTY-NEXT: %19 = llvm.fneg %arg2  {fastmathFlags = #llvm.fastmath<nsz>} : f32
// PRETTY-NEXT: %20 = llvm.icmp "slt" %arg0, %arg1 : i32
// PRETTY-NEXT: %21 = llvm.icmp "eq" %arg6, %arg6 : !llvm.ptr
// PRETTY-NEXT: %22 = llvm.fcmp "oeq" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// PRETTY-NEXT: %23 = llvm.fcmp "_true" %arg4, %arg4 : vector<4xf32>
// PRETTY-NEXT: %24 = llvm.select %arg5, %arg0, %arg1 : i1, i32
// PRETTY-NEXT: %25 = llvm.select %arg5, %arg2, %arg3 {fastmathFlags = #llvm.fastmath<contract>} : i1, f32
// PRETTY-NEXT: %26 = llvm.freeze %arg0 : i32
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
