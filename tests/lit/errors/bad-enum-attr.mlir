// An enum attribute's value that does not exist is the located error
// mlir-opt gives (19 and 22 word it differently), not text kept to be
// printed back (a roundtrip fuzz finding: #llvm.linkage<externdeal>).
// RUN: not %xlate --llvm-version=19 %s 2>&1 | FileCheck %s --check-prefix=V19
// RUN: not %xlate --llvm-version=22 %s 2>&1 | FileCheck %s --check-prefix=V22
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<externdeal>, sym_name = "f"}> ({
}) : () -> ()
// V19: bad-enum-attr.mlir:6:104: error: invalid LLVM linkage types specification: externdeal
// V22: bad-enum-attr.mlir:6:104: error: expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: externdeal
// RUN: not %xlate --llvm-version=22 %S/Inputs/bad-cconv.mlir 2>&1 | FileCheck %s --check-prefix=CC
// CC: bad-cconv.mlir:1:37: error: expected one of [ccc, fastcc, coldcc, cc_10, cc_11, {{.*}}, m68k_intrcc] for Calling Conventions, got: cxc
