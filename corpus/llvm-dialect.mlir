// A program in the LLVM dialect: identified structs, a global table with an
// initializer region, a loop with block arguments, a switch, intrinsics and
// a varargs call.  `xlate --to-llvm corpus/llvm-dialect.mlir | lli-19`
// prints the table's statistics.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global private constant @fmt("n=%d max=%d sum=%lld kind=%s\0A\00") {addr_space = 0 : i32} : !llvm.array<30 x i8>
  llvm.mlir.global private constant @small("small\00") : !llvm.array<6 x i8>
  llvm.mlir.global private constant @large("large\00") : !llvm.array<6 x i8>
  llvm.mlir.global internal constant @table() : !llvm.struct<"table", (i32, array<5 x i32>)> {
    %u = llvm.mlir.undef : !llvm.struct<"table", (i32, array<5 x i32>)>
    %n = llvm.mlir.constant(5 : i32) : i32
    %v = llvm.mlir.constant(dense<[3, 14, 15, 92, 65]> : tensor<5xi32>) : !llvm.array<5 x i32>
    %0 = llvm.insertvalue %n, %u[0] : !llvm.struct<"table", (i32, array<5 x i32>)>
    %1 = llvm.insertvalue %v, %0[1] : !llvm.struct<"table", (i32, array<5 x i32>)>
    llvm.return %1 : !llvm.struct<"table", (i32, array<5 x i32>)>
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32

  llvm.func internal @stats(%t: !llvm.ptr, %max: !llvm.ptr) -> i64 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %z = llvm.mlir.constant(0 : i64) : i64
    %np = llvm.getelementptr inbounds %t[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"table", (i32, array<5 x i32>)>
    %n = llvm.load %np : !llvm.ptr -> i32
    llvm.br ^head(%c0, %z, %c0 : i32, i64, i32)
  ^head(%i: i32, %sum: i64, %m: i32):
    %more = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %ep = llvm.getelementptr inbounds %t[0, 1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<"table", (i32, array<5 x i32>)>
    %e = llvm.load %ep : !llvm.ptr -> i32
    %e64 = llvm.sext %e : i32 to i64
    %sum2 = llvm.add %sum, %e64 overflow<nsw> : i64
    %m2 = llvm.intr.smax(%m, %e) : (i32, i32) -> i32
    %i2 = llvm.add %i, %c1 overflow<nsw, nuw> : i32
    llvm.br ^head(%i2, %sum2, %m2 : i32, i64, i32)
  ^done:
    llvm.store %m, %max : i32, !llvm.ptr
    llvm.return %sum : i64
  }

  llvm.func @main() -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %slot = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
    %sum = llvm.call @stats(%t, %slot) : (!llvm.ptr, !llvm.ptr) -> i64
    %max = llvm.load %slot : !llvm.ptr -> i32
    %s = llvm.mlir.addressof @small : !llvm.ptr
    %l = llvm.mlir.addressof @large : !llvm.ptr
    %big = llvm.icmp "sgt" %max, %one : i32
    %k = llvm.zext %big : i1 to i32
    llvm.switch %k : i32, ^print(%s : !llvm.ptr) [
      1: ^print(%l : !llvm.ptr)
    ]
  ^print(%kind: !llvm.ptr):
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %np = llvm.getelementptr %t[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"table", (i32, array<5 x i32>)>
    %n = llvm.load %np : !llvm.ptr -> i32
    %r = llvm.call @printf(%f, %n, %max, %sum, %kind) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i64, !llvm.ptr) -> i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    llvm.return %zero : i32
  }
}
