// Parsing of the LLVM dialect custom forms (call): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --generic %s | FileCheck %s
// RUN: %xlate %s | FileCheck %s --check-prefix=PRETTY

llvm.func @callee(i32) -> i32
llvm.func @vcallee(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @calls(%a: i32, %fp: !llvm.ptr, %f: f32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %9 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %0 = llvm.call @callee(%a) : (i32) -> i32
  %1 = llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
  llvm.call @vcallee(%a, %a) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  %2 = llvm.call tail @callee(%a) : (i32) -> i32
  %3 = llvm.call fastcc musttail @callee(%a) : (i32) -> i32
  %4 = llvm.call @callee(%a) {fastmathFlags = #llvm.fastmath<fast>, no_unwind} : (i32) -> (i32)
  llvm.call %fp(%a, %a) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
  %5 = llvm.inline_asm has_side_effects "foo", "=r,r" %a : (i32) -> i32
  %6 = llvm.inline_asm asm_dialect = intel "bar", "=r,r,r" %a, %a : (i32, i32) -> i8
  %7 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32
  %8 = llvm.invoke @callee(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.invoke %fp(%a, %a) to ^bb3(%a : i32) unwind ^bb2 vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
^bb2:
  %10 = llvm.landingpad cleanup (catch %9 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %10 : !llvm.struct<(ptr, i32)>
^bb3(%r: i32):
  llvm.return %r : i32
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "vcallee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (...)>, linkage = #llvm.linkage<external>, sym_name = "__gxx_personality_v0", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.ptr, linkage = #llvm.linkage<external>, sym_name = "_ZTIi", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ptr, f32)>, linkage = #llvm.linkage<external>, personality = @__gxx_personality_v0, sym_name = "calls", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32):
// CHECK-NEXT: %0 = "llvm.mlir.addressof"() <{global_name = @_ZTIi}> : () -> !llvm.ptr
// CHECK-NEXT: %1 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: %2 = "llvm.call"(%arg1, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: "llvm.call"(%arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vcallee, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<void (i32, ...)>}> : (i32, i32) -> ()
// CHECK-NEXT: %3 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: %4 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: %5 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<fast>}> {no_unwind} : (i32) -> i32
// CHECK-NEXT: "llvm.call"(%arg1, %arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<void (i32, ...)>}> : (!llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: %6 = "llvm.inline_asm"(%arg0) <{asm_string = "foo", constraints = "=r,r", has_side_effects}> : (i32) -> i32
// CHECK-NEXT: %7 = "llvm.inline_asm"(%arg0, %arg0) <{asm_dialect = 1 : i64, asm_string = "bar", constraints = "=r,r,r"}> : (i32, i32) -> i8
// CHECK-NEXT: %8 = "llvm.call_intrinsic"(%arg0) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.foo"}> : (i32) -> i32
// CHECK-NEXT: %9 = "llvm.invoke"(%arg0)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @callee, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: "llvm.invoke"(%arg1, %arg0, %arg0, %arg0)[^bb3, ^bb2] <{CConv = #llvm.cconv<ccc>, operandSegmentSizes = array<i32: 3, 1, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (!llvm.ptr, i32, i32, i32) -> ()
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %10 = "llvm.landingpad"(%0) <{cleanup}> : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// CHECK-NEXT: "llvm.resume"(%10) : (!llvm.struct<(ptr, i32)>) -> ()
// CHECK-NEXT: ^bb3(%11: i32):
// CHECK-NEXT: "llvm.return"(%11) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @callee(i32) -> i32
// PRETTY-NEXT: llvm.func @vcallee(i32, ...)
// PRETTY-NEXT: llvm.func @__gxx_personality_v0(...) -> i32
// PRETTY-NEXT: llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
// PRETTY-NEXT: llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32) -> i32 attributes {personality = @__gxx_personality_v0} {
// PRETTY-NEXT: %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// PRETTY-NEXT: %1 = llvm.call @callee(%arg0) : (i32) -> i32
// PRETTY-NEXT: %2 = llvm.call %arg1(%arg0) : !llvm.ptr, (i32) -> i32
// PRETTY-NEXT: llvm.call @vcallee(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
// PRETTY-NEXT: %3 = llvm.call tail @callee(%arg0) : (i32) -> i32
// PRETTY-NEXT: %4 = llvm.call fastcc musttail @callee(%arg0) : (i32) -> i32
// PRETTY-NEXT: %5 = llvm.call @callee(%arg0) {fastmathFlags = #llvm.fastmath<fast>, no_unwind} : (i32) -> i32
// PRETTY-NEXT: llvm.call %arg1(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
// PRETTY-NEXT: %6 = llvm.inline_asm has_side_effects "foo", "=r,r" %arg0 : (i32) -> i32
// PRETTY-NEXT: %7 = llvm.inline_asm asm_dialect = intel "bar", "=r,r,r" %arg0, %arg0 : (i32, i32) -> i8
// PRETTY-NEXT: %8 = llvm.call_intrinsic "llvm.foo"(%arg0) : (i32) -> i32
// PRETTY-NEXT: %9 = llvm.invoke @callee(%arg0) to ^bb1 unwind ^bb2 : (i32) -> i32
// PRETTY-NEXT: ^bb1:
// PRETTY-NEXT: llvm.invoke %arg1(%arg0, %arg0, %arg0) to ^bb3(%arg0 : i32) unwind ^bb2 vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32, i32) -> ()
// PRETTY-NEXT: ^bb2:
// PRETTY-NEXT: %10 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// PRETTY-NEXT: llvm.resume %10 : !llvm.struct<(ptr, i32)>
// PRETTY-NEXT: ^bb3(%11: i32):
// PRETTY-NEXT: llvm.return %11 : i32
// PRETTY-NEXT: }
// PRETTY-NEXT: }
