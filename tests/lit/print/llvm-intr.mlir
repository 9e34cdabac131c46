// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: !llvm.ptr, %arg4: i1, %arg5: i64) {
// CHECK-NEXT:     %0 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %1 = "llvm.intr.abs"(%arg1) <{is_int_min_poison = true}> : (i32) -> i32
// CHECK-NEXT:     %2 = "llvm.intr.is.fpclass"(%arg0) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT:     "llvm.intr.assume"(%arg4) : (i1) -> ()
// CHECK-NEXT:     %3 = llvm.intr.expect %arg4, %arg4 : i1
// CHECK-NEXT:     "llvm.intr.trap"() : () -> ()
// CHECK-NEXT:     "llvm.intr.debugtrap"() : () -> ()
// CHECK-NEXT:     "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
// CHECK-NEXT:     %4 = "llvm.intr.threadlocal.address"(%arg3) : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:     llvm.intr.vacopy %arg3 to %arg3 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:     %5 = "llvm.intr.vector.reduce.fadd"(%arg0, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %6 = "llvm.intr.ptrmask"(%arg3, %arg5) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = "llvm.intr.sadd.with.overflow"(%arg1, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT:     %8 = llvm.intr.expect.with.probability %arg4, %arg4, 5.000000e-01 : i1
// CHECK-NEXT:     %9 = llvm.intr.invariant.start 4, %arg3 : !llvm.ptr
// CHECK-NEXT:     %10 = "llvm.intr.fptrunc.round"(%arg0) <{rounding = "round.downward"}> : (f32) -> f16
// CHECK-NEXT:     %11 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     "llvm.intr.var.annotation"(%arg3, %arg3, %arg3, %arg1, %arg3) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK-NEXT:     %12 = "llvm.intr.experimental.constrained.sitofp"(%arg1) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i32}> : (i32) -> f32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @g(%arg0: f32, %arg1: i32, %arg2: f64, %arg3: !llvm.ptr) {
// CHECK-NEXT:     %0 = "llvm.intr.experimental.constrained.sitofp"(%arg1) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (i32) -> f32
// CHECK-NEXT:     %1 = "llvm.intr.experimental.constrained.fpext"(%arg0) <{fpExceptionBehavior = 1 : i64}> : (f32) -> f64
// CHECK-NEXT:     %2 = "llvm.intr.experimental.constrained.uitofp"(%arg1) <{fpExceptionBehavior = 2 : i64, roundingmode = 2 : i64}> : (i32) -> f32
// CHECK-NEXT:     llvm.intr.lifetime.start 4, %arg3 : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.intr.eh.typeid.for %arg3 : (!llvm.ptr) -> i32
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, i32, vector<4xf32>, ptr, i1, i64)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg4: f32, %arg5: i32, %arg6: vector<4xf32>, %arg7: !llvm.ptr, %arg8: i1, %arg9: i64):
    %4 = "llvm.intr.ctlz"(%arg5) <{is_zero_poison = false}> : (i32) -> i32
    %5 = "llvm.intr.abs"(%arg5) <{is_int_min_poison = true}> : (i32) -> i32
    %6 = "llvm.intr.is.fpclass"(%arg4) <{bit = 3 : i32}> : (f32) -> i1
    "llvm.intr.assume"(%arg8) : (i1) -> ()
    %7 = "llvm.intr.expect"(%arg8, %arg8) : (i1, i1) -> i1
    "llvm.intr.trap"() : () -> ()
    "llvm.intr.debugtrap"() : () -> ()
    "llvm.intr.ubsantrap"() <{failureKind = 1 : i8}> : () -> ()
    %8 = "llvm.intr.threadlocal.address"(%arg7) : (!llvm.ptr) -> !llvm.ptr
    "llvm.intr.vacopy"(%arg7, %arg7) : (!llvm.ptr, !llvm.ptr) -> ()
    %9 = "llvm.intr.vector.reduce.fadd"(%arg4, %arg6) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
    %10 = "llvm.intr.ptrmask"(%arg7, %arg9) : (!llvm.ptr, i64) -> !llvm.ptr
    %11 = "llvm.intr.sadd.with.overflow"(%arg5, %arg5) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %12 = "llvm.intr.expect.with.probability"(%arg8, %arg8) <{prob = 5.000000e-01 : f64}> : (i1, i1) -> i1
    %13 = "llvm.intr.invariant.start"(%arg7) <{size = 4 : i64}> : (!llvm.ptr) -> !llvm.ptr
    %14 = "llvm.intr.fptrunc.round"(%arg4) <{rounding = "round.downward"}> : (f32) -> f16
    %15 = "llvm.intr.stacksave"() : () -> !llvm.ptr
    "llvm.intr.var.annotation"(%arg7, %arg7, %arg7, %arg5, %arg7) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
    %16 = "llvm.intr.experimental.constrained.sitofp"(%arg5) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i32}> : (i32) -> f32
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, i32, f64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: f64, %arg3: !llvm.ptr):
    %0 = "llvm.intr.experimental.constrained.sitofp"(%arg1) <{fpExceptionBehavior = 0 : i64, roundingmode = 1 : i64}> : (i32) -> f32
    %1 = "llvm.intr.experimental.constrained.fpext"(%arg0) <{fpExceptionBehavior = 1 : i64}> : (f32) -> f64
    %2 = "llvm.intr.experimental.constrained.uitofp"(%arg1) <{fpExceptionBehavior = 2 : i64, roundingmode = 2 : i64}> : (i32) -> f32
    "llvm.intr.lifetime.start"(%arg3) <{size = 4 : i64}> : (!llvm.ptr) -> ()
    %3 = "llvm.intr.eh.typeid.for"(%arg3) : (!llvm.ptr) -> i32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

