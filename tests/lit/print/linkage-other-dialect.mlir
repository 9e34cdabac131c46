// RUN: %xlate %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// A linkage (or calling convention) attribute of another dialect is no
// linkage: the op is printed in generic form, which reads back, not as
// the custom form with the attribute's word (`llvm.func externdeal @f()`,
// which does not; a roundtrip fuzz finding).
// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #lprivatekage<externdeal>, sym_name = "f"}>
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #lprivatekage<externdeal>, sym_name = "f"}> ({
}) : () -> ()
