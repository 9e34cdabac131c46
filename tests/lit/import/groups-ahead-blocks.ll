; RUN: %xlate --import-llvm %s | FileCheck %s
; RUN: %xlate --import-llvm --no-stream %s | FileCheck %s
; The attribute groups are read ahead (import_module.c's next_group: one
; pass, sixteen bytes at a time, that counts lines and finds each line
; starting with "attributes #").  Here the newline before a group falls
; on the last byte of a sixteen-byte block, on its first, and the last
; group ends the file without a newline; "attributes #" inside a line
; is not a group.

define void @f() #0 {
  ret void
}
define void @g() #1 {
  ret void
}
define void @h() #2 { ; attributes #9 = { cold }
  ret void
}
; CHECK: llvm.func @f() attributes {no_inline}
; CHECK: llvm.func @g() attributes {passthrough = ["cold"]}
; CHECK: llvm.func @h() attributes {no_unwind}
; p
attributes #0 = { noinline }
; p
attributes #1 = { cold }
; ppppppppppp
attributes #2 = { nounwind }