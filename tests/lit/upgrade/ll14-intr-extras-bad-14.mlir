// The xlate.* attributes of intrinsic ops (ll14-intr-extras-14.ll), as
// --llvm-version=14 --to-llvm writes them: any tail kind but none before
// "call"; function attributes as a #N group; an xlate.tbaa_struct that is
// not (offset, size, tag) triples is not written.  22 writes none of them
// (mlir-translate ignores them).
// RUN: %xlate --llvm-version=14 --to-llvm %s | FileCheck %s
// RUN: %xlate --llvm-version=14 --to-llvm %s | llvm-as-14 -o /dev/null
// RUN: %xlate --llvm-version=22 --to-llvm %s | FileCheck %s --check-prefix=V22
#root = #llvm.tbaa_root<id = "r">
#ty = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #ty, access_type = #ty, offset = 0>
llvm.func @f(%a: f64, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64) -> f64 {
  %0 = llvm.intr.fabs(%a) {xlate.tail_call_kind = #llvm.tailcallkind<notail>, xlate.will_return} : (f64) -> f64
  %1 = llvm.intr.fabs(%0) {xlate.tail_call_kind = #llvm.tailcallkind<none>, xlate.memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>} : (f64) -> f64
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> {xlate.tbaa_struct = [0, 4]} : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> {xlate.tbaa_struct = [0, 4, 5]} : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> {xlate.tbaa_struct = [0, 4, #tag]} : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return %1 : f64
}
// CHECK: %5 = notail call double @llvm.fabs.f64(double %0) #1
// CHECK-NEXT: %6 = call double @llvm.fabs.f64(double %5) #2
// CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %1, i8* %2, i64 %3, i1 false){{$}}
// CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %1, i8* %2, i64 %3, i1 false){{$}}
// CHECK-NEXT: call void @llvm.memcpy.p0i8.p0i8.i64(i8* %1, i8* %2, i64 %3, i1 false), !tbaa.struct ![[TS:[0-9]+]]
// CHECK: declare double @llvm.fabs.f64(double) #0
// CHECK: attributes #0 = { nofree nosync nounwind readnone speculatable willreturn }
// CHECK-NEXT: attributes #1 = { willreturn }
// CHECK-NEXT: attributes #2 = { readnone }
// CHECK: ![[TS]] = !{i64 0, i64 4, !{{[0-9]+}}}
// V22: %5 = call double @llvm.fabs.f64(double %0){{$}}
// V22-NEXT: %6 = call double @llvm.fabs.f64(double %5){{$}}
// V22-NOT: tbaa.struct
// V22: declare double @llvm.fabs.f64(double) #0
// V22-NOT: attributes #{{[0-9]+}} = { willreturn
