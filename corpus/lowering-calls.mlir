// lowering-calls.mlir - the calling conventions: several results packed
// in a struct, memref descriptors expanded into arguments, an unranked
// memref returned from a call (its descriptor copied to the heap and back
// to the caller's stack), func.constant + call_indirect, index dialect ops.
//   xlate --to-llvm corpus/lowering-calls.mlir -o c.ll && lli-19 c.ll
module {
  llvm.mlir.global internal constant @fmt("divmod %ld %ld, rank %ld, size %ld, indirect %ld, ceil %ld\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32

  func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
    %q = arith.divsi %a, %b : i64
    %r = arith.remsi %a, %b : i64
    return %q, %r : i64, i64
  }

  func.func @erase(%m: memref<?x?xf32>) -> memref<*xf32> {
    %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
    return %u : memref<*xf32>
  }

  func.func @twice(%x: i64) -> i64 {
    %r = arith.addi %x, %x : i64
    return %r : i64
  }

  func.func @main() -> i32 {
    %a = arith.constant 47 : i64
    %b = arith.constant 5 : i64
    %q, %r = call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %m = memref.alloc(%c3, %c4) : memref<?x?xf32>
    %u = call @erase(%m) : (memref<?x?xf32>) -> memref<*xf32>
    %rank = memref.rank %u : memref<*xf32>
    %c1 = arith.constant 1 : index
    %d1 = memref.dim %u, %c1 : memref<*xf32>
    memref.dealloc %m : memref<?x?xf32>
    %f = func.constant @twice : (i64) -> i64
    %t = func.call_indirect %f(%q) : (i64) -> i64
    %n = index.constant 10
    %k = index.constant 4
    %cd = index.ceildivs %n, %k
    %rank64 = arith.index_cast %rank : index to i64
    %d164 = arith.index_cast %d1 : index to i64
    %cd64 = arith.index_cast %cd : index to i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %p = llvm.call @printf(%fmt, %q, %r, %rank64, %d164, %t, %cd64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i32
    %z = arith.constant 0 : i32
    return %z : i32
  }
}
