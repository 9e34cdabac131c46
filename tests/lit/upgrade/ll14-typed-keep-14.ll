; --keep-ll-extras on typed-pointer IR (clang-14's): the types the opaque
; IR loses are kept as written, an xlate.typed string (LLVM 14 type
; syntax) on each global (its value type), function (its function type),
; alloca (its element type) and cast (its result type) whose type holds a
; typed pointer, and the module's xlate.typed_structs (struct name ->
; body) for the identified structs whose bodies do, which MLIR's tools
; ignore and --llvm-version=14 takes as its first pointee equations
; (ll_infer.c): a global initialized by a cast is loaded at its own type,
; not at i8*; a function returns its own type, with the bitcast of what
; calloc gives; what a void* parameter receives is bitcast from the
; alloca's and the parameter's type; a union's member is bitcast to the
; struct it is, then to i8*; a struct's pointer fields nothing loads keep
; their pointees, and a struct only named by pointers its body.  A type
; naming a numbered struct (%0) is not kept (the import renames those).
; Without the option, and at 19 and 22, nothing changes.
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | FileCheck %s --check-prefix=MLIR
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | llvm-as-14 -o /dev/null
; RUN: %xlate --llvm-version=22 --import-llvm %s | FileCheck %s --check-prefix=NOKEEP
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=14 --to-llvm - | FileCheck %s --check-prefix=GUESS
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --llvm-version=19 --to-llvm - > %t.keep19
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --llvm-version=19 --to-llvm - > %t.nokeep19
; RUN: cmp %t.keep19 %t.nokeep19
; RUN: FileCheck %s --check-prefix=V19 < %t.keep19
; RUN: %xlate --llvm-version=22 --keep-ll-extras --import-llvm %s | %xlate --to-llvm - > %t.keep22
; RUN: %xlate --llvm-version=22 --import-llvm %s | %xlate --to-llvm - > %t.nokeep22
; RUN: cmp %t.keep22 %t.nokeep22
%struct.table = type { i32, %struct.table* }

@table_end = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @table to i8*), i64 32) to i32*), align 8
@table = internal global [8 x i32] zeroinitializer, align 16

define i64 @span() {
  %1 = load i32*, i32** @table_end, align 8
  %2 = ptrtoint i32* %1 to i64
  %3 = sub i64 %2, ptrtoint ([8 x i32]* @table to i64)
  ret i64 %3
}

define %struct.table* @table_new() {
  %1 = call noalias i8* @calloc(i64 1, i64 16)
  %2 = bitcast i8* %1 to %struct.table*
  ret %struct.table* %2
}

declare noalias i8* @calloc(i64, i64)

define void @sort_ints(i32* %v, i64 %n) {
  %1 = alloca i32*, align 8
  store i32* %v, i32** %1, align 8
  %2 = load i32*, i32** %1, align 8
  %3 = bitcast i32* %2 to i8*
  call void @qsort(i8* %3, i64 %n, i64 4, i32 (i8*, i8*)* null)
  ret void
}

define void @sort_ints_o2(i32* %v, i64 %n) {
  %1 = bitcast i32* %v to i8*
  tail call void @qsort(i8* %1, i64 %n, i64 4, i32 (i8*, i8*)* null)
  ret void
}

declare void @qsort(i8*, i64, i64, i32 (i8*, i8*)*)

%union.u = type { i64 }
%struct.s = type { i32, i32 }
%struct.pair = type { i8*, i32* }
%struct.node = type { i32, %struct.node* }
%"struct.ns::q" = type { %struct.s* }
%1 = type { i32, %1* }
%struct.num = type { %1* }

define void @clear(%union.u* %0) {
  %2 = bitcast %union.u* %0 to %struct.s*
  %3 = bitcast %struct.s* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* %3, i8 0, i64 8, i1 false)
  ret void
}

define i8* @first(%struct.pair* %0, %struct.node* %1, %"struct.ns::q"* %2) {
  %4 = getelementptr %struct.pair, %struct.pair* %0, i64 0, i32 0
  %5 = load i8*, i8** %4, align 8
  ret i8* %5
}

define void @num(%1* %0, %struct.num* %1) {
  ret void
}

declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
; MLIR: module attributes {{{.*}}xlate.typed_structs = {struct.node = "{ i32, %struct.node* }", "struct.ns::q" = "{ %struct.s* }", struct.pair = "{ i8*, i32* }", struct.s = "{ i32, i32 }", struct.table = "{ i32, %struct.table* }", union.u = "{ i64 }"}}
; MLIR: llvm.mlir.global internal @table_end() {{{.*}}xlate.typed = "i32*"} : !llvm.ptr
; MLIR: llvm.mlir.global internal @table(dense<0> : tensor<8xi32>) {{{.*}}} : !llvm.array<8 x i32>
; MLIR-LABEL: llvm.func @span() -> i64 {
; MLIR-LABEL: llvm.func @table_new() -> !llvm.ptr attributes {xlate.typed = "%struct.table* ()"}
; MLIR: llvm.func @calloc(i64, i64) -> (!llvm.ptr {llvm.noalias}) attributes {xlate.typed = "i8* (i64, i64)"}
; MLIR-LABEL: llvm.func @sort_ints(%arg0: !llvm.ptr, %arg1: i64) attributes {xlate.typed = "void (i32*, i64)"}
; MLIR: llvm.alloca %{{.*}} x !llvm.ptr {alignment = 8 : i64, xlate.typed = "i32*"}
; MLIR: llvm.func @qsort(!llvm.ptr, i64, i64, !llvm.ptr) attributes {xlate.typed = "void (i8*, i64, i64, i32 (i8*, i8*)*)"}
; CHECK-DAG: %struct.s = type { i32, i32 }
; CHECK-DAG: %union.u = type { i64 }
; CHECK-DAG: %"struct.ns::q" = type { %struct.s* }
; CHECK-DAG: %struct.pair = type { i8*, i32* }
; CHECK-DAG: %struct.node = type { i32, %struct.node* }
; CHECK: @table_end = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([8 x i32]* @table to i8*), i64 32) to i32*), align 8
; CHECK-LABEL: define i64 @span()
; CHECK-NEXT: %1 = load i32*, i32** @table_end, align 8
; CHECK-NEXT: %2 = ptrtoint i32* %1 to i64
; CHECK-LABEL: define %struct.table* @table_new()
; CHECK-NEXT: %1 = call noalias i8* @calloc(i64 1, i64 16)
; CHECK-NEXT: %2 = bitcast i8* %1 to %struct.table*
; CHECK-NEXT: ret %struct.table* %2
; CHECK-LABEL: define void @sort_ints(i32* %0, i64 %1)
; CHECK-NEXT: %3 = alloca i32*, align 8
; CHECK-NEXT: store i32* %0, i32** %3, align 8
; CHECK-NEXT: %4 = load i32*, i32** %3, align 8
; CHECK-NEXT: %5 = bitcast i32* %4 to i8*
; CHECK-NEXT: call void @qsort(i8* %5, i64 %1, i64 4, i32 (i8*, i8*)* null)
; CHECK-LABEL: define void @sort_ints_o2(i32* %0, i64 %1)
; CHECK-NEXT: %3 = bitcast i32* %0 to i8*
; CHECK-NEXT: tail call void @qsort(i8* %3, i64 %1, i64 4, i32 (i8*, i8*)* null)
; MLIR-LABEL: llvm.func @clear(%arg0: !llvm.ptr) attributes {xlate.typed = "void (%union.u*)"}
; MLIR: llvm.bitcast %arg0 {xlate.typed = "%struct.s*"} : !llvm.ptr to !llvm.ptr
; MLIR-NEXT: llvm.bitcast %{{.*}} {xlate.typed = "i8*"} : !llvm.ptr to !llvm.ptr
; MLIR-LABEL: llvm.func @first(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> !llvm.ptr attributes {xlate.typed = "i8* (%struct.pair*, %struct.node*, %\22struct.ns::q\22*)"}
; MLIR-LABEL: llvm.func @num(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
; CHECK-LABEL: define void @clear(%union.u* %0)
; CHECK-NEXT: %2 = bitcast %union.u* %0 to %struct.s*
; CHECK-NEXT: %3 = bitcast %struct.s* %2 to i8*
; CHECK-NEXT: call void @llvm.memset.p0i8.i64(i8* %3, i8 0, i64 8, i1 false)
; CHECK-LABEL: define i8* @first(%struct.pair* %0, %struct.node* %1, %"struct.ns::q"* %2)
; CHECK-LABEL: define void @num(i8* %0, i8* %1)
; NOKEEP-NOT: xlate.typed
; GUESS-DAG: %struct.pair = type { i8*, i8* }
; GUESS: @table_end = internal global i8* getelementptr (i8, i8* bitcast ([8 x i32]* @table to i8*), i64 32), align 8
; GUESS-LABEL: define i8* @table_new()
; GUESS-LABEL: define void @sort_ints(i8* %0, i64 %1)
; GUESS-LABEL: define void @clear(i8* %0)
; GUESS-NEXT: call void @llvm.memset.p0i8.i64(i8* %0, i8 0, i64 8, i1 false)
; GUESS-LABEL: define i8* @first(%struct.pair* %0, i8* %1, i8* %2)
; V19: @table_end = internal global ptr getelementptr (i8, ptr @table, i64 32), align 8
; V19-LABEL: define i64 @span()
; V19-NEXT: %1 = load ptr, ptr @table_end, align 8
; V19-LABEL: define ptr @table_new()
; V19-NEXT: %1 = call ptr @calloc(i64 1, i64 16)
; V19-NEXT: ret ptr %1
