// The two passes of mlir-opt that only set an attribute for the lowering:
// llvm-request-c-wrappers (llvm.emit_c_interface on every func.func, so
// that convert-func-to-llvm writes the _mlir_ciface_ wrappers) and
// set-llvm-module-datalayout (the module's llvm.data_layout, "" unless
// data-layout= is given), alone, before a lowering, and in a pipeline.
// RUN: %xlate-opt -llvm-request-c-wrappers %s | FileCheck %s --check-prefix=REQ
// RUN: %xlate-opt -llvm-request-c-wrappers -convert-func-to-llvm %s | FileCheck %s --check-prefix=CWRAP
// RUN: %xlate-opt --pass-pipeline='builtin.module(func.func(llvm-request-c-wrappers),convert-func-to-llvm)' %s | FileCheck %s --check-prefix=CWRAP
// RUN: %xlate-opt -set-llvm-module-datalayout %s | FileCheck %s --check-prefix=DL
// RUN: %xlate-opt -set-llvm-module-datalayout='data-layout=p:32:32:32' %s | FileCheck %s --check-prefix=DL32
// RUN: not %xlate-opt --pass-pipeline='builtin.module(func.func(set-llvm-module-datalayout))' %s 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: %if llvm22 %{ %xlate-opt -llvm-request-c-wrappers -convert-func-to-llvm %s > %t.x && %mlir-opt-22 -llvm-request-c-wrappers -convert-func-to-llvm %s > %t.r && diff %t.r %t.x %}
// RUN: %if llvm22 %{ %xlate-opt -set-llvm-module-datalayout='data-layout=e-m:e' %s > %t.x && %mlir-opt-22 -set-llvm-module-datalayout='data-layout=e-m:e' %s > %t.r && diff %t.r %t.x %}

func.func private @ext(memref<4xf32>) -> f32

func.func @f(%m: memref<4xf32>) -> f32 {
  %0 = call @ext(%m) : (memref<4xf32>) -> f32
  return %0 : f32
}

// REQ: func.func private @ext(memref<4xf32>) -> f32 attributes {llvm.emit_c_interface}
// REQ: func.func @f(%arg0: memref<4xf32>) -> f32 attributes {llvm.emit_c_interface} {

// CWRAP: llvm.func @_mlir_ciface_ext(!llvm.ptr) -> f32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CWRAP: llvm.func @f(
// CWRAP: llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface} {

// DL: module attributes {llvm.data_layout = ""} {
// DL32: module attributes {llvm.data_layout = "p:32:32:32"} {
// NEST: Can't add pass 'SetLLVMModuleDataLayoutPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func'
