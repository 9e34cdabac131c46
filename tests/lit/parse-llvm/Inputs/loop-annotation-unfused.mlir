// a loop's start location that is no FusedLoc (mlir-opt: "failed to parse LoopAnnotationAttr parameter 'startLoc' which is to be a `FusedLoc`")
#loc = loc("l.c":2:3)
#loop_annotation = #llvm.loop_annotation<startLoc = #loc>
llvm.func @f(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb1 {loop_annotation = #loop_annotation}
^bb1:
  llvm.return
}
