// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// Attribute kinds, on an unregistered op (printed in the generic form).
"test.ints"() {a = 1, b = -7 : i8, c = 0x10 : i32, d = 170141183460469231731687303715884105727 : i128, e = true, f = false, g = 42 : index, h = 255 : ui8, i = -3 : si16} : () -> ()
"test.floats"() {a = 1.5, b = -0.0 : f32, c = 0x7FC00000 : f32, d = 1.0e10 : f64, e = 0x7C00 : f16, f = 2.5 : bf16} : () -> ()
"test.strings"() {a = "plain", b = "quote\22 and \\ and \n newline", c = "\00\01\FF", d = "typed" : i32} : () -> ()
"test.misc"() {a, b = unit, c = [1, "two", [i8]], d = {x = 1, y = {z}}, e = i32, f = memref<4xf32>, g = @sym, h = @root::@nested::@leaf, "quoted key" = 1} : () -> ()
"test.dense"() {a = dense<1> : vector<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<"0xDEADBEEF"> : tensor<2xi16>, e = dense<[true, false]> : vector<2xi1>, f = dense<> : tensor<0xf32>, g = dense<[1, 1]> : vector<2xi8>} : () -> ()
"test.arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.0, 2.5>, d = array<i1: true, false>} : () -> ()
"test.layouts"() {a = strided<[4, 1]>, b = strided<[?, 1], offset: ?>, c = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> ()
"test.dialect"() {a = #llvm.linkage<internal>, b = #llvm.fastmath<nnan, ninf>, c = #arith.overflow<nsw>, d = #index<cmp_predicate slt>} : () -> ()

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.ints"() {a = 1 : i64, b = -7 : i8, c = 16 : i32, d = 170141183460469231731687303715884105727 : i128, e = true, f = false, g = 42 : index, h = 255 : ui8, i = -3 : si16} : () -> ()
// CHECK-NEXT:   "test.floats"() {a = 1.500000e+00 : f64, b = -0.000000e+00 : f32, c = 0x7FC00000 : f32, d = 1.000000e+10 : f64, e = 0x7C00 : f16, f = 2.500000e+00 : bf16} : () -> ()
// CHECK-NEXT:   "test.strings"() {a = "plain", b = "quote\22 and \\ and \0A newline", c = "\00\01\FF", d = "typed" : i32} : () -> ()
// CHECK-NEXT:   "test.misc"() {a, b, c = [1, "two", [i8]], d = {x = 1 : i64, y = {z}}, e = i32, f = memref<4xf32>, g = @sym, h = @root::@nested::@leaf, "quoted key" = 1 : i64} : () -> ()
// CHECK-NEXT:   "test.dense"() {a = dense<1> : vector<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi64>, c = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, d = dense<[-21026, -4162]> : tensor<2xi16>, e = dense<[true, false]> : vector<2xi1>, f = dense<> : tensor<0xf32>, g = dense<1> : vector<2xi8>} : () -> ()
// CHECK-NEXT:   "test.arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.000000e+00, 2.500000e+00>, d = array<i1: true, false>} : () -> ()
// CHECK-NEXT:   "test.layouts"() {a = strided<[4, 1]>, b = strided<[?, 1], offset: ?>, c = #map} : () -> ()
// CHECK-NEXT:   "test.dialect"() {a = #llvm.linkage<internal>, b = #llvm.fastmath<nnan, ninf>, c = #arith.overflow<nsw>, d = #index<cmp_predicate slt>} : () -> ()
// CHECK-NEXT: }
