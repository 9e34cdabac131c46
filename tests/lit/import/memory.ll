; RUN: %xlate --llvm-version=19 --import-llvm --generic %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL

%struct.S = type { i32, [4 x double] }

define double @mem(ptr %p, i64 %i) {
; CHECK: "llvm.alloca"(%{{.*}}) <{alignment = 16 : i64, elem_type = !llvm.struct<"struct.S", (i32, array<4 x f64>)>}>
  %a = alloca %struct.S, align 16
; CHECK: "llvm.getelementptr"{{.*}}elem_type = !llvm.struct<"struct.S", (i32, array<4 x f64>)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1, -2147483648>
  %g = getelementptr inbounds %struct.S, ptr %a, i64 0, i32 1, i64 %i
; CHECK: "llvm.load"{{.*}}alignment = 8 : i64{{.*}}volatile_
  %v = load volatile double, ptr %g, align 8
; CHECK: "llvm.store"
  store double %v, ptr %p, align 8
; CHECK: "llvm.load"{{.*}}ordering = 7 : i64
  %x = load atomic i64, ptr %p seq_cst, align 8
; CHECK: "llvm.atomicrmw"{{.*}}bin_op = 1 : i64
  %o = atomicrmw add ptr %p, i64 1 monotonic
; CHECK: "llvm.cmpxchg"{{.*}}failure_ordering = 2 : i64, success_ordering = 6 : i64
  %r = cmpxchg ptr %p, i64 %o, i64 %x acq_rel monotonic
; CHECK: "llvm.fence"() <{ordering = 7 : i64}>
  fence seq_cst
  ret double %v
}
; LL: getelementptr inbounds %struct.S, ptr %{{.*}}, i64 0, i32 1, i64 %{{.*}}
; LL: cmpxchg ptr
