// mlir-opt rejects ops of dialects it does not know unless told
// --allow-unregistered-dialect; so do xlate's faces.  xlate's own command
// line keeps them (printed in generic form) as it always has.
// RUN: not %xlate-opt %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: not %xlate-translate --mlir-to-llvmir %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %xlate-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %xlate-opt -allow-unregistered-dialect=true %s | FileCheck %s
// RUN: not %xlate-opt -allow-unregistered-dialect=false %s 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: %xlate %s | FileCheck %s
// RUN: %xlate-opt --split-input-file --verify-diagnostics %s

// ERR: unregistered.mlir:[[# @LINE + 5]]:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK: "foo.bar"() : () -> ()
// CHECK: %0 = "test.op"() {a = 1 : i32} : () -> i32
func.func @f() {
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
  %0 = "test.op"() {a = 1 : i32} : () -> i32
  // ops xlate does not know of dialects it knows are kept, as before
  // CHECK: "arith.not_an_op"() : () -> ()
  "arith.not_an_op"() : () -> ()
  return
}
