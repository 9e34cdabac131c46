// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:   llvm.func @f(i32) -> f32
// CHECK-NEXT:   llvm.func @__gxx_personality_v0(...) -> i32
// CHECK-NEXT:   llvm.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: !llvm.ptr, %arg5: vector<4xf32>, %arg6: i1) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %1 = llvm.sub %0, %arg1 : i32
// CHECK-NEXT:     %2 = llvm.mul %1, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %3 = llvm.udiv %2, %arg1  : i32
// CHECK-NEXT:     %4 = llvm.and %3, %arg0  : i32
// CHECK-NEXT:     %5 = llvm.fadd %arg2, %arg3  : f32
// CHECK-NEXT:     %6 = llvm.fmul %5, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %7 = llvm.fneg %6  : f32
// CHECK-NEXT:     %8 = llvm.icmp "slt" %4, %arg0 : i32
// CHECK-NEXT:     %9 = llvm.fcmp "oeq" %7, %arg2 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT:     %10 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:     %11 = llvm.sitofp %arg0 : i32 to f64
// CHECK-NEXT:     %12 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
// CHECK-NEXT:     %13 = llvm.select %8, %arg0, %arg1 : i1, i32
// CHECK-NEXT:     %14 = llvm.freeze %13 : i32
// CHECK-NEXT:     %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %16 = llvm.alloca %15 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %17 = llvm.getelementptr inbounds %16[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
// CHECK-NEXT:     %18 = llvm.getelementptr %arg4[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg2, %18 {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:     llvm.store volatile %arg2, %18 atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:     %19 = llvm.load %18 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT:     %20 = llvm.load %18 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT:     %21 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %22 = llvm.insertvalue %arg0, %21[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %23 = llvm.extractvalue %22[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %24 = llvm.extractelement %arg5[%arg0 : i32] : vector<4xf32>
// CHECK-NEXT:     %25 = llvm.insertelement %arg2, %arg5[%arg0 : i32] : vector<4xf32>
// CHECK-NEXT:     %26 = llvm.shufflevector %25, %arg5 [0, 1, -1, 3] : vector<4xf32>
// CHECK-NEXT:     %27 = llvm.atomicrmw add %arg4, %arg0 acquire {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT:     %28 = llvm.cmpxchg weak %arg4, %arg0, %arg1 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:     llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT:     %29 = llvm.call @f(%arg0) : (i32) -> f32
// CHECK-NEXT:     %30 = llvm.call @printf(%arg4, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:     %31 = llvm.mlir.addressof @f : !llvm.ptr
// CHECK-NEXT:     %32 = llvm.call %31(%arg0) : !llvm.ptr, (i32) -> f32
// CHECK-NEXT:     %33 = llvm.call tail @f(%arg0) : (i32) -> f32
// CHECK-NEXT:     %34 = llvm.intr.smax(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:     %35 = llvm.intr.fmuladd(%arg2, %arg3, %arg2)  {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT:     "llvm.intr.memcpy"(%arg4, %arg4, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %36 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %36 : !llvm.ptr
// CHECK-NEXT:     %37 = llvm.inline_asm has_side_effects "nop", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT:     %38 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %39 = llvm.mlir.poison : i32
// CHECK-NEXT:     %40 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT:     %41 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     llvm.cond_br %arg6 weights([3, 5]), ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%42: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.switch %42 : i32, ^bb2 [
// CHECK-NEXT:       1: ^bb3(%42 : i32),
// CHECK-NEXT:       2: ^bb3(%arg1 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.br ^bb3(%arg0 : i32)
// CHECK-NEXT:   ^bb3(%43: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT:     llvm.return %43 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @eh(%arg0: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.invoke @f(%0) to ^bb1 unwind ^bb2 : (i32) -> f32
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %3 = llvm.landingpad cleanup (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.resume %3 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @unreach() {
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }

"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "__gxx_personality_v0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, f32, f32, ptr, vector<4xf32>, i1)>, linkage = #llvm.linkage<external>, sym_name = "ops", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: !llvm.ptr, %arg6: vector<4xf32>, %arg7: i1):
    %4 = "llvm.add"(%arg1, %arg2) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
    %5 = "llvm.sub"(%4, %arg2) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    %6 = "llvm.mul"(%5, %arg1) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %7 = "llvm.udiv"(%6, %arg2) : (i32, i32) -> i32
    %8 = "llvm.and"(%7, %arg1) : (i32, i32) -> i32
    %9 = "llvm.fadd"(%arg3, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %10 = "llvm.fmul"(%9, %arg4) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %11 = "llvm.fneg"(%10) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %12 = "llvm.icmp"(%8, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %13 = "llvm.fcmp"(%11, %arg3) <{fastmathFlags = #llvm.fastmath<nnan>, predicate = 1 : i64}> : (f32, f32) -> i1
    %14 = "llvm.zext"(%arg1) : (i32) -> i64
    %15 = "llvm.sitofp"(%arg1) : (i32) -> f64
    %16 = "llvm.ptrtoint"(%arg5) : (!llvm.ptr) -> i64
    %17 = "llvm.select"(%12, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %18 = "llvm.freeze"(%17) : (i32) -> i32
    %19 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
    %20 = "llvm.alloca"(%19) <{alignment = 8 : i64, elem_type = !llvm.struct<(i32, f64)>}> : (i64) -> !llvm.ptr
    %21 = "llvm.getelementptr"(%20) <{elem_type = !llvm.struct<(i32, f64)>, inbounds, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
    %22 = "llvm.getelementptr"(%arg5, %14) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    "llvm.store"(%arg3, %22) <{alignment = 4 : i64, ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
    "llvm.store"(%arg3, %22) <{alignment = 4 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (f32, !llvm.ptr) -> ()
    %23 = "llvm.load"(%22) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f32
    %24 = "llvm.load"(%22) <{alignment = 4 : i64, ordering = 4 : i64}> : (!llvm.ptr) -> f32
    %25 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f32)>
    %26 = "llvm.insertvalue"(%25, %arg1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
    %27 = "llvm.extractvalue"(%26) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> f32
    %28 = "llvm.extractelement"(%arg6, %arg1) : (vector<4xf32>, i32) -> f32
    %29 = "llvm.insertelement"(%arg6, %arg3, %arg1) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %30 = "llvm.shufflevector"(%29, %arg6) <{mask = array<i32: 0, 1, -1, 3>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %31 = "llvm.atomicrmw"(%arg5, %arg1) <{alignment = 4 : i64, bin_op = 1 : i64, ordering = 4 : i64}> : (!llvm.ptr, i32) -> i32
    %32 = "llvm.cmpxchg"(%arg5, %arg1, %arg2) <{failure_ordering = 2 : i64, success_ordering = 6 : i64, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.fence"() <{ordering = 7 : i64, syncscope = "agent"}> : () -> ()
    %33 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @f, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> f32
    %34 = "llvm.call"(%arg5, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
    %35 = "llvm.mlir.addressof"() <{global_name = @f}> : () -> !llvm.ptr
    %36 = "llvm.call"(%35, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> f32
    %37 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @f, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> f32
    %38 = "llvm.intr.smax"(%arg1, %arg2) : (i32, i32) -> i32
    %39 = "llvm.intr.fmuladd"(%arg3, %arg4, %arg3) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32, f32, f32) -> f32
    "llvm.intr.memcpy"(%arg5, %arg5, %19) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %40 = "llvm.intr.stacksave"() : () -> !llvm.ptr
    "llvm.intr.stackrestore"(%40) : (!llvm.ptr) -> ()
    %41 = "llvm.inline_asm"(%arg1) <{asm_string = "nop", constraints = "=r,r", has_side_effects}> : (i32) -> i32
    %42 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %43 = "llvm.mlir.poison"() : () -> i32
    %44 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %45 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    "llvm.cond_br"(%arg7, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%46: i32):  // pred: ^bb0
    "llvm.switch"(%46, %46, %arg2)[^bb2, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "llvm.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb3(%47: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
    "llvm.return"(%47) : (i32) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, personality = @__gxx_personality_v0, sym_name = "eh", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %2 = "llvm.invoke"(%0)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @f, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> f32
  ^bb1:  // pred: ^bb0
    "llvm.return"(%0) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "llvm.landingpad"(%1) <{cleanup}> : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
    "llvm.resume"(%3) : (!llvm.struct<(ptr, i32)>) -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "unreach", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

