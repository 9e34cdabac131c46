// RUN: python3 -c "print('#a0 = #llvm.tbaa_root<id = \"r\">'); [print('#a%%d = #llvm.tbaa_type_desc<id = \"c%%d\", members = {<#a%%d, 0>, <#a%%d, 8>}>' %% (i, i, i - 1, i - 1)) for i in range(1, 26)]; print('#loc = loc(fused<#a25>[\"f.c\":1:2])'); print('\"test.op\"() : () -> () loc(#loc)')" > %t.mlir
// RUN: %xlate-opt --allow-unregistered-dialect --mlir-print-debuginfo %t.mlir | FileCheck %s
// RUN: %if llvm22 %{ %xlate-opt --allow-unregistered-dialect --mlir-print-debuginfo %t.mlir > %t.x.mlir && mlir-opt-22 --allow-unregistered-dialect --mlir-print-debuginfo %t.mlir | diff - %t.x.mlir %}
// A location naming an attribute by its alias: the alias is resolved
// where the location is read (p_loc_text), not replaced by its text when
// loc(...) is lexed -- debug info's scopes and types name one another by
// alias, and 25 aliases that each name the one before twice were 2^25
// copies of the first ("aliases expand to more than 4 MB of text"; so
// xlate could not read its own import of sqlite3 -O0 -g, which mlir-opt
// reads).  Byte for byte mlir-opt-22's output.

// CHECK: "test.op"() : () -> () loc([[L:#loc[0-9]*]])
// CHECK: #tbaa_type_desc24 = #llvm.tbaa_type_desc<id = "c25", members = {<#tbaa_type_desc23, 0>, <#tbaa_type_desc23, 8>}>
// CHECK: [[L]] = loc(fused<#tbaa_type_desc24>[#loc1])
