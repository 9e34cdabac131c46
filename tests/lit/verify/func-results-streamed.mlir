// RUN: not %xlate %s 2>&1 | FileCheck %s
// RUN: not %xlate --to-llvm-dialect %s 2>&1 | FileCheck %s
// A func.func with a result (generic form) is an error; streamed, the
// verifier kept that result defined after the function was given back,
// and wrote to it when the stream ended (ASan: use-after-poison in
// def_pop_to; a pipeline campaign finding at e71c322, run 1,334,795).
// CHECK: func-results-streamed.mlir:[[@LINE+1]]:1: error: 'func.func' op requires zero results
"func.func"() <{function_type = () -> (), sym_name = "pub"}> ({
  "func.return"() : () -> ()
}) : () -> (f128)
func.func @q() {
  return
}
