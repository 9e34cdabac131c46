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
	X(ARITH_DIVF, "arith.divf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_REMF, "arith.remf", OPF_SAME_TYPE | OPF_FLOAT) X(ARITH_NEGF, "arith.negf", OPF_SAME_TYPE | OPF_FLOAT) \
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
	X(LLVM_FDIV, "llvm.fdiv", OPF_SAME_TYPE | OPF_FLOAT) X(LLVM_FREM, "llvm.frem", OPF_SAME_TYPE | OPF_FLOAT) X(LLVM_FNEG, "llvm.fneg", OPF_SAME_TYPE | OPF_FLOAT) \
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

/* The counts an op of each kind must have, from MLIR 22's op definitions
 * (the ODS traits ZeroOperands, NOperands<N>, AtLeastNOperands<N>,
 * OneResult, VariadicResults, OneRegion, NSuccessors<N>, ... and Optional
 * groups): A(ID, operands, results, regions, successors), each N(k)
 * exactly k, L(k) k or more (variadic, segment-sized), O none or one.
 * Operands count the successors' operands too, as MLIR's.  op_arity_ok
 * (op.c) checks them; every kind of XOPS has a row. */
#define XARITY(A) \
	A(BUILTIN_MODULE, N(0), N(0), N(1), N(0)) \
	A(BUILTIN_UNREALIZED_CAST, L(0), L(0), N(0), N(0)) \
	A(FUNC_FUNC, N(0), N(0), N(1), N(0)) \
	A(FUNC_RETURN, L(0), N(0), N(0), N(0)) \
	A(FUNC_CALL, L(0), L(0), N(0), N(0)) \
	A(FUNC_CALL_INDIRECT, L(1), L(0), N(0), N(0)) \
	A(FUNC_CONSTANT, N(0), N(1), N(0), N(0)) \
	A(ARITH_CONSTANT, N(0), N(1), N(0), N(0)) \
	A(ARITH_ADDI, N(2), N(1), N(0), N(0)) \
	A(ARITH_SUBI, N(2), N(1), N(0), N(0)) \
	A(ARITH_MULI, N(2), N(1), N(0), N(0)) \
	A(ARITH_DIVSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_DIVUI, N(2), N(1), N(0), N(0)) \
	A(ARITH_REMSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_REMUI, N(2), N(1), N(0), N(0)) \
	A(ARITH_CEILDIVSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_CEILDIVUI, N(2), N(1), N(0), N(0)) \
	A(ARITH_FLOORDIVSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_ANDI, N(2), N(1), N(0), N(0)) \
	A(ARITH_ORI, N(2), N(1), N(0), N(0)) \
	A(ARITH_XORI, N(2), N(1), N(0), N(0)) \
	A(ARITH_SHLI, N(2), N(1), N(0), N(0)) \
	A(ARITH_SHRSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_SHRUI, N(2), N(1), N(0), N(0)) \
	A(ARITH_MAXSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_MAXUI, N(2), N(1), N(0), N(0)) \
	A(ARITH_MINSI, N(2), N(1), N(0), N(0)) \
	A(ARITH_MINUI, N(2), N(1), N(0), N(0)) \
	A(ARITH_ADDF, N(2), N(1), N(0), N(0)) \
	A(ARITH_SUBF, N(2), N(1), N(0), N(0)) \
	A(ARITH_MULF, N(2), N(1), N(0), N(0)) \
	A(ARITH_DIVF, N(2), N(1), N(0), N(0)) \
	A(ARITH_REMF, N(2), N(1), N(0), N(0)) \
	A(ARITH_NEGF, N(1), N(1), N(0), N(0)) \
	A(ARITH_MAXIMUMF, N(2), N(1), N(0), N(0)) \
	A(ARITH_MINIMUMF, N(2), N(1), N(0), N(0)) \
	A(ARITH_MAXNUMF, N(2), N(1), N(0), N(0)) \
	A(ARITH_MINNUMF, N(2), N(1), N(0), N(0)) \
	A(ARITH_CMPI, N(2), N(1), N(0), N(0)) \
	A(ARITH_CMPF, N(2), N(1), N(0), N(0)) \
	A(ARITH_SELECT, N(3), N(1), N(0), N(0)) \
	A(ARITH_EXTSI, N(1), N(1), N(0), N(0)) \
	A(ARITH_EXTUI, N(1), N(1), N(0), N(0)) \
	A(ARITH_TRUNCI, N(1), N(1), N(0), N(0)) \
	A(ARITH_EXTF, N(1), N(1), N(0), N(0)) \
	A(ARITH_TRUNCF, N(1), N(1), N(0), N(0)) \
	A(ARITH_SITOFP, N(1), N(1), N(0), N(0)) \
	A(ARITH_UITOFP, N(1), N(1), N(0), N(0)) \
	A(ARITH_FPTOSI, N(1), N(1), N(0), N(0)) \
	A(ARITH_FPTOUI, N(1), N(1), N(0), N(0)) \
	A(ARITH_BITCAST, N(1), N(1), N(0), N(0)) \
	A(ARITH_INDEX_CAST, N(1), N(1), N(0), N(0)) \
	A(ARITH_INDEX_CASTUI, N(1), N(1), N(0), N(0)) \
	A(ARITH_ADDUI_EXTENDED, N(2), N(2), N(0), N(0)) \
	A(ARITH_MULSI_EXTENDED, N(2), N(2), N(0), N(0)) \
	A(ARITH_MULUI_EXTENDED, N(2), N(2), N(0), N(0)) \
	A(CF_BR, L(0), N(0), N(0), N(1)) \
	A(CF_COND_BR, L(1), N(0), N(0), N(2)) \
	A(CF_SWITCH, L(1), N(0), N(0), L(1)) \
	A(CF_ASSERT, N(1), N(0), N(0), N(0)) \
	A(INDEX_CONSTANT, N(0), N(1), N(0), N(0)) \
	A(INDEX_BOOL_CONSTANT, N(0), N(1), N(0), N(0)) \
	A(INDEX_ADD, N(2), N(1), N(0), N(0)) \
	A(INDEX_SUB, N(2), N(1), N(0), N(0)) \
	A(INDEX_MUL, N(2), N(1), N(0), N(0)) \
	A(INDEX_DIVS, N(2), N(1), N(0), N(0)) \
	A(INDEX_DIVU, N(2), N(1), N(0), N(0)) \
	A(INDEX_REMS, N(2), N(1), N(0), N(0)) \
	A(INDEX_REMU, N(2), N(1), N(0), N(0)) \
	A(INDEX_CEILDIVS, N(2), N(1), N(0), N(0)) \
	A(INDEX_CEILDIVU, N(2), N(1), N(0), N(0)) \
	A(INDEX_FLOORDIVS, N(2), N(1), N(0), N(0)) \
	A(INDEX_MAXS, N(2), N(1), N(0), N(0)) \
	A(INDEX_MAXU, N(2), N(1), N(0), N(0)) \
	A(INDEX_MINS, N(2), N(1), N(0), N(0)) \
	A(INDEX_MINU, N(2), N(1), N(0), N(0)) \
	A(INDEX_SHL, N(2), N(1), N(0), N(0)) \
	A(INDEX_SHRS, N(2), N(1), N(0), N(0)) \
	A(INDEX_SHRU, N(2), N(1), N(0), N(0)) \
	A(INDEX_AND, N(2), N(1), N(0), N(0)) \
	A(INDEX_OR, N(2), N(1), N(0), N(0)) \
	A(INDEX_XOR, N(2), N(1), N(0), N(0)) \
	A(INDEX_CMP, N(2), N(1), N(0), N(0)) \
	A(INDEX_SIZEOF, N(0), N(1), N(0), N(0)) \
	A(INDEX_CASTS, N(1), N(1), N(0), N(0)) \
	A(INDEX_CASTU, N(1), N(1), N(0), N(0)) \
	A(MEMREF_ALLOC, L(0), N(1), N(0), N(0)) \
	A(MEMREF_ALLOCA, L(0), N(1), N(0), N(0)) \
	A(MEMREF_DEALLOC, N(1), N(0), N(0), N(0)) \
	A(MEMREF_LOAD, L(1), N(1), N(0), N(0)) \
	A(MEMREF_STORE, L(2), N(0), N(0), N(0)) \
	A(MEMREF_DIM, N(2), N(1), N(0), N(0)) \
	A(MEMREF_RANK, N(1), N(1), N(0), N(0)) \
	A(MEMREF_CAST, N(1), N(1), N(0), N(0)) \
	A(MEMREF_REINTERPRET_CAST, L(1), N(1), N(0), N(0)) \
	A(MEMREF_SUBVIEW, L(1), N(1), N(0), N(0)) \
	A(MEMREF_VIEW, L(2), N(1), N(0), N(0)) \
	A(MEMREF_GLOBAL, N(0), N(0), N(0), N(0)) \
	A(MEMREF_GET_GLOBAL, N(0), N(1), N(0), N(0)) \
	A(MEMREF_COPY, N(2), N(0), N(0), N(0)) \
	A(MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, N(1), N(1), N(0), N(0)) \
	A(MEMREF_EXTRACT_STRIDED_METADATA, N(1), L(2), N(0), N(0)) \
	A(MEMREF_ATOMIC_RMW, L(2), N(1), N(0), N(0)) \
	A(MEMREF_GENERIC_ATOMIC_RMW, L(1), N(1), N(1), N(0)) \
	A(MEMREF_ATOMIC_YIELD, N(1), N(0), N(0), N(0)) \
	A(MEMREF_ASSUME_ALIGNMENT, N(1), O, N(0), N(0)) /* MLIR 19's has no result */ \
	A(MEMREF_EXPAND_SHAPE, L(1), N(1), N(0), N(0)) \
	A(MEMREF_COLLAPSE_SHAPE, N(1), N(1), N(0), N(0)) \
	A(MEMREF_RESHAPE, N(2), N(1), N(0), N(0)) \
	A(MEMREF_TRANSPOSE, N(1), N(1), N(0), N(0)) \
	A(MEMREF_PREFETCH, L(1), N(0), N(0), N(0)) \
	A(MEMREF_MEMORY_SPACE_CAST, N(1), N(1), N(0), N(0)) \
	A(MEMREF_ALLOCA_SCOPE, N(0), L(0), N(1), N(0)) \
	A(MEMREF_ALLOCA_SCOPE_RETURN, L(0), N(0), N(0), N(0)) \
	A(LLVM_FUNC, N(0), N(0), N(1), N(0)) \
	A(LLVM_GLOBAL, N(0), N(0), N(1), N(0)) \
	A(LLVM_ALIAS, N(0), N(0), N(1), N(0)) \
	A(LLVM_IFUNC, N(0), N(0), N(0), N(0)) \
	A(LLVM_COMDAT, N(0), N(0), N(1), N(0)) \
	A(LLVM_COMDAT_SELECTOR, N(0), N(0), N(0), N(0)) \
	A(LLVM_MODULE_ASM, N(0), N(0), N(0), N(0)) \
	A(LLVM_LINKER_OPTIONS, N(0), N(0), N(0), N(0)) \
	A(LLVM_MODULE_FLAGS, N(0), N(0), N(0), N(0)) \
	A(LLVM_CONSTANT, N(0), N(1), N(0), N(0)) \
	A(LLVM_UNDEF, N(0), N(1), N(0), N(0)) \
	A(LLVM_POISON, N(0), N(1), N(0), N(0)) \
	A(LLVM_ZERO, N(0), N(1), N(0), N(0)) \
	A(LLVM_NULL, N(0), N(1), N(0), N(0)) \
	A(LLVM_ADDRESSOF, N(0), N(1), N(0), N(0)) \
	A(LLVM_DSO_LOCAL_EQUIVALENT, N(0), N(1), N(0), N(0)) \
	A(LLVM_ADD, N(2), N(1), N(0), N(0)) \
	A(LLVM_SUB, N(2), N(1), N(0), N(0)) \
	A(LLVM_MUL, N(2), N(1), N(0), N(0)) \
	A(LLVM_UDIV, N(2), N(1), N(0), N(0)) \
	A(LLVM_SDIV, N(2), N(1), N(0), N(0)) \
	A(LLVM_UREM, N(2), N(1), N(0), N(0)) \
	A(LLVM_SREM, N(2), N(1), N(0), N(0)) \
	A(LLVM_AND, N(2), N(1), N(0), N(0)) \
	A(LLVM_OR, N(2), N(1), N(0), N(0)) \
	A(LLVM_XOR, N(2), N(1), N(0), N(0)) \
	A(LLVM_SHL, N(2), N(1), N(0), N(0)) \
	A(LLVM_LSHR, N(2), N(1), N(0), N(0)) \
	A(LLVM_ASHR, N(2), N(1), N(0), N(0)) \
	A(LLVM_FADD, N(2), N(1), N(0), N(0)) \
	A(LLVM_FSUB, N(2), N(1), N(0), N(0)) \
	A(LLVM_FMUL, N(2), N(1), N(0), N(0)) \
	A(LLVM_FDIV, N(2), N(1), N(0), N(0)) \
	A(LLVM_FREM, N(2), N(1), N(0), N(0)) \
	A(LLVM_FNEG, N(1), N(1), N(0), N(0)) \
	A(LLVM_ICMP, N(2), N(1), N(0), N(0)) \
	A(LLVM_FCMP, N(2), N(1), N(0), N(0)) \
	A(LLVM_TRUNC, N(1), N(1), N(0), N(0)) \
	A(LLVM_ZEXT, N(1), N(1), N(0), N(0)) \
	A(LLVM_SEXT, N(1), N(1), N(0), N(0)) \
	A(LLVM_FPTRUNC, N(1), N(1), N(0), N(0)) \
	A(LLVM_FPEXT, N(1), N(1), N(0), N(0)) \
	A(LLVM_FPTOUI, N(1), N(1), N(0), N(0)) \
	A(LLVM_FPTOSI, N(1), N(1), N(0), N(0)) \
	A(LLVM_UITOFP, N(1), N(1), N(0), N(0)) \
	A(LLVM_SITOFP, N(1), N(1), N(0), N(0)) \
	A(LLVM_PTRTOINT, N(1), N(1), N(0), N(0)) \
	A(LLVM_INTTOPTR, N(1), N(1), N(0), N(0)) \
	A(LLVM_BITCAST, N(1), N(1), N(0), N(0)) \
	A(LLVM_ADDRSPACECAST, N(1), N(1), N(0), N(0)) \
	A(LLVM_SELECT, N(3), N(1), N(0), N(0)) \
	A(LLVM_FREEZE, N(1), N(1), N(0), N(0)) \
	A(LLVM_ALLOCA, N(1), N(1), N(0), N(0)) \
	A(LLVM_LOAD, N(1), N(1), N(0), N(0)) \
	A(LLVM_STORE, N(2), N(0), N(0), N(0)) \
	A(LLVM_GEP, L(1), N(1), N(0), N(0)) \
	A(LLVM_CALL, L(0), O, N(0), N(0)) \
	A(LLVM_INVOKE, L(0), O, N(0), N(2)) \
	A(LLVM_CALL_INTRINSIC, L(0), O, N(0), N(0)) \
	A(LLVM_INLINE_ASM, L(0), O, N(0), N(0)) \
	A(LLVM_LANDINGPAD, L(0), N(1), N(0), N(0)) \
	A(LLVM_RESUME, N(1), N(0), N(0), N(0)) \
	A(LLVM_BR, L(0), N(0), N(0), N(1)) \
	A(LLVM_COND_BR, L(1), N(0), N(0), N(2)) \
	A(LLVM_SWITCH, L(1), N(0), N(0), L(1)) \
	A(LLVM_INDIRECTBR, L(1), N(0), N(0), L(0)) \
	A(LLVM_RETURN, O, N(0), N(0), N(0)) \
	A(LLVM_UNREACHABLE, N(0), N(0), N(0), N(0)) \
	A(LLVM_EXTRACTVALUE, N(1), N(1), N(0), N(0)) \
	A(LLVM_INSERTVALUE, N(2), N(1), N(0), N(0)) \
	A(LLVM_EXTRACTELEMENT, N(2), N(1), N(0), N(0)) \
	A(LLVM_INSERTELEMENT, N(3), N(1), N(0), N(0)) \
	A(LLVM_SHUFFLEVECTOR, N(2), N(1), N(0), N(0)) \
	A(LLVM_ATOMICRMW, N(2), N(1), N(0), N(0)) \
	A(LLVM_CMPXCHG, N(3), N(1), N(0), N(0)) \
	A(LLVM_FENCE, N(0), N(0), N(0), N(0)) \
	A(LLVM_VA_ARG, N(1), N(1), N(0), N(0)) \
	A(LLVM_BLOCKADDRESS, N(0), N(1), N(0), N(0)) \
	A(LLVM_BLOCKTAG, N(0), N(0), N(0), N(0)) \
	A(LLVM_GLOBAL_CTORS, N(0), N(0), N(0), N(0)) \
	A(LLVM_GLOBAL_DTORS, N(0), N(0), N(0), N(0)) \
	A(LLVM_NONE, N(0), N(1), N(0), N(0)) \
	A(LLVM_INTR, L(0), L(0), L(0), L(0))

#endif
