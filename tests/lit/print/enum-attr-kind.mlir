// A CConv, linkage or tail-call kind that is not the llvm dialect's enum
// attribute of that kind (#llvm.linkage<internal> as the CConv, as the
// generic form allows) is no word of the custom form: the op prints in
// generic form, which parses
// back (the fuzz smoke's roundtrip finding: "llvm.func cxc @f()" was
// printed and then rejected).
// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// RUN: %xlate %s | %xlate - | FileCheck %s
// CHECK: "llvm.func"() <{CConv = #llvm.linkage<internal>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
// CHECK: llvm.func fastcc @g()

"llvm.func"() <{CConv = #llvm.linkage<internal>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()
llvm.func fastcc @g()
