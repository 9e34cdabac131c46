; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | FileCheck %s --check-prefix=LL
; RUN: %xlate --llvm-version=19 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - | llvm-as -o /dev/null
; Numbered struct types are named as mlir-translate-19 names them: "", then
; ".1", ".2", ..., a struct's element types first.  Re-exported, "" is %0.

%0 = type { %1, [2 x %2] }
%1 = type { i8 }
%2 = type { i32, { %1 } }
%named = type { %2 }

; CHECK: llvm.func @fn(!llvm.struct<".2", (struct<"", (i8)>, array<2 x struct<".1", (i32, struct<(struct<"", (i8)>)>)>>)>, !llvm.struct<"named", (struct<".1", (i32, struct<(struct<"", (i8)>)>)>)>)
declare void @fn(%0, %named)

; LL-DAG: %.2 = type { %0, [2 x %.1] }
; LL-DAG: %0 = type { i8 }
; LL-DAG: %.1 = type { i32, { %0 } }
; LL-DAG: %named = type { %.1 }
; LL: declare void @fn(%.2, %named)
