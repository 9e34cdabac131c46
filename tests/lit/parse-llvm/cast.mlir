// Parsing of the LLVM dialect custom forms (cast): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate %s | FileCheck %s --check-prefix=PRETTY

llvm.func @casts(%a: i32, %l: i64, %f: f32, %d: f64, %p: !llvm.ptr, %v: vector<2xf32>) {
  %0 = llvm.trunc %l : i64 to i32
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.sext %a : i32 to i64
  %3 = llvm.fptrunc %d : f64 to f32
  %4 = llvm.fpext %f : f32 to f64
  %5 = llvm.fptoui %f : f32 to i32
  %6 = llvm.fptosi %d : f64 to i64
  %7 = llvm.uitofp %a : i32 to f32
  %8 = llvm.sitofp %l : i64 to f64
  %9 = llvm.ptrtoint %p : !llvm.ptr to i64
  %10 = llvm.inttoptr %l : i64 to !llvm.ptr
  %11 = llvm.bitcast %v : vector<2xf32> to vector<2xi32>
  %12 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %13 = llvm.fpext %v : vector<2xf32> to vector<2xf64>
  llvm.return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i64, f32, f64, ptr, vector<2xf32>)>, linkage = #llvm.linkage<external>, sym_name = "casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: vector<2xf32>):
// CHECK-NEXT: %0 = "llvm.trunc"(%arg1) : (i64) -> i32
// CHECK-NEXT: %1 = "llvm.zext"(%arg0) : (i32) -> i64
// CHECK-NEXT: %2 = "llvm.sext"(%arg0) : (i32) -> i64
// CHECK-NEXT: %3 = "llvm.fptrunc"(%arg3) : (f64) -> f32
// CHECK-NEXT: %4 = "llvm.fpext"(%arg2) : (f32) -> f64
// CHECK-NEXT: %5 = "llvm.fptoui"(%arg2) : (f32) -> i32
// CHECK-NEXT: %6 = "llvm.fptosi"(%arg3) : (f64) -> i64
// CHECK-NEXT: %7 = "llvm.uitofp"(%arg0) : (i32) -> f32
// CHECK-NEXT: %8 = "llvm.sitofp"(%arg1) : (i64) -> f64
// CHECK-NEXT: %9 = "llvm.ptrtoint"(%arg4) : (!llvm.ptr) -> i64
// CHECK-NEXT: %10 = "llvm.inttoptr"(%arg1) : (i64) -> !llvm.ptr
// CHECK-NEXT: %11 = "llvm.bitcast"(%arg5) : (vector<2xf32>) -> vector<2xi32>
// CHECK-NEXT: %12 = "llvm.addrspacecast"(%arg4) : (!llvm.ptr) -> !llvm.ptr<1>
// CHECK-NEXT: %13 = "llvm.fpext"(%arg5) : (vector<2xf32>) -> vector<2xf64>
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @casts(%arg0: i32, %arg1: i64, %arg2: f32, %arg3: f64, %arg4: !llvm.ptr, %arg5: vector<2xf32>) {
// PRETTY-NEXT: %0 = llvm.trunc %arg1 : i64 to i32
// PRETTY-NEXT: %1 = llvm.zext %arg0 : i32 to i64
// PRETTY-NEXT: %2 = llvm.sext %arg0 : i32 to i64
// PRETTY-NEXT: %3 = llvm.fptrunc %arg3 : f64 to f32
// PRETTY-NEXT: %4 = llvm.fpext %arg2 : f32 to f64
// PRETTY-NEXT: %5 = llvm.fptoui %arg2 : f32 to i32
// PRETTY-NEXT: %6 = llvm.fptosi %arg3 : f64 to i64
// PRETTY-NEXT: %7 = llvm.uitofp %arg0 : i32 to f32
// PRETTY-NEXT: %8 = llvm.sitofp %arg1 : i64 to f64
// PRETTY-NEXT: %9 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
// PRETTY-NEXT: %10 = llvm.inttoptr %arg1 : i64 to !llvm.ptr
// PRETTY-NEXT: %11 = llvm.bitcast %arg5 : vector<2xf32> to vector<2xi32>
// PRETTY-NEXT: %12 = llvm.addrspacecast %arg4 : !llvm.ptr to !llvm.ptr<1>
// PRETTY-NEXT: %13 = llvm.fpext %arg5 : vector<2xf32> to vector<2xf64>
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
