"t.t"() {a = #llvm.tailcallkind<musttail>, b = #llvm.uwtableKind<async>, c = #llvm.framePointerKind<"non-leaf">, d = #llvm.framePointerKind<all>} : () -> ()
