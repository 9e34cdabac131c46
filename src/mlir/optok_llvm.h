/* optok_llvm.h - op-name keywords of the LLVM dialect (owner: lparse):
 * X("llvm.add", T_LLVM_BINOP, OP_LLVM_ADD), as in optok.h.  Ops that share
 * a custom form share a token (grammar/mlir.y, LLVM section); the OpKind
 * tells the builder which op it is.  Names "llvm.intr.*" are T_LLVM_INTR
 * (LLVM_INTR_PREFIX, checked by the lexer after the table). */
#ifndef XLATE_MLIR_OPTOK_LLVM_H
#define XLATE_MLIR_OPTOK_LLVM_H

#define LLVM_INTR_PREFIX "llvm.intr."

#define XOPTOKS_LLVM(X) \
	X("llvm.add", T_LLVM_BINOP, OP_LLVM_ADD) X("llvm.sub", T_LLVM_BINOP, OP_LLVM_SUB) \
	X("llvm.mul", T_LLVM_BINOP, OP_LLVM_MUL) X("llvm.udiv", T_LLVM_BINOP, OP_LLVM_UDIV) \
	X("llvm.sdiv", T_LLVM_BINOP, OP_LLVM_SDIV) X("llvm.urem", T_LLVM_BINOP, OP_LLVM_UREM) \
	X("llvm.srem", T_LLVM_BINOP, OP_LLVM_SREM) X("llvm.and", T_LLVM_BINOP, OP_LLVM_AND) \
	X("llvm.or", T_LLVM_BINOP, OP_LLVM_OR) X("llvm.xor", T_LLVM_BINOP, OP_LLVM_XOR) \
	X("llvm.shl", T_LLVM_BINOP, OP_LLVM_SHL) X("llvm.lshr", T_LLVM_BINOP, OP_LLVM_LSHR) \
	X("llvm.ashr", T_LLVM_BINOP, OP_LLVM_ASHR) \
	X("llvm.fadd", T_LLVM_BINOP, OP_LLVM_FADD) X("llvm.fsub", T_LLVM_BINOP, OP_LLVM_FSUB) \
	X("llvm.fmul", T_LLVM_BINOP, OP_LLVM_FMUL) X("llvm.fdiv", T_LLVM_BINOP, OP_LLVM_FDIV) \
	X("llvm.frem", T_LLVM_BINOP, OP_LLVM_FREM) \
	X("llvm.fneg", T_LLVM_UNOP, OP_LLVM_FNEG) X("llvm.freeze", T_LLVM_UNOP, OP_LLVM_FREEZE) \
	X("llvm.icmp", T_LLVM_CMP, OP_LLVM_ICMP) X("llvm.fcmp", T_LLVM_CMP, OP_LLVM_FCMP) \
	X("llvm.trunc", T_LLVM_CAST, OP_LLVM_TRUNC) X("llvm.zext", T_LLVM_CAST, OP_LLVM_ZEXT) \
	X("llvm.sext", T_LLVM_CAST, OP_LLVM_SEXT) X("llvm.fptrunc", T_LLVM_CAST, OP_LLVM_FPTRUNC) \
	X("llvm.fpext", T_LLVM_CAST, OP_LLVM_FPEXT) X("llvm.fptoui", T_LLVM_CAST, OP_LLVM_FPTOUI) \
	X("llvm.fptosi", T_LLVM_CAST, OP_LLVM_FPTOSI) X("llvm.uitofp", T_LLVM_CAST, OP_LLVM_UITOFP) \
	X("llvm.sitofp", T_LLVM_CAST, OP_LLVM_SITOFP) X("llvm.ptrtoint", T_LLVM_CAST, OP_LLVM_PTRTOINT) \
	X("llvm.inttoptr", T_LLVM_CAST, OP_LLVM_INTTOPTR) X("llvm.bitcast", T_LLVM_CAST, OP_LLVM_BITCAST) \
	X("llvm.addrspacecast", T_LLVM_CAST, OP_LLVM_ADDRSPACECAST) \
	X("llvm.select", T_LLVM_SELECT, OP_LLVM_SELECT) \
	X("llvm.mlir.constant", T_LLVM_CONSTANT, OP_LLVM_CONSTANT) \
	X("llvm.mlir.undef", T_LLVM_TYPED0, OP_LLVM_UNDEF) X("llvm.mlir.poison", T_LLVM_TYPED0, OP_LLVM_POISON) \
	X("llvm.mlir.zero", T_LLVM_TYPED0, OP_LLVM_ZERO) X("llvm.mlir.null", T_LLVM_TYPED0, OP_LLVM_NULL) \
	X("llvm.mlir.none", T_LLVM_TYPED0, OP_LLVM_NONE) \
	X("llvm.mlir.addressof", T_LLVM_ADDRESSOF, OP_LLVM_ADDRESSOF) \
	X("llvm.dso_local_equivalent", T_LLVM_ADDRESSOF, OP_LLVM_DSO_LOCAL_EQUIVALENT) \
	X("llvm.alloca", T_LLVM_ALLOCA, OP_LLVM_ALLOCA) X("llvm.load", T_LLVM_LOAD, OP_LLVM_LOAD) \
	X("llvm.store", T_LLVM_STORE, OP_LLVM_STORE) X("llvm.getelementptr", T_LLVM_GEP, OP_LLVM_GEP) \
	X("llvm.extractvalue", T_LLVM_EXTRACTVALUE, OP_LLVM_EXTRACTVALUE) \
	X("llvm.insertvalue", T_LLVM_INSERTVALUE, OP_LLVM_INSERTVALUE) \
	X("llvm.extractelement", T_LLVM_EXTRACTELEMENT, OP_LLVM_EXTRACTELEMENT) \
	X("llvm.insertelement", T_LLVM_INSERTELEMENT, OP_LLVM_INSERTELEMENT) \
	X("llvm.shufflevector", T_LLVM_SHUFFLEVECTOR, OP_LLVM_SHUFFLEVECTOR) \
	X("llvm.atomicrmw", T_LLVM_ATOMICRMW, OP_LLVM_ATOMICRMW) \
	X("llvm.cmpxchg", T_LLVM_CMPXCHG, OP_LLVM_CMPXCHG) X("llvm.fence", T_LLVM_FENCE, OP_LLVM_FENCE) \
	X("llvm.va_arg", T_LLVM_VA_ARG, OP_LLVM_VA_ARG) \
	X("llvm.call", T_LLVM_CALL, OP_LLVM_CALL) X("llvm.invoke", T_LLVM_INVOKE, OP_LLVM_INVOKE) \
	X("llvm.call_intrinsic", T_LLVM_CALL_INTRINSIC, OP_LLVM_CALL_INTRINSIC) \
	X("llvm.inline_asm", T_LLVM_INLINE_ASM, OP_LLVM_INLINE_ASM) \
	X("llvm.landingpad", T_LLVM_LANDINGPAD, OP_LLVM_LANDINGPAD) \
	X("llvm.resume", T_LLVM_RESUME, OP_LLVM_RESUME) X("llvm.return", T_LLVM_RETURN, OP_LLVM_RETURN) \
	X("llvm.unreachable", T_LLVM_UNREACHABLE, OP_LLVM_UNREACHABLE) \
	X("llvm.br", T_LLVM_BR, OP_LLVM_BR) X("llvm.cond_br", T_LLVM_COND_BR, OP_LLVM_COND_BR) \
	X("llvm.switch", T_LLVM_SWITCH, OP_LLVM_SWITCH) X("llvm.indirectbr", T_LLVM_INDIRECTBR, OP_LLVM_INDIRECTBR) \
	X("llvm.blockaddress", T_LLVM_BLOCKADDRESS, OP_LLVM_BLOCKADDRESS) \
	X("llvm.blocktag", T_LLVM_BLOCKTAG, OP_LLVM_BLOCKTAG) \
	X("llvm.func", T_LLVM_FUNC, OP_LLVM_FUNC) X("llvm.mlir.global", T_LLVM_GLOBAL, OP_LLVM_GLOBAL) \
	X("llvm.comdat", T_LLVM_COMDAT, OP_LLVM_COMDAT) \
	X("llvm.comdat_selector", T_LLVM_COMDAT_SELECTOR, OP_LLVM_COMDAT_SELECTOR) \
	X("llvm.linker_options", T_LLVM_LINKER_OPTIONS, OP_LLVM_LINKER_OPTIONS) \
	X("llvm.module_flags", T_LLVM_LINKER_OPTIONS, OP_LLVM_MODULE_FLAGS) \
	X("llvm.mlir.global_ctors", T_LLVM_ATTR_OP, OP_LLVM_GLOBAL_CTORS) \
	X("llvm.mlir.global_dtors", T_LLVM_ATTR_OP, OP_LLVM_GLOBAL_DTORS) \
	X("llvm.mlir.alias", T_LLVM_ALIAS, OP_LLVM_ALIAS) X("llvm.mlir.ifunc", T_LLVM_IFUNC, OP_LLVM_IFUNC)

#endif
