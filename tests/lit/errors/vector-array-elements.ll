; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; llvm-as's checks of a vector's length and element type, an array's and a
; struct's element types (LLParser::parseArrayVectorType, parseStructBody),
; at the same places.
@a = external global <0 x i32>
; CHECK: vector-array-elements.ll:[[@LINE-1]]:23: error: zero element vector is illegal
@b = external global <vscale x 0 x i32>
; CHECK: vector-array-elements.ll:[[@LINE-1]]:32: error: zero element vector is illegal
@c = external global <4294967296 x i8>
; CHECK: vector-array-elements.ll:[[@LINE-1]]:23: error: size too large for vector
@d = external global <2 x [2 x i32]>
; CHECK: vector-array-elements.ll:[[@LINE-1]]:27: error: invalid vector element type
@e = external global <2 x label>
; CHECK: vector-array-elements.ll:[[@LINE-1]]:27: error: invalid vector element type
@f = external global [2 x label]
; CHECK: vector-array-elements.ll:[[@LINE-1]]:27: error: invalid array element type
@g = external global [2 x token]
; CHECK: vector-array-elements.ll:[[@LINE-1]]:27: error: invalid array element type
@h = external global { label }
; CHECK: vector-array-elements.ll:[[@LINE-1]]:24: error: invalid element type for struct
@i = external global <{ i32, token }>
; CHECK: vector-array-elements.ll:[[@LINE-1]]:30: error: invalid element type for struct
%T = type { i32, void (i32) }
; CHECK: vector-array-elements.ll:[[@LINE-1]]:18: error: invalid element type for struct
; valid: vectors of pointers and of every float, arrays of scalable vectors
@ok1 = external global <2 x ptr>
@ok2 = external global <2 x x86_fp80>
@ok3 = external global <2 x ppc_fp128>
define void @ok4() {
  %a = alloca [2 x <vscale x 2 x i32>]
  ret void
}
; CHECK-NOT: error
