; MLIR 22's import of a data layout: a #dlti.dl_spec (DataLayoutImporter)
; of the layout and then LLVM's defaults, each kind once, the type entries
; in the order first met, then endianness, mangling mode, address spaces
; and stack alignment (but a default 0), legal integer widths, function
; pointer alignment; a token it does not read is dropped with the one
; warning.  Byte for byte mlir-translate-22's first line; written back,
; mlir-translate-22's datalayout.  At 19 the string is kept.
; RUN: %xlate --import-llvm %s -o %t.mlir 2>%t.err
; RUN: FileCheck %s < %t.mlir
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %if llvm22 %{ %mlir-translate-22 --import-llvm %s 2>/dev/null | head -1 > %t.ref && head -1 %t.mlir | diff %t.ref - %}
; RUN: %xlate --to-llvm %t.mlir | FileCheck %s --check-prefix=LL
; RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LL %}
; RUN: %xlate --llvm-version=19 --import-llvm %s 2>/dev/null | FileCheck %s --check-prefix=V19
; RUN: grep -v "^target datalayout" %s | %xlate --import-llvm - | FileCheck %s --check-prefix=NONE
target datalayout = "E-m:o-p1:32:32-i64:64-f80:128-n32:64-P1-G2-A0-S128-Fn32-ni:1"

define void @f() {
  ret void
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "big", "dlti.mangling_mode" = "o", "dlti.legal_int_widths" = array<i32: 32, 64>, "dlti.program_memory_space" = 1 : ui64, "dlti.global_memory_space" = 2 : ui64, "dlti.stack_alignment" = 128 : i64, "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<32, function_dependent = true>>
; WARN: warning: dropped what MLIR's LLVM dialect does not model here: data layout token 'ni:1'
; LL: target datalayout = "E-m:o-n32:64-P1-G2-S128-Fn32-p1:32:32:32:32-i64:64-f80:128-p0:64:64:64:64-i1:8-i8:8-i16:16-i32:32-f16:16-f64:64-f128:128"
; V19: module attributes {llvm.data_layout = "E-m:o-p1:32:32-i64:64-f80:128-n32:64-P1-G2-A0-S128-Fn32-ni:1"}
; NONE: module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little">
; A token the importer cannot read (`m` without `:x`) keeps the string as
; written (MLIR 22 fails its whole layout so); its value's length was
; computed before the check: -1, hashed past the text (UBSan, a roundtrip
; campaign finding at 94601ad, run 1,881,850, fuzz finding 72, kept in
; tests/fuzz/regress/roundtrip/layout-mangling-bare).
; RUN: sed 's/^target datalayout = .*/target datalayout = "e-m"/' %s | %xlate --import-llvm - | FileCheck %s --check-prefix=BARE
; BARE: module attributes {llvm.data_layout = "e-m"
