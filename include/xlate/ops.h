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
	X(ARITH_ADDI, "arith.addi", 0) X(ARITH_SUBI, "arith.subi", 0) X(ARITH_MULI, "arith.muli", 0) \
	X(ARITH_DIVSI, "arith.divsi", 0) X(ARITH_DIVUI, "arith.divui", 0) \
	X(ARITH_REMSI, "arith.remsi", 0) X(ARITH_REMUI, "arith.remui", 0) \
	X(ARITH_CEILDIVSI, "arith.ceildivsi", 0) X(ARITH_CEILDIVUI, "arith.ceildivui", 0) \
	X(ARITH_FLOORDIVSI, "arith.floordivsi", 0) \
	X(ARITH_ANDI, "arith.andi", 0) X(ARITH_ORI, "arith.ori", 0) X(ARITH_XORI, "arith.xori", 0) \
	X(ARITH_SHLI, "arith.shli", 0) X(ARITH_SHRSI, "arith.shrsi", 0) X(ARITH_SHRUI, "arith.shrui", 0) \
	X(ARITH_MAXSI, "arith.maxsi", 0) X(ARITH_MAXUI, "arith.maxui", 0) \
	X(ARITH_MINSI, "arith.minsi", 0) X(ARITH_MINUI, "arith.minui", 0) \
	X(ARITH_ADDF, "arith.addf", 0) X(ARITH_SUBF, "arith.subf", 0) X(ARITH_MULF, "arith.mulf", 0) \
	X(ARITH_DIVF, "arith.divf", 0) X(ARITH_REMF, "arith.remf", 0) X(ARITH_NEGF, "arith.negf", 0) \
	X(ARITH_MAXIMUMF, "arith.maximumf", 0) X(ARITH_MINIMUMF, "arith.minimumf", 0) \
	X(ARITH_MAXNUMF, "arith.maxnumf", 0) X(ARITH_MINNUMF, "arith.minnumf", 0) \
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
	X(INDEX_ADD, "index.add", 0) X(INDEX_SUB, "index.sub", 0) X(INDEX_MUL, "index.mul", 0) \
	X(INDEX_DIVS, "index.divs", 0) X(INDEX_DIVU, "index.divu", 0) \
	X(INDEX_REMS, "index.rems", 0) X(INDEX_REMU, "index.remu", 0) \
	X(INDEX_CEILDIVS, "index.ceildivs", 0) X(INDEX_CEILDIVU, "index.ceildivu", 0) \
	X(INDEX_FLOORDIVS, "index.floordivs", 0) \
	X(INDEX_MAXS, "index.maxs", 0) X(INDEX_MAXU, "index.maxu", 0) \
	X(INDEX_MINS, "index.mins", 0) X(INDEX_MINU, "index.minu", 0) \
	X(INDEX_SHL, "index.shl", 0) X(INDEX_SHRS, "index.shrs", 0) X(INDEX_SHRU, "index.shru", 0) \
	X(INDEX_AND, "index.and", 0) X(INDEX_OR, "index.or", 0) X(INDEX_XOR, "index.xor", 0) \
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
	X(LLVM_ADD, "llvm.add", 0) X(LLVM_SUB, "llvm.sub", 0) X(LLVM_MUL, "llvm.mul", 0) \
	X(LLVM_UDIV, "llvm.udiv", 0) X(LLVM_SDIV, "llvm.sdiv", 0) X(LLVM_UREM, "llvm.urem", 0) \
	X(LLVM_SREM, "llvm.srem", 0) X(LLVM_AND, "llvm.and", 0) X(LLVM_OR, "llvm.or", 0) \
	X(LLVM_XOR, "llvm.xor", 0) X(LLVM_SHL, "llvm.shl", 0) X(LLVM_LSHR, "llvm.lshr", 0) \
	X(LLVM_ASHR, "llvm.ashr", 0) \
	X(LLVM_FADD, "llvm.fadd", 0) X(LLVM_FSUB, "llvm.fsub", 0) X(LLVM_FMUL, "llvm.fmul", 0) \
	X(LLVM_FDIV, "llvm.fdiv", 0) X(LLVM_FREM, "llvm.frem", 0) X(LLVM_FNEG, "llvm.fneg", 0) \
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
