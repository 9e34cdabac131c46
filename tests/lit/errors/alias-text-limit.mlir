// RUN: python3 -c "print('#a0 = #llvm.tbaa_root<id = \"r\">'); [print('#a%%d = #llvm.tbaa_type_desc<id = \"c\", members = {<#a%%d, 0>, <#a%%d, 8>}>' %% (i, i - 1, i - 1)) for i in range(1, 26)]; print('\"test.op\"() {a = #llvm.di_string_type<name = \"n\", stringLength = #a25>} : () -> ()')" > %t.mlir
// RUN: not %xlate %t.mlir 2>&1 | FileCheck %s
// Aliases that each name the previous one twice, replaced in a body
// xlate keeps as text (#llvm.di_string_type), grow it exponentially: past 4 MB that is an error
// at the alias, not a run out of memory or time.
// CHECK: .mlir:27:66: error: aliases expand to more than 4 MB of text
