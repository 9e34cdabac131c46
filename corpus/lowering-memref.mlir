// lowering-memref.mlir - memref lowering on a small matrix program: a
// global table, alloc/dealloc, a 2-D store loop, a column view made with
// memref.reinterpret_cast, memref.copy, and a multi-result call; prints
// through printf (an llvm-dialect declaration next to the func ops).
//   xlate --to-llvm corpus/lowering-memref.mlir -o m.ll && lli-19 m.ll
module {
  llvm.mlir.global internal constant @fmt("row sums %ld %ld %ld, column 1 sum %ld, trace %ld\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32

  memref.global "private" constant @scale : memref<3xi64> = dense<[1, 10, 100]>

  // m[i][j] = scale[i] * (j + 1)
  func.func @fill(%m: memref<3x3xi64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %s = memref.get_global @scale : memref<3xi64>
    cf.br ^rows(%c0 : index)
  ^rows(%i: index):
    %ri = arith.cmpi slt, %i, %c3 : index
    cf.cond_br %ri, ^cols(%c0 : index), ^done
  ^cols(%j: index):
    %rj = arith.cmpi slt, %j, %c3 : index
    cf.cond_br %rj, ^body, ^nextrow
  ^body:
    %k = memref.load %s[%i] : memref<3xi64>
    %j1 = arith.addi %j, %c1 : index
    %jv = arith.index_cast %j1 : index to i64
    %v = arith.muli %k, %jv : i64
    memref.store %v, %m[%i, %j] : memref<3x3xi64>
    cf.br ^cols(%j1 : index)
  ^nextrow:
    %i1 = arith.addi %i, %c1 : index
    cf.br ^rows(%i1 : index)
  ^done:
    return
  }

  func.func @sum3(%v: memref<3xi64, strided<[?], offset: ?>>) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = memref.load %v[%c0] : memref<3xi64, strided<[?], offset: ?>>
    %b = memref.load %v[%c1] : memref<3xi64, strided<[?], offset: ?>>
    %c = memref.load %v[%c2] : memref<3xi64, strided<[?], offset: ?>>
    %ab = arith.addi %a, %b : i64
    %abc = arith.addi %ab, %c : i64
    return %abc : i64
  }

  // The sums of row i and of column i, through strided views.
  func.func @row_and_column(%m: memref<3x3xi64>, %i: index) -> (i64, i64) {
    %c3 = arith.constant 3 : index
    %off = arith.muli %i, %c3 : index
    %row = memref.reinterpret_cast %m to offset: [%off], sizes: [3], strides: [1]
        : memref<3x3xi64> to memref<3xi64, strided<[1], offset: ?>>
    %rowd = memref.cast %row : memref<3xi64, strided<[1], offset: ?>> to memref<3xi64, strided<[?], offset: ?>>
    %col = memref.reinterpret_cast %m to offset: [%i], sizes: [3], strides: [%c3]
        : memref<3x3xi64> to memref<3xi64, strided<[?], offset: ?>>
    %r = call @sum3(%rowd) : (memref<3xi64, strided<[?], offset: ?>>) -> i64
    %c = call @sum3(%col) : (memref<3xi64, strided<[?], offset: ?>>) -> i64
    return %r, %c : i64, i64
  }

  func.func @main() -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %m = memref.alloc() : memref<3x3xi64>
    call @fill(%m) : (memref<3x3xi64>) -> ()
    %copy = memref.alloca() : memref<3x3xi64>
    memref.copy %m, %copy : memref<3x3xi64> to memref<3x3xi64>
    memref.dealloc %m : memref<3x3xi64>
    %r0, %x0 = call @row_and_column(%copy, %c0) : (memref<3x3xi64>, index) -> (i64, i64)
    %r1, %col1 = call @row_and_column(%copy, %c1) : (memref<3x3xi64>, index) -> (i64, i64)
    %r2, %x2 = call @row_and_column(%copy, %c2) : (memref<3x3xi64>, index) -> (i64, i64)
    %d0 = memref.load %copy[%c0, %c0] : memref<3x3xi64>
    %d1 = memref.load %copy[%c1, %c1] : memref<3x3xi64>
    %d2 = memref.load %copy[%c2, %c2] : memref<3x3xi64>
    %t0 = arith.addi %d0, %d1 : i64
    %trace = arith.addi %t0, %d2 : i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %p = llvm.call @printf(%fmt, %r0, %r1, %r2, %col1, %trace) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64) -> i32
    %z = arith.constant 0 : i32
    return %z : i32
  }
}
