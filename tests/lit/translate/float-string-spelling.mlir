// RUN: %xlate --llvm-version=19 --to-llvm %s | FileCheck %s
// RUN: %xlate --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// Floats and strings spelled as LLVM's AsmWriter spells them (llvm-dis and
// mlir-translate 14-22): a float in decimal only when 6 significant digits
// give it back (5373485.0 needs 7: hexadecimal), a backslash as \\ (it was
// \5C).
// CHECK: @f = global float 0x41547F8B40000000
// CHECK: @d = global double 1.500000e+00
// CHECK: @s = global [3 x i8] c"a\\b"
llvm.mlir.global external @f(5.373485e+06 : f32) : f32
llvm.mlir.global external @d(1.5 : f64) : f64
llvm.mlir.global external @s("a\\b") : !llvm.array<3 x i8>
