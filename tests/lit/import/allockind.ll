; allockind's string is a comma-separated list of kinds, held as LLVM's
; AllocFnKind bits (alloc 1, realloc 2, free 4, uninitialized 8, zeroed 16,
; aligned 32), as mlir-translate-19 imports it.
; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s

; CHECK: llvm.func @a(i64) -> !llvm.ptr attributes {passthrough = {{\[}}["allockind", "17"]]}
declare ptr @a(i64) allockind("alloc,zeroed")
; CHECK: llvm.func @b(i64) -> !llvm.ptr attributes {passthrough = {{\[}}["allockind", "34"]]}
declare ptr @b(i64) allockind("realloc,aligned")
; CHECK: llvm.func @c(!llvm.ptr) attributes {passthrough = {{\[}}["allockind", "4"]]}
declare void @c(ptr) allockind("free")
; CHECK: llvm.func @d(i64) -> !llvm.ptr attributes {passthrough = {{\[}}["allockind", "9"]]}
declare ptr @d(i64) allockind("uninitialized,alloc")
