// demo.mlir - a small program in the func/arith/cf/memref dialects:
// fills a buffer with i*i, sums it with an explicit loop built from cf
// branches, and prints the sum through the C library's printf.
module {
  llvm.mlir.global internal constant @fmt("sum of squares below %ld = %ld\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32

  func.func @fill(%buf: memref<?xi64>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %done = arith.cmpi sge, %i, %n : index
    cf.cond_br %done, ^exit, ^body
  ^body:
    %iv = arith.index_cast %i : index to i64
    %sq = arith.muli %iv, %iv : i64
    memref.store %sq, %buf[%i] : memref<?xi64>
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next : index)
  ^exit:
    return
  }

  func.func @sum(%buf: memref<?xi64>) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i64
    %n = memref.dim %buf, %c0 : memref<?xi64>
    cf.br ^loop(%c0, %zero : index, i64)
  ^loop(%i: index, %acc: i64):
    %done = arith.cmpi sge, %i, %n : index
    cf.cond_br %done, ^exit(%acc : i64), ^body
  ^body:
    %v = memref.load %buf[%i] : memref<?xi64>
    %acc2 = arith.addi %acc, %v : i64
    %next = arith.addi %i, %c1 : index
    cf.br ^loop(%next, %acc2 : index, i64)
  ^exit(%r: i64):
    return %r : i64
  }

  func.func @main() -> i32 {
    %n = arith.constant 10 : index
    %buf = memref.alloc(%n) : memref<?xi64>
    call @fill(%buf, %n) : (memref<?xi64>, index) -> ()
    %s = call @sum(%buf) : (memref<?xi64>) -> i64
    memref.dealloc %buf : memref<?xi64>
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %n64 = arith.index_cast %n : index to i64
    %0 = llvm.call @printf(%fmt, %n64, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
    %ok = arith.constant 0 : i32
    return %ok : i32
  }
}
