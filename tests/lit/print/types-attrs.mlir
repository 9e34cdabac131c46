// Generic-form input; the CHECK lines are mlir-opt-19's output for it, so
// this checks the printer's custom forms and value names.
// RUN: %xlate --llvm-version=19 %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   "test.op"() {a = 4 : i64, aa = !llvm.struct<packed (i8, i32)>, ab = !llvm.ptr<5>, ac = !llvm.array<2 x array<3 x vector<4xf32>>>, ad = !llvm.func<void (ptr, ...)>, ae = !llvm.vec<? x 4 x  ptr>, af = !llvm.struct<"list", (ptr, struct<"list">)>, ag = #llvm.linkage<internal>, ah = 1.001170e-07 : bf16, ai = -0.000000e+00 : f64, aj = 0x419D6F3454000000 : f64, ak = dense<> : tensor<0xi32>, al, am = 0 : index, an = 3.140630e+00 : f16, b = true, c = -7 : i8, d = 255 : ui8, e = 1.000000e+10 : f64, f = 0x7FC00000 : f32, g = "esc\22\\\0A", h = [1, 2 : i16, "x"], i, j = {k = 1 : i32}, l = @a::@"b c", m = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, n = dense<5.000000e-01> : vector<4xf16>, o = array<i64: 1, -2>, p = array<f32: 1.000000e+00, 2.500000e+00>, q = array<i1: true, false>, r = i32, s = memref<?x4xf32, strided<[4, 1], offset: ?>>, t = memref<4xf32, 3>, u = memref<*xi8, 1>, v = vector<[4]x2xbf16>, w = tensor<*xf32>, x = complex<f64>, y = tuple<i1, index>, z = (i32, f32) -> (i1, index)} : () -> ()
// CHECK-NEXT: }

"builtin.module"() ({
  "test.op"() {a = 4 : i64, aa = !llvm.struct<packed (i8, i32)>, ab = !llvm.ptr<5>, ac = !llvm.array<2 x array<3 x vector<4xf32>>>, ad = !llvm.func<void (ptr, ...)>, ae = !llvm.vec<? x 4 x  ptr>, af = !llvm.struct<"list", (ptr, struct<"list">)>, ag = #llvm.linkage<internal>, ah = 1.001170e-07 : bf16, ai = -0.000000e+00 : f64, aj = 0x419D6F3454000000 : f64, ak = dense<> : tensor<0xi32>, al, am = 0 : index, an = 3.140630e+00 : f16, b = true, c = -7 : i8, d = 255 : ui8, e = 1.000000e+10 : f64, f = 0x7FC00000 : f32, g = "esc\22\\\0A", h = [1, 2 : i16, "x"], i, j = {k = 1 : i32}, l = @a::@"b c", m = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, n = dense<5.000000e-01> : vector<4xf16>, o = array<i64: 1, -2>, p = array<f32: 1.000000e+00, 2.500000e+00>, q = array<i1: true, false>, r = i32, s = memref<?x4xf32, strided<[4, 1], offset: ?>>, t = memref<4xf32, 3>, u = memref<*xi8, 1>, v = vector<[4]x2xbf16>, w = tensor<*xf32>, x = complex<f64>, y = tuple<i1, index>, z = (i32, f32) -> (i1, index)} : () -> ()
}) : () -> ()

