// Parsing of the LLVM dialect custom forms (call): the generic form must
// carry exactly the attributes mlir-opt-19 shows; the custom form must
// re-print as mlir-opt-19 prints it.
// RUN: %xlate --llvm-version=19 --generic %s | FileCheck %s
// RUN: %xlate --llvm-version=19 %s | FileCheck %s --check-prefix=PRETTY
// The printed form must mean the same to mlir-opt-19:
// RUN: %xlate --llvm-version=19 %s | mlir-opt --mlir-print-op-generic | FileCheck %s

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
  llvm.invoke %fp(%a, %a) to ^bb4 unwind ^bb2 vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
^bb2:
  %10 = llvm.landingpad cleanup (catch %9 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %10 : !llvm.struct<(ptr, i32)>
^bb3(%r: i32):
  llvm.return %r : i32
^bb4:
  llvm.br ^bb3(%a : i32)
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
// CHECK-NEXT: ^bb0([[Varg0:%[a-zA-Z0-9_]+]]: i32, [[Varg1:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg2:%[a-zA-Z0-9_]+]]: f32):
// CHECK-NEXT: [[V0:%[a-zA-Z0-9_]+]] = "llvm.mlir.addressof"() <{global_name = @_ZTIi}> : () -> !llvm.ptr
// CHECK-NEXT: [[V1:%[a-zA-Z0-9_]+]] = "llvm.call"([[Varg0]]) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: [[V2:%[a-zA-Z0-9_]+]] = "llvm.call"([[Varg1]], [[Varg0]]) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: "llvm.call"([[Varg0]], [[Varg0]]) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vcallee, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<void (i32, ...)>}> : (i32, i32) -> ()
// CHECK-NEXT: [[V3:%[a-zA-Z0-9_]+]] = "llvm.call"([[Varg0]]) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: [[V4:%[a-zA-Z0-9_]+]] = "llvm.call"([[Varg0]]) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @callee, fastmathFlags = #llvm.fastmath<none>}> : (i32) -> i32
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_]+]] = "llvm.call"([[Varg0]]) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<fast>}> {no_unwind} : (i32) -> i32
// CHECK-NEXT: "llvm.call"([[Varg1]], [[Varg0]], [[Varg0]]) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<void (i32, ...)>}> : (!llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_]+]] = "llvm.inline_asm"([[Varg0]]) <{asm_string = "foo", constraints = "=r,r", has_side_effects}> : (i32) -> i32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_]+]] = "llvm.inline_asm"([[Varg0]], [[Varg0]]) <{asm_dialect = 1 : i64, asm_string = "bar", constraints = "=r,r,r"}> : (i32, i32) -> i8
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_]+]] = "llvm.call_intrinsic"([[Varg0]]) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.foo"}> : (i32) -> i32
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_]+]] = "llvm.invoke"([[Varg0]])[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @callee, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: "llvm.invoke"([[Varg1]], [[Varg0]], [[Varg0]])[^bb4, ^bb2] <{CConv = #llvm.cconv<ccc>, operandSegmentSizes = array<i32: 3, 0, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (!llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_]+]] = "llvm.landingpad"([[V0]]) <{cleanup}> : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// CHECK-NEXT: "llvm.resume"([[V10]]) : (!llvm.struct<(ptr, i32)>) -> ()
// CHECK-NEXT: ^bb3([[V11:%[a-zA-Z0-9_]+]]: i32):
// CHECK-NEXT: "llvm.return"([[V11]]) : (i32) -> ()
// CHECK-NEXT: ^bb4:
// CHECK-NEXT: "llvm.br"([[Varg0]])[^bb3] : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// PRETTY: module {
// PRETTY-NEXT: llvm.func @callee(i32) -> i32
// PRETTY-NEXT: llvm.func @vcallee(i32, ...)
// PRETTY-NEXT: llvm.func @__gxx_personality_v0(...) -> i32
// PRETTY-NEXT: llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
// PRETTY-NEXT: llvm.func @calls([[Varg0:%[a-zA-Z0-9_]+]]: i32, [[Varg1:%[a-zA-Z0-9_]+]]: !llvm.ptr, [[Varg2:%[a-zA-Z0-9_]+]]: f32) -> i32 attributes {personality = @__gxx_personality_v0} {
// PRETTY-NEXT: [[V0:%[a-zA-Z0-9_]+]] = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// PRETTY-NEXT: [[V1:%[a-zA-Z0-9_]+]] = llvm.call @callee([[Varg0]]) : (i32) -> i32
// PRETTY-NEXT: [[V2:%[a-zA-Z0-9_]+]] = llvm.call [[Varg1]]([[Varg0]]) : !llvm.ptr, (i32) -> i32
// PRETTY-NEXT: llvm.call @vcallee([[Varg0]], [[Varg0]]) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
// PRETTY-NEXT: [[V3:%[a-zA-Z0-9_]+]] = llvm.call tail @callee([[Varg0]]) : (i32) -> i32
// PRETTY-NEXT: [[V4:%[a-zA-Z0-9_]+]] = llvm.call fastcc musttail @callee([[Varg0]]) : (i32) -> i32
// PRETTY-NEXT: [[V5:%[a-zA-Z0-9_]+]] = llvm.call @callee([[Varg0]]) {fastmathFlags = #llvm.fastmath<fast>, no_unwind} : (i32) -> i32
// PRETTY-NEXT: llvm.call [[Varg1]]([[Varg0]], [[Varg0]]) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
// PRETTY-NEXT: [[V6:%[a-zA-Z0-9_]+]] = llvm.inline_asm has_side_effects "foo", "=r,r" [[Varg0]] : (i32) -> i32
// PRETTY-NEXT: [[V7:%[a-zA-Z0-9_]+]] = llvm.inline_asm asm_dialect = intel "bar", "=r,r,r" [[Varg0]], [[Varg0]] : (i32, i32) -> i8
// PRETTY-NEXT: [[V8:%[a-zA-Z0-9_]+]] = llvm.call_intrinsic "llvm.foo"([[Varg0]]) : (i32) -> i32
// PRETTY-NEXT: [[V9:%[a-zA-Z0-9_]+]] = llvm.invoke @callee([[Varg0]]) to ^bb1 unwind ^bb2 : (i32) -> i32
// PRETTY-NEXT: ^bb1:
// PRETTY-NEXT: llvm.invoke [[Varg1]]([[Varg0]], [[Varg0]]) to ^bb4 unwind ^bb2 vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
// PRETTY-NEXT: ^bb2:
// PRETTY-NEXT: [[V10:%[a-zA-Z0-9_]+]] = llvm.landingpad cleanup (catch [[V0]] : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// PRETTY-NEXT: llvm.resume [[V10]] : !llvm.struct<(ptr, i32)>
// PRETTY-NEXT: ^bb3([[V11:%[a-zA-Z0-9_]+]]: i32):
// PRETTY-NEXT: llvm.return [[V11]] : i32
// PRETTY-NEXT: ^bb4:
// PRETTY-NEXT: llvm.br ^bb3([[Varg0]] : i32)
// PRETTY-NEXT: }
// PRETTY-NEXT: }
