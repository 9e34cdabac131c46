/* ops.h - the table of operations xlate knows: X(ID, "dialect.name", flags).
 * OpKind OP_<ID> is derived from it (ir.h).  Ops not listed here are still
 * parsed and printed in generic form (OP_UNKNOWN).  Flags: OPF_* in ir.h.
 * Keep dialects together; add rows, never renumber by hand. */
#ifndef XLATE_OPS_H
#define XLATE_OPS_H

#define XOPS_BUILTIN(X) \
	X(BUILTIN_MODULE, "builtin.module", OPF_SYMBOL | OPF_ISOLATED | OPF_NOREGION_TERM | OPF_NOREGION_ARGS) \
	X(BUILTIN_UNREALIZED_CAST, "builtin.unrealized_conversion_cast", 0)

#define XOPS_FUNC(X) \
	X(FUNC_FUNC, "func.func", OPF_SYMBOL | OPF_ISOLATED | OPF_ENTRY_ARGS) \
	X(FUNC_RETURN, "func.return", OPF_TERM) \
	X(FUNC_CALL, "func.call", 0) \
	X(FUNC_CALL_INDIRECT, "func.call_indirect", 0) \
	X(FUNC_CONSTANT, "func.constant", OPF_CONST)

#define XOPS_ARITH(X) \
	X(ARITH_CONSTANT, "arith.constant", OPF_CONST) \
	X(ARITH_ADDI, "arith.addi", OPF_SAME_TYPE) X(ARITH_SUBI, "arith.subi", OPF_SAME_TYPE) X(ARITH_MULI, "arith.muli", OPF_SAME_TYPE) \
	X(ARITH_DIVSI, "arith.divsi", OPF_SAME_TYPE) X(ARITH_DIVUI, "arith.divui", OPF_SAME_TYPE) \
	X(ARITH_REMSI, "arith.remsi", OPF_SAME_TYPE) X(ARITH_REMUI, "arith.remui", OPF_SAME_TYPE) \
	X(ARITH_CEILDIVSI, "arith.ceildivsi", OPF_SAME_TYPE) X(ARITH_CEILDIVUI, "arith.ceildivui", OPF_SAME_TYPE) \
	X(ARITH_FLOORDIVSI, "arith.floordivsi", OPF_SAME_TYPE) \
	X(ARITH_ANDI, "arith.andi", OPF_SAME_TYPE) X(ARITH_ORI, "arith.ori", OPF_SAME_TYPE) X(ARITH_XORI, "arith.xori", OPF_SAME_TYPE) \
	X(ARITH_SHLI, "arith.shli", OPF_SAME_TYPE) X(ARITH_SHRSI, "arith.shrsi", OPF_SAME_TYPE) X(ARITH_SHRUI, "arith.shrui", OPF_SAME_TYPE) \
	X(ARITH_MAXSI, "arith.maxsi", OPF_SAME_TYPE) X(ARITH_MAXUI, "arith.maxui", OPF_SAME_TYPE) \
	X(ARITH_MINSI, "arith.minsi", OPF_SAME_TYPE) X(ARITH_MINUI, "arith.minui", OPF_SAME_TYPE) \
	X(ARITH_ADDF, "arith.addf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_SUBF, "arith.subf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_MULF, "arith.mulf", OPF_SAME_TYPE | OPF_FLOAT) \
	X(ARITH_DIVF, "arith.divf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_REMF, "arith.remf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_NEGF, "arith.negf", OPF_SAME_TYPE | OPF_FLOAT | OPF_UNARY) \
	X(ARITH_MAXIMUMF, "arith.maximumf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_MINIMUMF, "arith.minimumf", OPF_SAME_TYPE | OPF_FLOAT) \
	X(ARITH_MAXNUMF, "arith.maxnumf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_MINNUMF, "arith.minnumf", OPF_SAME_TYPE | OPF_FLOAT) \
	X(ARITH_CMPI, "arith.cmpi", 0) X(ARITH_CMPF, "arith.cmpf", 0) X(ARITH_SELECT, "arith.select", 0) \
	X(ARITH_EXTSI, "arith.extsi", 0) X(ARITH_EXTUI, "arith.extui", 0) X(ARITH_TRUNCI, "arith.trunci", 0) \
	X(ARITH_EXTF, "arith.extf", 0) X(ARITH_TRUNCF, "arith.truncf", 0) \
	X(ARITH_SITOFP, "arith.sitofp", 0) X(ARITH_UITOFP, "arith.uitofp", 0) \
	X(ARITH_FPTOSI, "arith.fptosi", 0) X(ARITH_FPTOUI, "arith.fptoui", 0) \
	X(ARITH_BITCAST, "arith.bitcast", 0) \
	X(ARITH_INDEX_CAST, "arith.index_cast", 0) X(ARITH_INDEX_CASTUI, "arith.index_castui", 0) \
	X(ARITH_ADDUI_EXTENDED, "arith.addui_extended", 0) \
	X(ARITH_MULSI_EXTENDED, "arith.mulsi_extended", 0) X(ARITH_MULUI_EXTENDED, "arith.mului_extended", 0)

