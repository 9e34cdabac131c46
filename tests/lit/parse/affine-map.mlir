// RUN: %xlate --llvm-version=19 %s | FileCheck %s
// affine_map attributes in mlir-opt-19's canonical form: dims d0.., symbols s0..,
// the AffineExpr construction-time simplifications and the printer's
// "x - y", "-x" and parenthesization; identity layouts dropped.
func.func private @f1(memref<10x20xf32, affine_map<(i,j)->(20 * i + j + 1)>>)
func.func private @f2(memref<10x20xf32, affine_map<(i,j)[M]->(M * i + j + 1)>>)
func.func private @f3(memref<10x20xf32, affine_map<(d0, d1) -> (d1, d0)>>)
func.func private @f4(memref<10x20xf32, affine_map<(d0, d1) -> (d0, d1)>>)
func.func private @f5(memref<10x20xf32, affine_map<(d0, d1) -> (d0 floordiv 4, d1 mod 8, d0 ceildiv 3)>>)
func.func private @f6(memref<10x20xf32, affine_map<(d0, d1) -> (-d0 + d1 - 3)>>)
func.func private @f7(memref<10x20xf32, affine_map<(d0, d1) -> (d0 - 2 * d1 + 4 - 4)>>)
func.func private @f8(memref<10x20xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + s1 + d1)>>)
func.func private @f9(memref<10x20xf32, affine_map<(d0, d1)[s0, s1] -> (s1 + d0 * s0 + d1 * s1)>>)
func.func private @f10(memref<10x20xf32, affine_map<(d0, d1) -> (d0 - (d0 floordiv 4) * 4, d1)>>)
func.func private @f11(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 + d1) * 3, (d0 * 2) * 3 + 1 + d1 * 0, d1 * 1)>>)
func.func private @f12(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 * 8 + d1) floordiv 4, (d0 * 8 + d1) mod 4, (d0 * 8) ceildiv 4)>>)
func.func private @f13(memref<10x20xf32, affine_map<(d0, d1)[s0] -> (d0 floordiv s0, d1 mod s0, -(d0 + d1), d0 - (d1 + 1))>>)
func.func private @f14(memref<10x20xf32, affine_map<(d0, d1) -> (3 + 4 * 5, d0 + d0, 2 * d0 - d0, d1 - d1)>>)
func.func private @f15(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 mod 8) mod 4, (d0 + 3) + d1, -(d0 * 3) - 1)>>)
func.func private @f16(memref<10x20xf32, affine_map<(d0, d1)[s0] -> (s0 + d0, s0 * 2 + d0 * 4, (d0 + s0) * s0)>>)
func.func private @f17(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 floordiv 2) floordiv 3, d0 mod -2, d0 floordiv -3, -7 floordiv 2, -7 mod 3, 7 ceildiv 2)>>)
func.func private @f18(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 - d1) * -2, d0 - (d0 - d1), (d0 * 3) floordiv 2 * 2)>>)
func.func private @f19(memref<10x20xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 * s1, s0 * s1 * d0, d0 * (s0 * 2), (d0 + 1) * (s1 - s0))>>)
func.func private @g1(memref<10x20xf32, affine_map<(i, j) -> (i, j)>>)
func.func private @g2(memref<10xf32, affine_map<(d0)[s0] -> (d0 + s0)>>)
func.func private @g3(memref<f32, affine_map<() -> ()>>)
func.func private @g4(memref<10x20xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>)
func.func private @g5(memref<10x20xf32, affine_map<(d0, d1) -> (d0 * 20 + d1 - 7)>>)
func.func private @g6(memref<10x20xf32, affine_map<(d0, d1) -> (d0 * 20 + d1 + 0, 0 + d0)>>)
func.func private @g7(memref<10x20xf32, affine_map<(d0, d1) -> (-1 + d0, 3 - d0, -(-d0), -d0 * -1)>>)
func.func private @g8(memref<10x20xf32, affine_map<(d0,d1)->(d0*4+d1 floordiv 2 mod 3,(d0+d1) ceildiv 2)>>)
func.func private @g9(memref<10x20xf32, affine_map<(d0, d1)[s0] -> (d0 * -1 + s0 * -1, -s0, s0 - d0, 5 - s0 - d1)>>)
func.func private @g10(memref<10x20xf32, affine_map<(d0, d1)[s0] -> (d0 - d0 floordiv s0 * s0, d1 - (d1 floordiv 4) * 4, d1 + (d1 floordiv 8) * -8)>>)
func.func private @g11(memref<10x20xf32, affine_map<(d0, d1) -> (d0 floordiv 1, d0 ceildiv 1, d0 mod 1, (d0 * 4 + 8) mod 4, (d0 * 4 + d1) mod 2, (d0 + d1 * 6) mod 3)>>)
func.func private @g12(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 + 2) * 3, 2 * (d0 - 1) - 1, (d0 + d1 + 1) + (d1 + 2))>>)
func.func private @g13(memref<10x20xf32, affine_map<(d0, d1) -> ((d0 * 4) floordiv 8 * 2, ((d0 * 4) floordiv 2) mod 2, (d0 + 1) * -1, -(d0 - 1), d0 - (d1 * 3))>>)
func.func private @g14(memref<10x20xf32, affine_map<(d0, d1) -> (d0 floordiv 0, d0 mod 0, d0 ceildiv -2)>>)
func.func private @g15(memref<10x20xf32, affine_map<(d0, d1)[s0] -> (s0 floordiv 2 + d0, (s0 + 1) * (s0 - 1), d0 * s0 * 3, d0 * 3 * s0)>>)
func.func private @g16(memref<10x20xf32, affine_map<(d0, d1) -> (9223372036854775807, -9223372036854775807 - 1, d0 * 9223372036854775807 * 2)>>)
func.func private @g(memref<10xf32, affine_map<(d0)[s0] -> (d0)>>)
func.func private @h(memref<f32, affine_map<()[s0] -> ()>>)
"t.t"() {a = affine_map<() -> ()>, b = affine_map<() -> (0)>, c = affine_map<()[s0] -> (s0 + 1)>} : () -> ()
"t.t"() {a = affine_map<(d0) -> (7 mod -2, -7 mod -2, (d0 * 4) mod -2, (d0 * 4 + 1) mod -2, (d0 mod 4) mod -2, (d0 mod -4) mod 2)>} : () -> ()
"t.t"() {a = affine_map<(d0) -> (7 floordiv -2, -7 floordiv -2, (d0 * 4) floordiv -2, (d0 * 4 + 1) floordiv -2, d0 floordiv -1, (d0 * 3) floordiv -3)>} : () -> ()
"t.t"() {a = affine_map<(d0) -> (7 ceildiv -2, -7 ceildiv -2, (d0 * 4) ceildiv -2, (d0 * 4 + 1) ceildiv -2, d0 ceildiv -1, (-9223372036854775807 - 1) floordiv -1, (-9223372036854775807 - 1) ceildiv -1, (-9223372036854775807 - 1) mod -1)>} : () -> ()
"t.t"() {a = affine_map<(d0) -> ((d0 * 4 + 6) ceildiv 2, (d0 * 4 + 6) ceildiv -2, (d0 floordiv -2) * 4 mod 4, ((d0 * 4) floordiv -2) mod 2, ((d0 * 8) ceildiv 2) mod 4)>} : () -> ()

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 20 + d1 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 floordiv 4, d1 mod 8, d0 ceildiv 3)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (-d0 + d1 - 3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0 - d1 * 2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + s1 + d1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + s1 + d1 * s1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d0 mod 4, d1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> ((d0 + d1) * 3, d0 * 6 + 1, d1)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 4, d1 mod 4, d0 * 2)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1)[s0] -> (d0 floordiv s0, d1 mod s0, -(d0 + d1), d0 - (d1 + 1))>
// CHECK-NEXT: #map12 = affine_map<(d0, d1) -> (23, d0 * 2, d0, 0)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1) -> (d0 mod 4, d0 + d1 + 3, d0 * -3 - 1)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1)[s0] -> (d0 + s0, d0 * 4 + s0 * 2, (d0 + s0) * s0)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1) -> ((d0 floordiv 2) floordiv 3, d0 mod -2, d0 floordiv -3, -4, 2, 4)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1) -> ((d0 - d1) * -2, d0 - (d0 - d1), ((d0 * 3) floordiv 2) * 2)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1)[s0, s1] -> ((d0 * s0) * s1, d0 * (s0 * s1), d0 * (s0 * 2), (d0 + 1) * (s1 - s0))>
// CHECK-NEXT: #map18 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map19 = affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>
// CHECK-NEXT: #map20 = affine_map<(d0, d1) -> (d0 * 20 + d1 - 7)>
// CHECK-NEXT: #map21 = affine_map<(d0, d1) -> (d0 * 20 + d1, d0)>
// CHECK-NEXT: #map22 = affine_map<(d0, d1) -> (d0 - 1, -d0 + 3, d0, d0)>
// CHECK-NEXT: #map23 = affine_map<(d0, d1) -> (d0 * 4 + (d1 floordiv 2) mod 3, (d0 + d1) ceildiv 2)>
// CHECK-NEXT: #map24 = affine_map<(d0, d1)[s0] -> (-d0 - s0, -s0, -d0 + s0, -d1 + -s0 + 5)>
// CHECK-NEXT: #map25 = affine_map<(d0, d1)[s0] -> (d0 mod s0, d1 mod 4, d1 mod 8)>
// CHECK-NEXT: #map26 = affine_map<(d0, d1) -> (d0, d0, 0, 0, d1 mod 2, d0 mod 3)>
// CHECK-NEXT: #map27 = affine_map<(d0, d1) -> ((d0 + 2) * 3, (d0 - 1) * 2 - 1, d0 + d1 + d1 + 2 + 1)>
// CHECK-NEXT: #map28 = affine_map<(d0, d1) -> (((d0 * 4) floordiv 8) * 2, 0, -(d0 + 1), -(d0 - 1), d0 - d1 * 3)>
// CHECK-NEXT: #map29 = affine_map<(d0, d1) -> (d0 floordiv 0, d0 mod 0, d0 ceildiv -2)>
// CHECK-NEXT: #map30 = affine_map<(d0, d1)[s0] -> (d0 + s0 floordiv 2, (s0 + 1) * (s0 - 1), (d0 * s0) * 3, (d0 * s0) * 3)>
// CHECK-NEXT: #map31 = affine_map<(d0, d1) -> (9223372036854775807, -9223372036854775808, d0 * -2)>
// CHECK-NEXT: #map32 = affine_map<() -> ()>
// CHECK-NEXT: #map33 = affine_map<() -> (0)>
// CHECK-NEXT: #map34 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map35 = affine_map<(d0) -> (7 mod -2, -7 mod -2, (d0 * 4) mod -2, (d0 * 4 + 1) mod -2, (d0 mod 4) mod -2, (d0 mod -4) mod 2)>
// CHECK-NEXT: #map36 = affine_map<(d0) -> (-4, 3, d0 * -2, d0 * -2 - 1, d0 floordiv -1, -d0)>
// CHECK-NEXT: #map37 = affine_map<(d0) -> (-3, 4, d0 * -2, (d0 * 4 + 1) ceildiv -2, d0 ceildiv -1, -9223372036854775808 floordiv -1, -9223372036854775808 ceildiv -1, -9223372036854775808 mod -1)>
// CHECK-NEXT: #map38 = affine_map<(d0) -> ((d0 * 4 + 6) ceildiv 2, (d0 * 4 + 6) ceildiv -2, 0, 0, 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @f1(memref<10x20xf32, #map>)
// CHECK-NEXT:   func.func private @f2(memref<10x20xf32, #map1>)
// CHECK-NEXT:   func.func private @f3(memref<10x20xf32, #map2>)
// CHECK-NEXT:   func.func private @f4(memref<10x20xf32>)
// CHECK-NEXT:   func.func private @f5(memref<10x20xf32, #map3>)
// CHECK-NEXT:   func.func private @f6(memref<10x20xf32, #map4>)
// CHECK-NEXT:   func.func private @f7(memref<10x20xf32, #map5>)
// CHECK-NEXT:   func.func private @f8(memref<10x20xf32, #map6>)
// CHECK-NEXT:   func.func private @f9(memref<10x20xf32, #map7>)
// CHECK-NEXT:   func.func private @f10(memref<10x20xf32, #map8>)
// CHECK-NEXT:   func.func private @f11(memref<10x20xf32, #map9>)
// CHECK-NEXT:   func.func private @f12(memref<10x20xf32, #map10>)
// CHECK-NEXT:   func.func private @f13(memref<10x20xf32, #map11>)
// CHECK-NEXT:   func.func private @f14(memref<10x20xf32, #map12>)
// CHECK-NEXT:   func.func private @f15(memref<10x20xf32, #map13>)
// CHECK-NEXT:   func.func private @f16(memref<10x20xf32, #map14>)
// CHECK-NEXT:   func.func private @f17(memref<10x20xf32, #map15>)
// CHECK-NEXT:   func.func private @f18(memref<10x20xf32, #map16>)
// CHECK-NEXT:   func.func private @f19(memref<10x20xf32, #map17>)
// CHECK-NEXT:   func.func private @g1(memref<10x20xf32>)
// CHECK-NEXT:   func.func private @g2(memref<10xf32, #map18>)
// CHECK-NEXT:   func.func private @g3(memref<f32>)
// CHECK-NEXT:   func.func private @g4(memref<10x20xf32, #map19>)
// CHECK-NEXT:   func.func private @g5(memref<10x20xf32, #map20>)
// CHECK-NEXT:   func.func private @g6(memref<10x20xf32, #map21>)
// CHECK-NEXT:   func.func private @g7(memref<10x20xf32, #map22>)
// CHECK-NEXT:   func.func private @g8(memref<10x20xf32, #map23>)
// CHECK-NEXT:   func.func private @g9(memref<10x20xf32, #map24>)
// CHECK-NEXT:   func.func private @g10(memref<10x20xf32, #map25>)
// CHECK-NEXT:   func.func private @g11(memref<10x20xf32, #map26>)
// CHECK-NEXT:   func.func private @g12(memref<10x20xf32, #map27>)
// CHECK-NEXT:   func.func private @g13(memref<10x20xf32, #map28>)
// CHECK-NEXT:   func.func private @g14(memref<10x20xf32, #map29>)
// CHECK-NEXT:   func.func private @g15(memref<10x20xf32, #map30>)
// CHECK-NEXT:   func.func private @g16(memref<10x20xf32, #map31>)
// CHECK-NEXT:   func.func private @g(memref<10xf32>)
// CHECK-NEXT:   func.func private @h(memref<f32>)
// CHECK-NEXT:   "t.t"() {a = #map32, b = #map33, c = #map34} : () -> ()
// CHECK-NEXT:   "t.t"() {a = #map35} : () -> ()
// CHECK-NEXT:   "t.t"() {a = #map36} : () -> ()
// CHECK-NEXT:   "t.t"() {a = #map37} : () -> ()
// CHECK-NEXT:   "t.t"() {a = #map38} : () -> ()
// CHECK-NEXT: }
