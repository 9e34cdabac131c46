; RUN: not %xlate --llvm-version=19 --import-llvm %s 2>&1 | FileCheck %s
; RUN: not %xlate --import-llvm --no-stream %s 2>&1 | FileCheck %s
; A c"..." constant whose length is not its array type's is llvm-as's error
; at the same column; it was imported as a string constant that --to-llvm
; rejects (a roundtrip campaign finding at e0364d3).
@g = global [3 x i8] c"hello"
; CHECK: cstring-length.ll:6:22: error: constant expression type mismatch: got type '[5 x i8]' but expected '[3 x i8]'
@s = global { [3 x i8], i32 } { [3 x i8] c"abcd", i32 1 }
; CHECK: cstring-length.ll:8:42: error: constant expression type mismatch: got type '[4 x i8]' but expected '[3 x i8]'
define [2 x i8] @f() {
  ret [2 x i8] c"abc"
}
; CHECK: cstring-length.ll:11:16: error: constant expression type mismatch: got type '[3 x i8]' but expected '[2 x i8]'