#define XOPS_CF(X) \
	X(CF_BR, "cf.br", OPF_TERM) X(CF_COND_BR, "cf.cond_br", OPF_TERM) \
	X(CF_SWITCH, "cf.switch", OPF_TERM) X(CF_ASSERT, "cf.assert", 0)

#define XOPS_INDEX(X) \
	X(INDEX_CONSTANT, "index.constant", OPF_CONST) X(INDEX_BOOL_CONSTANT, "index.bool.constant", OPF_CONST) \
	X(INDEX_ADD, "index.add", OPF_SAME_TYPE) X(INDEX_SUB, "index.sub", OPF_SAME_TYPE) X(INDEX_MUL, "index.mul", OPF_SAME_TYPE) \
	X(INDEX_DIVS, "index.divs", OPF_SAME_TYPE) X(INDEX_DIVU, "index.divu", OPF_SAME_TYPE) \
	X(INDEX_REMS, "index.rems", OPF_SAME_TYPE) X(INDEX_REMU, "index.remu", OPF_SAME_TYPE) \
	X(INDEX_CEILDIVS, "index.ceildivs", OPF_SAME_TYPE) X(INDEX_CEILDIVU, "index.ceildivu", OPF_SAME_TYPE) \
	X(INDEX_FLOORDIVS, "index.floordivs", OPF_SAME_TYPE) \
	X(INDEX_MAXS, "index.maxs", OPF_SAME_TYPE) X(INDEX_MAXU, "index.maxu", OPF_SAME_TYPE) \
	X(INDEX_MINS, "index.mins", OPF_SAME_TYPE) X(INDEX_MINU, "index.minu", OPF_SAME_TYPE) \
	X(INDEX_SHL, "index.shl", OPF_SAME_TYPE) X(INDEX_SHRS, "index.shrs", OPF_SAME_TYPE) X(INDEX_SHRU, "index.shru", OPF_SAME_TYPE) \
	X(INDEX_AND, "index.and", OPF_SAME_TYPE) X(INDEX_OR, "index.or", OPF_SAME_TYPE) X(INDEX_XOR, "index.xor", OPF_SAME_TYPE) \
	X(INDEX_CMP, "index.cmp", 0) X(INDEX_SIZEOF, "index.sizeof", 0) \
	X(INDEX_CASTS, "index.casts", 0) X(INDEX_CASTU, "index.castu", 0)

#define XOPS_MEMREF(X) \
	X(MEMREF_ALLOC, "memref.alloc", 0) X(MEMREF_ALLOCA, "memref.alloca", 0) \
	X(MEMREF_DEALLOC, "memref.dealloc", 0) X(MEMREF_LOAD, "memref.load", 0) \
	X(MEMREF_STORE, "memref.store", 0) X(MEMREF_DIM, "memref.dim", 0) X(MEMREF_RANK, "memref.rank", 0) \
	X(MEMREF_CAST, "memref.cast", 0) X(MEMREF_REINTERPRET_CAST, "memref.reinterpret_cast", 0) \
	X(MEMREF_SUBVIEW, "memref.subview", 0) X(MEMREF_VIEW, "memref.view", 0) \
	X(MEMREF_GLOBAL, "memref.global", OPF_SYMBOL) X(MEMREF_GET_GLOBAL, "memref.get_global", 0) \
	X(MEMREF_COPY, "memref.copy", 0) \
	X(MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, "memref.extract_aligned_pointer_as_index", 0) \
	X(MEMREF_EXTRACT_STRIDED_METADATA, "memref.extract_strided_metadata", 0) \
	X(MEMREF_ATOMIC_RMW, "memref.atomic_rmw", 0) \
	X(MEMREF_GENERIC_ATOMIC_RMW, "memref.generic_atomic_rmw", OPF_ENTRY_ARGS) \
	X(MEMREF_ATOMIC_YIELD, "memref.atomic_yield", OPF_TERM) \
	X(MEMREF_ASSUME_ALIGNMENT, "memref.assume_alignment", 0) \
	X(MEMREF_EXPAND_SHAPE, "memref.expand_shape", 0) X(MEMREF_COLLAPSE_SHAPE, "memref.collapse_shape", 0) \
	X(MEMREF_RESHAPE, "memref.reshape", 0) X(MEMREF_TRANSPOSE, "memref.transpose", 0) \
	X(MEMREF_PREFETCH, "memref.prefetch", 0) X(MEMREF_MEMORY_SPACE_CAST, "memref.memory_space_cast", 0) \
	X(MEMREF_ALLOCA_SCOPE, "memref.alloca_scope", OPF_NOREGION_ARGS) \
	X(MEMREF_ALLOCA_SCOPE_RETURN, "memref.alloca_scope.return", OPF_TERM)

