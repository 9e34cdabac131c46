; RUN: %xlate --llvm-version=19 --import-llvm %s | FileCheck %s
; RUN: %xlate --llvm-version=19 --import-llvm %s | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LL
; LLVM 14's function memory attributes become #llvm.memory_effects, as
; LLVM's own parser upgrades them; typed pointers and old intrinsic names
; are read; parameter attributes (nocapture, readonly, byval(T)) are kept.
%struct.S = type { i32, [4 x i8] }

declare i64 @strlen(i8* nocapture) #0
declare i32 @rn(i32) #1
declare void @wo(i32*) #2
declare void @am(i32*) #3
declare void @ia() #4
declare void @iam(i8*) #5
declare void @amr(i32*) argmemonly readonly nounwind
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg)

define void @f(%struct.S* byval(%struct.S) align 4 %s, i8* %d, i8* readonly %p) {
  %1 = bitcast %struct.S* %s to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %1, i64 8, i1 false)
  %2 = call i64 @strlen(i8* %p)
  ret void
}

attributes #0 = { nounwind readonly }
attributes #1 = { readnone }
attributes #2 = { writeonly }
attributes #3 = { argmemonly }
attributes #4 = { inaccessiblememonly }
attributes #5 = { inaccessiblemem_or_argmemonly writeonly }

; CHECK: llvm.func @strlen(!llvm.ptr {llvm.nocapture}) -> i64 attributes {memory = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read>, no_unwind}
; CHECK: llvm.func @rn(i32) -> i32 attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>}
; CHECK: llvm.func @wo(!llvm.ptr) attributes {memory = #llvm.memory_effects<other = write, argMem = write, inaccessibleMem = write>}
; CHECK: llvm.func @am(!llvm.ptr) attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>}
; CHECK: llvm.func @ia() attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = readwrite>}
; CHECK: llvm.func @iam(!llvm.ptr) attributes {memory = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = write>}
; CHECK: llvm.func @amr(!llvm.ptr) attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind}
; CHECK: llvm.func @f(%arg0: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<"struct.S", (i32, array<4 x i8>)>}, %arg1: !llvm.ptr, %arg2: !llvm.ptr {llvm.readonly})
; CHECK: %[[C:[0-9]+]] = llvm.bitcast %arg0 : !llvm.ptr to !llvm.ptr
; CHECK: "llvm.intr.memcpy"(%arg1, %[[C]], %{{[0-9]+}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
; LL: declare i64 @strlen(ptr nocapture) #[[R:[0-9]+]]
; LL: declare i32 @rn(i32) #[[N:[0-9]+]]
; LL: attributes #[[R]] = { nounwind memory(read) }
; LL: attributes #[[N]] = { memory(none) }
