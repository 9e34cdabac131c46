// Parsing of the LLVM dialect custom forms (cast): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

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
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: i32, [[Varg1:%[a-zA-Z0-9_]+]]: i64, [[Varg2:%[a-zA-Z0-9_]+]]: f32, [[Varg3:%[a-zA-Z0-9_]+]]: f64, [[Varg4:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg5:%[a-zA-Z0-9_]+]]: vector<2xf32>):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.trunc"([[Varg1]]) : (i64) -> i32
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.zext"([[Varg0]]) : (i32) -> i64
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.sext"([[Varg0]]) : (i32) -> i64
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.fptrunc"([[Varg3]]) : (f64) -> f32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.fpext"([[Varg2]]) : (f32) -> f64
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.fptoui"([[Varg2]]) : (f32) -> i32
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.fptosi"([[Varg3]]) : (f64) -> i64
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.uitofp"([[Varg0]]) : (i32) -> f32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = "llvm.sitofp"([[Varg1]]) : (i64) -> f64
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = "llvm.ptrtoint"([[Varg4]]) : (!llvm.ptr) -> i64
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = "llvm.inttoptr"([[Varg1]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_]+]] = "llvm.bitcast"([[Varg5]]) : (vector<2xf32>) -> vector<2xi32>
// CHECK-NEXT: [[V12:%[a-zA-Z0-9_]+]] = "llvm.addrspacecast"([[Varg4]]) : (!llvm.ptr) -> !llvm.ptr<1>
// CHECK-NEXT: [[V13:%[a-zA-Z0-9_]+]] = "llvm.fpext"([[Varg5]]) : (vector<2xf32>) -> vector<2xf64>
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @casts([[Varg0:%[a-zA-Z0-9_]+]]: i32, [[Varg1:%[a-zA-Z0-9_]+]]: i64, [[Varg2:%[a-zA-Z0-9_]+]]: f32, [[Varg3:%[a-zA-Z0-9_]+]]: f64, [[Varg4:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg5:%[a-zA-Z0-9_]+]]: vector<2xf32>) {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.trunc [[Varg1]] : i64 to i32
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.zext [[Varg0]] : i32 to i64
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.sext [[Varg0]] : i32 to i64
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.fptrunc [[Varg3]] : f64 to f32
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.fpext [[Varg2]] : f32 to f64
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.fptoui [[Varg2]] : f32 to i32
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.fptosi [[Varg3]] : f64 to i64
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.uitofp [[Varg0]] : i32 to f32
// PRETTY-NEXT: [[V8:%[a-zA-Z0-9_]+]] = llvm.sitofp [[Varg1]] : i64 to f64
// PRETTY-NEXT: [[V9:%[a-zA-Z0-9_]+]] = llvm.ptrtoint [[Varg4]] : !llvm.ptr to i64
// PRETTY-NEXT: [[V10:%[a-zA-Z0-9_]+]] = llvm.inttoptr [[Varg1]] : i64 to !llvm.ptr
// PRETTY-NEXT: [[V11:%[a-zA-Z0-9_]+]] = llvm.bitcast [[Varg5]] : vector<2xf32> to vector<2xi32>
// PRETTY-NEXT: [[V12:%[a-zA-Z0-9_]+]] = llvm.addrspacecast [[Varg4]] : !llvm.ptr to !llvm.ptr<1>
// PRETTY-NEXT: [[V13:%[a-zA-Z0-9_]+]] = llvm.fpext [[Varg5]] : vector<2xf32> to vector<2xf64>
// PRETTY-NEXT: llvm.return
// PRETTY-NEXT: }
// PRETTY-NEXT: }
