; xlate-translate --import-llvm --import-structs-as-literals (as
; mlir-translate-22 -import-structs-as-literals): a named struct is
; imported as its literal body wherever it is used, before its definition
; too, nested ones as well; an opaque one is the empty struct.  Without the
; flag the names stay (upstream Import/import-structs-as-literals.ll).
; RUN: %xlate-translate --import-llvm --import-structs-as-literals %s | FileCheck %s
; RUN: %xlate-translate --import-llvm %s | FileCheck --check-prefix=NAMED %s

; CHECK: llvm.mlir.global external @a() {{.*}} : !llvm.struct<(i32, struct<packed (i8, i16)>)>
; CHECK: llvm.mlir.global external @b() {{.*}} : !llvm.struct<()>
; CHECK: llvm.load %arg0 {{.*}}: !llvm.ptr -> !llvm.struct<(i32, struct<packed (i8, i16)>)>
; CHECK: llvm.alloca %{{.*}} x !llvm.struct<packed (i8, i16)>
; NAMED: @a() {{.*}} : !llvm.struct<"fwd", (i32, struct<"inner", packed (i8, i16)>)>
; NAMED: @b() {{.*}} : !llvm.struct<"op", opaque>

@a = external global %fwd
%fwd = type { i32, %inner }
%inner = type <{ i8, i16 }>
%op = type opaque
@b = external global %op

define void @f(ptr %p) {
  %x = load %fwd, ptr %p
  %y = alloca %inner
  ret void
}
