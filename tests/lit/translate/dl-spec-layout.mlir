// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %if llvm22 %{ %mlir-translate-22 --mlir-to-llvmir %s | FileCheck %s %}
// A #dlti.dl_spec's data layout string as mlir-translate-22 writes it:
// the module-wide entries in the order given, with the mangling mode
// (m:e) and the legal integer widths (n8:16:...) of MLIR 22's import of
// clang output, a default 0 memory space or stack alignment not written;
// then the type entries.  (Written in a fixed order, without m: and n,
// the datalayout of an imported clang-22 module came back changed.)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128 : i64, "dlti.alloca_memory_space" = 0 : ui32, i64 = dense<64> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>>} {
  llvm.func @f()
}
// CHECK: target datalayout = "S128-e-m:e-n8:16:32:64-i64:64"
