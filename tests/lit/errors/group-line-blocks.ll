; RUN: not %xlate --import-llvm %s 2>&1 | FileCheck %s
; A diagnostic inside an attribute group read ahead is at its line (the
; lines are counted sixteen bytes at a time, import_module.c): here the
; newline before the group is the last byte of a sixteen-byte block.

define void @f() #0 {
  ret void
}
; ppppppppppppp
attributes #0 = { nounwind noundef }
; CHECK: group-line-blocks.ll:10:28: error: this attribute does not apply to functions