/* The LLVM dialect core. */
#define XOPS_LLVM(X) \
	X(LLVM_FUNC, "llvm.func", OPF_SYMBOL | OPF_ISOLATED | OPF_ENTRY_ARGS) \
	X(LLVM_GLOBAL, "llvm.mlir.global", OPF_SYMBOL | OPF_ISOLATED) \
	X(LLVM_ALIAS, "llvm.mlir.alias", OPF_SYMBOL | OPF_ISOLATED) \
	X(LLVM_IFUNC, "llvm.mlir.ifunc", OPF_SYMBOL) \
	X(LLVM_COMDAT, "llvm.comdat", OPF_SYMBOL | OPF_NOREGION_TERM | OPF_NOREGION_ARGS) \
	X(LLVM_COMDAT_SELECTOR, "llvm.comdat_selector", OPF_SYMBOL) \
	X(LLVM_MODULE_ASM, "llvm.module_asm", 0) \
	X(LLVM_LINKER_OPTIONS, "llvm.linker_options", 0) \
	X(LLVM_MODULE_FLAGS, "llvm.module_flags", 0) \
	X(LLVM_CONSTANT, "llvm.mlir.constant", OPF_CONST) \
	X(LLVM_UNDEF, "llvm.mlir.undef", OPF_CONST) X(LLVM_POISON, "llvm.mlir.poison", OPF_CONST) \
	X(LLVM_ZERO, "llvm.mlir.zero", OPF_CONST) X(LLVM_NULL, "llvm.mlir.null", OPF_CONST) \
	X(LLVM_ADDRESSOF, "llvm.mlir.addressof", OPF_CONST) \
	X(LLVM_DSO_LOCAL_EQUIVALENT, "llvm.dso_local_equivalent", OPF_CONST) \
	X(LLVM_ADD, "llvm.add", OPF_SAME_TYPE) X(LLVM_SUB, "llvm.sub", OPF_SAME_TYPE) X(LLVM_MUL, "llvm.mul", OPF_SAME_TYPE) \
	X(LLVM_UDIV, "llvm.udiv", OPF_SAME_TYPE) X(LLVM_SDIV, "llvm.sdiv", OPF_SAME_TYPE) X(LLVM_UREM, "llvm.urem", OPF_SAME_TYPE) \
	X(LLVM_SREM, "llvm.srem", OPF_SAME_TYPE) X(LLVM_AND, "llvm.and", OPF_SAME_TYPE) X(LLVM_OR, "llvm.or", OPF_SAME_TYPE) \
	X(LLVM_XOR, "llvm.xor", OPF_SAME_TYPE) X(LLVM_SHL, "llvm.shl", OPF_SAME_TYPE) X(LLVM_LSHR, "llvm.lshr", OPF_SAME_TYPE) \
	X(LLVM_ASHR, "llvm.ashr", OPF_SAME_TYPE) \
	X(LLVM_FADD, "llvm.fadd", OPF_SAME_TYPE | OPF_FLOAT) X(LLVM_FSUB, "llvm.fsub", OPF_SAME_TYPE | OPF_FLOAT) X(LLVM_FMUL, "llvm.fmul", OPF_SAME_TYPE | OPF_FLOAT) \
	X(LLVM_FDIV, "llvm.fdiv", OPF_SAME_TYPE | OPF_FLOAT) X(LLVM_FREM, "llvm.frem", OPF_SAME_TYPE | OPF_FLOAT) X(LLVM_FNEG, "llvm.fneg", OPF_SAME_TYPE | OPF_FLOAT | OPF_UNARY) \
	X(LLVM_ICMP, "llvm.icmp", 0) X(LLVM_FCMP, "llvm.fcmp", 0) \
	X(LLVM_TRUNC, "llvm.trunc", 0) X(LLVM_ZEXT, "llvm.zext", 0) X(LLVM_SEXT, "llvm.sext", 0) \
	X(LLVM_FPTRUNC, "llvm.fptrunc", 0) X(LLVM_FPEXT, "llvm.fpext", 0) \
	X(LLVM_FPTOUI, "llvm.fptoui", 0) X(LLVM_FPTOSI, "llvm.fptosi", 0) \
	X(LLVM_UITOFP, "llvm.uitofp", 0) X(LLVM_SITOFP, "llvm.sitofp", 0) \
	X(LLVM_PTRTOINT, "llvm.ptrtoint", 0) X(LLVM_INTTOPTR, "llvm.inttoptr", 0) \
	X(LLVM_BITCAST, "llvm.bitcast", 0) X(LLVM_ADDRSPACECAST, "llvm.addrspacecast", 0) \
	X(LLVM_SELECT, "llvm.select", 0) X(LLVM_FREEZE, "llvm.freeze", 0) \
	X(LLVM_ALLOCA, "llvm.alloca", 0) X(LLVM_LOAD, "llvm.load", 0) X(LLVM_STORE, "llvm.store", 0) \
	X(LLVM_GEP, "llvm.getelementptr", 0) \
	X(LLVM_CALL, "llvm.call", 0) X(LLVM_INVOKE, "llvm.invoke", OPF_TERM) \
	X(LLVM_CALL_INTRINSIC, "llvm.call_intrinsic", 0) X(LLVM_INLINE_ASM, "llvm.inline_asm", 0) \
	X(LLVM_LANDINGPAD, "llvm.landingpad", 0) X(LLVM_RESUME, "llvm.resume", OPF_TERM) \
	X(LLVM_BR, "llvm.br", OPF_TERM) X(LLVM_COND_BR, "llvm.cond_br", OPF_TERM) \
	X(LLVM_SWITCH, "llvm.switch", OPF_TERM) X(LLVM_INDIRECTBR, "llvm.indirectbr", OPF_TERM) \
	X(LLVM_RETURN, "llvm.return", OPF_TERM) X(LLVM_UNREACHABLE, "llvm.unreachable", OPF_TERM) \
	X(LLVM_EXTRACTVALUE, "llvm.extractvalue", 0) X(LLVM_INSERTVALUE, "llvm.insertvalue", 0) \
	X(LLVM_EXTRACTELEMENT, "llvm.extractelement", 0) X(LLVM_INSERTELEMENT, "llvm.insertelement", 0) \
	X(LLVM_SHUFFLEVECTOR, "llvm.shufflevector", 0) \
	X(LLVM_ATOMICRMW, "llvm.atomicrmw", 0) X(LLVM_CMPXCHG, "llvm.cmpxchg", 0) \
	X(LLVM_FENCE, "llvm.fence", 0) X(LLVM_VA_ARG, "llvm.va_arg", 0) \
	X(LLVM_BLOCKADDRESS, "llvm.blockaddress", OPF_CONST) X(LLVM_BLOCKTAG, "llvm.blocktag", 0) \
	X(LLVM_GLOBAL_CTORS, "llvm.mlir.global_ctors", 0) X(LLVM_GLOBAL_DTORS, "llvm.mlir.global_dtors", 0) \
	X(LLVM_NONE, "llvm.mlir.none", OPF_CONST)

/* llvm.intr.* ops are OP_UNKNOWN-free: every name starting "llvm.intr."
 * maps to OP_LLVM_INTR (see op_kind_of), the intrinsic named by the rest. */
#define XOPS_LLVM_INTR(X) \
	X(LLVM_INTR, "llvm.intr.*", 0)

#define XOPS(X) XOPS_BUILTIN(X) XOPS_FUNC(X) XOPS_ARITH(X) XOPS_CF(X) XOPS_INDEX(X) \
	XOPS_MEMREF(X) XOPS_LLVM(X) XOPS_LLVM_INTR(X)

#endif
