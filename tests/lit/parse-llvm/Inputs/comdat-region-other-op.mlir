// An llvm.comdat holds only llvm.comdat_selector ops (mlir-opt-19/22).
"builtin.module"() ({
  "llvm.comdat"() <{sym_name = "c"}> ({
    // CHECK: [[@LINE+1]]:5: error: only comdat selector symbols can appear in a comdat region
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
