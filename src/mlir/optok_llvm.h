/* optok_llvm.h - op-name keywords of the LLVM dialect (owner: lparse):
 * X("llvm.add", T_LLVM_BINOP, OP_LLVM_ADD), as in optok.h.  Declare each
 * token in the "LLVM dialect custom forms" section of grammar/mlir.y. */
#ifndef XLATE_MLIR_OPTOK_LLVM_H
#define XLATE_MLIR_OPTOK_LLVM_H

#define XOPTOKS_LLVM(X)

#endif
