/* optok.h - the op-name keywords of the MLIR lexer: X("spelling", TOKEN,
 * OP_KIND).  The lexer maps an identifier with one of these spellings to
 * TOKEN with the OpKind as its value, so ops of one shape share a grammar
 * rule (grammar/mlir.y).  Identifiers not listed are BARE_ID; unknown
 * dotted names may only be used in the generic form "dialect.op"(...).
 * Unprefixed spellings (return, call, ...) are the func dialect's ops as
 * mlir-opt prints them inside func.func; `module` is builtin.module.
 * The LLVM dialect's rows are in optok_llvm.h (owner: lparse). */
#ifndef XLATE_MLIR_OPTOK_H
#define XLATE_MLIR_OPTOK_H

#include "mlir/optok_llvm.h"

#define XOPTOKS_BUILTIN(X) \
	X("builtin.module", T_MODULE, OP_BUILTIN_MODULE) X("module", T_MODULE, OP_BUILTIN_MODULE) \
	X("builtin.unrealized_conversion_cast", T_UNREALIZED_CAST, OP_BUILTIN_UNREALIZED_CAST) \
	X("unrealized_conversion_cast", T_UNREALIZED_CAST, OP_BUILTIN_UNREALIZED_CAST)

#define XOPTOKS_FUNC(X) \
	X("func.func", T_FUNC_FUNC, OP_FUNC_FUNC) \
	X("func.return", T_FUNC_RETURN, OP_FUNC_RETURN) X("return", T_FUNC_RETURN, OP_FUNC_RETURN) \
	X("func.call", T_FUNC_CALL, OP_FUNC_CALL) X("call", T_FUNC_CALL, OP_FUNC_CALL) \
	X("func.call_indirect", T_FUNC_CALL_INDIRECT, OP_FUNC_CALL_INDIRECT) \
	X("call_indirect", T_FUNC_CALL_INDIRECT, OP_FUNC_CALL_INDIRECT) \
	X("func.constant", T_FUNC_CONSTANT, OP_FUNC_CONSTANT) X("constant", T_FUNC_CONSTANT, OP_FUNC_CONSTANT)

#define XOPTOKS_ARITH(X) \
	X("arith.constant", T_ARITH_CONSTANT, OP_ARITH_CONSTANT) \
	X("arith.addi", T_ARITH_BINOP, OP_ARITH_ADDI) X("arith.subi", T_ARITH_BINOP, OP_ARITH_SUBI) \
	X("arith.muli", T_ARITH_BINOP, OP_ARITH_MULI) X("arith.divsi", T_ARITH_BINOP, OP_ARITH_DIVSI) \
	X("arith.divui", T_ARITH_BINOP, OP_ARITH_DIVUI) X("arith.remsi", T_ARITH_BINOP, OP_ARITH_REMSI) \
	X("arith.remui", T_ARITH_BINOP, OP_ARITH_REMUI) X("arith.ceildivsi", T_ARITH_BINOP, OP_ARITH_CEILDIVSI) \
	X("arith.ceildivui", T_ARITH_BINOP, OP_ARITH_CEILDIVUI) X("arith.floordivsi", T_ARITH_BINOP, OP_ARITH_FLOORDIVSI) \
	X("arith.andi", T_ARITH_BINOP, OP_ARITH_ANDI) X("arith.ori", T_ARITH_BINOP, OP_ARITH_ORI) \
	X("arith.xori", T_ARITH_BINOP, OP_ARITH_XORI) X("arith.shli", T_ARITH_BINOP, OP_ARITH_SHLI) \
	X("arith.shrsi", T_ARITH_BINOP, OP_ARITH_SHRSI) X("arith.shrui", T_ARITH_BINOP, OP_ARITH_SHRUI) \
	X("arith.maxsi", T_ARITH_BINOP, OP_ARITH_MAXSI) X("arith.maxui", T_ARITH_BINOP, OP_ARITH_MAXUI) \
	X("arith.minsi", T_ARITH_BINOP, OP_ARITH_MINSI) X("arith.minui", T_ARITH_BINOP, OP_ARITH_MINUI) \
	X("arith.addf", T_ARITH_BINOP, OP_ARITH_ADDF) X("arith.subf", T_ARITH_BINOP, OP_ARITH_SUBF) \
	X("arith.mulf", T_ARITH_BINOP, OP_ARITH_MULF) X("arith.divf", T_ARITH_BINOP, OP_ARITH_DIVF) \
	X("arith.remf", T_ARITH_BINOP, OP_ARITH_REMF) \
	X("arith.maximumf", T_ARITH_BINOP, OP_ARITH_MAXIMUMF) X("arith.minimumf", T_ARITH_BINOP, OP_ARITH_MINIMUMF) \
	X("arith.maxnumf", T_ARITH_BINOP, OP_ARITH_MAXNUMF) X("arith.minnumf", T_ARITH_BINOP, OP_ARITH_MINNUMF) \
	X("arith.negf", T_ARITH_UNARY, OP_ARITH_NEGF) \
	X("arith.cmpi", T_ARITH_CMP, OP_ARITH_CMPI) X("arith.cmpf", T_ARITH_CMP, OP_ARITH_CMPF) \
	X("arith.select", T_ARITH_SELECT, OP_ARITH_SELECT) \
	X("arith.extsi", T_ARITH_CAST, OP_ARITH_EXTSI) X("arith.extui", T_ARITH_CAST, OP_ARITH_EXTUI) \
	X("arith.trunci", T_ARITH_CAST, OP_ARITH_TRUNCI) X("arith.extf", T_ARITH_CAST, OP_ARITH_EXTF) \
	X("arith.truncf", T_ARITH_CAST, OP_ARITH_TRUNCF) X("arith.sitofp", T_ARITH_CAST, OP_ARITH_SITOFP) \
	X("arith.uitofp", T_ARITH_CAST, OP_ARITH_UITOFP) X("arith.fptosi", T_ARITH_CAST, OP_ARITH_FPTOSI) \
	X("arith.fptoui", T_ARITH_CAST, OP_ARITH_FPTOUI) X("arith.bitcast", T_ARITH_CAST, OP_ARITH_BITCAST) \
	X("arith.index_cast", T_ARITH_CAST, OP_ARITH_INDEX_CAST) \
	X("arith.index_castui", T_ARITH_CAST, OP_ARITH_INDEX_CASTUI) \
	X("arith.addui_extended", T_ARITH_EXTENDED, OP_ARITH_ADDUI_EXTENDED) \
	X("arith.mulsi_extended", T_ARITH_EXTENDED, OP_ARITH_MULSI_EXTENDED) \
	X("arith.mului_extended", T_ARITH_EXTENDED, OP_ARITH_MULUI_EXTENDED)

#define XOPTOKS_CF(X) \
	X("cf.br", T_CF_BR, OP_CF_BR) X("cf.cond_br", T_CF_COND_BR, OP_CF_COND_BR) \
	X("cf.switch", T_CF_SWITCH, OP_CF_SWITCH) X("cf.assert", T_CF_ASSERT, OP_CF_ASSERT)

#define XOPTOKS_INDEX(X) \
	X("index.constant", T_INDEX_CONSTANT, OP_INDEX_CONSTANT) \
	X("index.bool.constant", T_INDEX_CONSTANT, OP_INDEX_BOOL_CONSTANT) \
	X("index.add", T_INDEX_BINOP, OP_INDEX_ADD) X("index.sub", T_INDEX_BINOP, OP_INDEX_SUB) \
	X("index.mul", T_INDEX_BINOP, OP_INDEX_MUL) X("index.divs", T_INDEX_BINOP, OP_INDEX_DIVS) \
	X("index.divu", T_INDEX_BINOP, OP_INDEX_DIVU) X("index.rems", T_INDEX_BINOP, OP_INDEX_REMS) \
	X("index.remu", T_INDEX_BINOP, OP_INDEX_REMU) X("index.ceildivs", T_INDEX_BINOP, OP_INDEX_CEILDIVS) \
	X("index.ceildivu", T_INDEX_BINOP, OP_INDEX_CEILDIVU) X("index.floordivs", T_INDEX_BINOP, OP_INDEX_FLOORDIVS) \
	X("index.maxs", T_INDEX_BINOP, OP_INDEX_MAXS) X("index.maxu", T_INDEX_BINOP, OP_INDEX_MAXU) \
	X("index.mins", T_INDEX_BINOP, OP_INDEX_MINS) X("index.minu", T_INDEX_BINOP, OP_INDEX_MINU) \
	X("index.shl", T_INDEX_BINOP, OP_INDEX_SHL) X("index.shrs", T_INDEX_BINOP, OP_INDEX_SHRS) \
	X("index.shru", T_INDEX_BINOP, OP_INDEX_SHRU) X("index.and", T_INDEX_BINOP, OP_INDEX_AND) \
	X("index.or", T_INDEX_BINOP, OP_INDEX_OR) X("index.xor", T_INDEX_BINOP, OP_INDEX_XOR) \
	X("index.cmp", T_INDEX_CMP, OP_INDEX_CMP) X("index.sizeof", T_INDEX_SIZEOF, OP_INDEX_SIZEOF) \
	X("index.casts", T_INDEX_CAST, OP_INDEX_CASTS) X("index.castu", T_INDEX_CAST, OP_INDEX_CASTU)

#define XOPTOKS_MEMREF(X) \
	X("memref.alloc", T_MEMREF_ALLOC, OP_MEMREF_ALLOC) X("memref.alloca", T_MEMREF_ALLOC, OP_MEMREF_ALLOCA) \
	X("memref.dealloc", T_MEMREF_UNARY, OP_MEMREF_DEALLOC) \
	X("memref.load", T_MEMREF_LOAD, OP_MEMREF_LOAD) X("memref.store", T_MEMREF_STORE, OP_MEMREF_STORE) \
	X("memref.dim", T_MEMREF_DIM, OP_MEMREF_DIM) X("memref.rank", T_MEMREF_RANK, OP_MEMREF_RANK) \
	X("memref.cast", T_MEMREF_CAST, OP_MEMREF_CAST) \
	X("memref.memory_space_cast", T_MEMREF_CAST, OP_MEMREF_MEMORY_SPACE_CAST) \
	X("memref.reinterpret_cast", T_MEMREF_REINTERPRET_CAST, OP_MEMREF_REINTERPRET_CAST) \
	X("memref.subview", T_MEMREF_SUBVIEW, OP_MEMREF_SUBVIEW) X("memref.view", T_MEMREF_VIEW, OP_MEMREF_VIEW) \
	X("memref.global", T_MEMREF_GLOBAL, OP_MEMREF_GLOBAL) \
	X("memref.get_global", T_MEMREF_GET_GLOBAL, OP_MEMREF_GET_GLOBAL) \
	X("memref.copy", T_MEMREF_COPY, OP_MEMREF_COPY) \
	X("memref.extract_aligned_pointer_as_index", T_MEMREF_RANK, OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX) \
	X("memref.extract_strided_metadata", T_MEMREF_EXTRACT_META, OP_MEMREF_EXTRACT_STRIDED_METADATA) \
	X("memref.atomic_rmw", T_MEMREF_ATOMIC_RMW, OP_MEMREF_ATOMIC_RMW) \
	X("memref.generic_atomic_rmw", T_MEMREF_GENERIC_ATOMIC_RMW, OP_MEMREF_GENERIC_ATOMIC_RMW) \
	X("memref.atomic_yield", T_MEMREF_YIELD, OP_MEMREF_ATOMIC_YIELD) \
	X("memref.assume_alignment", T_MEMREF_ASSUME_ALIGNMENT, OP_MEMREF_ASSUME_ALIGNMENT) \
	X("memref.expand_shape", T_MEMREF_EXPAND_SHAPE, OP_MEMREF_EXPAND_SHAPE) \
	X("memref.collapse_shape", T_MEMREF_COLLAPSE_SHAPE, OP_MEMREF_COLLAPSE_SHAPE) \
	X("memref.reshape", T_MEMREF_RESHAPE, OP_MEMREF_RESHAPE) \
	X("memref.transpose", T_MEMREF_TRANSPOSE, OP_MEMREF_TRANSPOSE) \
	X("memref.prefetch", T_MEMREF_PREFETCH, OP_MEMREF_PREFETCH) \
	X("memref.alloca_scope", T_MEMREF_ALLOCA_SCOPE, OP_MEMREF_ALLOCA_SCOPE) \
	X("memref.alloca_scope.return", T_MEMREF_YIELD, OP_MEMREF_ALLOCA_SCOPE_RETURN)

/* The 2020-2021 `std` dialect: each op read as its successor (bare `func`
 * is KW_FUNC, `constant` is T_FUNC_CONSTANT: see grammar/mlir.y). */
#define XOPTOKS_STD(X) \
	X("addi", T_ARITH_BINOP, OP_ARITH_ADDI) X("subi", T_ARITH_BINOP, OP_ARITH_SUBI) \
	X("muli", T_ARITH_BINOP, OP_ARITH_MULI) X("divi_signed", T_ARITH_BINOP, OP_ARITH_DIVSI) \
	X("divi_unsigned", T_ARITH_BINOP, OP_ARITH_DIVUI) X("remi_signed", T_ARITH_BINOP, OP_ARITH_REMSI) \
	X("remi_unsigned", T_ARITH_BINOP, OP_ARITH_REMUI) \
	X("shift_left", T_ARITH_BINOP, OP_ARITH_SHLI) X("shift_right_signed", T_ARITH_BINOP, OP_ARITH_SHRSI) \
	X("shift_right_unsigned", T_ARITH_BINOP, OP_ARITH_SHRUI) \
	X("addf", T_ARITH_BINOP, OP_ARITH_ADDF) X("subf", T_ARITH_BINOP, OP_ARITH_SUBF) \
	X("mulf", T_ARITH_BINOP, OP_ARITH_MULF) X("divf", T_ARITH_BINOP, OP_ARITH_DIVF) \
	X("remf", T_ARITH_BINOP, OP_ARITH_REMF) X("negf", T_ARITH_UNARY, OP_ARITH_NEGF) \
	X("cmpi", T_ARITH_CMP, OP_ARITH_CMPI) X("cmpf", T_ARITH_CMP, OP_ARITH_CMPF) \
	X("select", T_ARITH_SELECT, OP_ARITH_SELECT) \
	X("sexti", T_ARITH_CAST, OP_ARITH_EXTSI) X("zexti", T_ARITH_CAST, OP_ARITH_EXTUI) \
	X("trunci", T_ARITH_CAST, OP_ARITH_TRUNCI) X("fpext", T_ARITH_CAST, OP_ARITH_EXTF) \
	X("fptrunc", T_ARITH_CAST, OP_ARITH_TRUNCF) X("sitofp", T_ARITH_CAST, OP_ARITH_SITOFP) \
	X("uitofp", T_ARITH_CAST, OP_ARITH_UITOFP) X("fptosi", T_ARITH_CAST, OP_ARITH_FPTOSI) \
	X("fptoui", T_ARITH_CAST, OP_ARITH_FPTOUI) X("index_cast", T_ARITH_CAST, OP_ARITH_INDEX_CAST) \
	X("br", T_CF_BR, OP_CF_BR) X("cond_br", T_CF_COND_BR, OP_CF_COND_BR) \
	X("alloc", T_MEMREF_ALLOC, OP_MEMREF_ALLOC) X("alloca", T_MEMREF_ALLOC, OP_MEMREF_ALLOCA) \
	X("dealloc", T_MEMREF_UNARY, OP_MEMREF_DEALLOC) \
	X("load", T_MEMREF_LOAD, OP_MEMREF_LOAD) X("store", T_MEMREF_STORE, OP_MEMREF_STORE) \
	X("dim", T_MEMREF_DIM, OP_MEMREF_DIM) X("memref_cast", T_MEMREF_CAST, OP_MEMREF_CAST) \
	X("llvm.mlir.cast", T_UNREALIZED_CAST, OP_BUILTIN_UNREALIZED_CAST) \
	X("std.constant", T_FUNC_CONSTANT, OP_FUNC_CONSTANT) X("std.return", T_FUNC_RETURN, OP_FUNC_RETURN) \
	X("std.call", T_FUNC_CALL, OP_FUNC_CALL) X("std.call_indirect", T_FUNC_CALL_INDIRECT, OP_FUNC_CALL_INDIRECT) \
	X("std.addi", T_ARITH_BINOP, OP_ARITH_ADDI) X("std.subi", T_ARITH_BINOP, OP_ARITH_SUBI) \
	X("std.muli", T_ARITH_BINOP, OP_ARITH_MULI) X("std.addf", T_ARITH_BINOP, OP_ARITH_ADDF) \
	X("std.mulf", T_ARITH_BINOP, OP_ARITH_MULF) X("std.cmpi", T_ARITH_CMP, OP_ARITH_CMPI) \
	X("std.br", T_CF_BR, OP_CF_BR) X("std.cond_br", T_CF_COND_BR, OP_CF_COND_BR) \
	X("std.load", T_MEMREF_LOAD, OP_MEMREF_LOAD) X("std.store", T_MEMREF_STORE, OP_MEMREF_STORE) \
	X("std.alloc", T_MEMREF_ALLOC, OP_MEMREF_ALLOC) X("std.dealloc", T_MEMREF_UNARY, OP_MEMREF_DEALLOC)

#define XOPTOKS(X) XOPTOKS_BUILTIN(X) XOPTOKS_FUNC(X) XOPTOKS_ARITH(X) XOPTOKS_CF(X) \
	XOPTOKS_INDEX(X) XOPTOKS_MEMREF(X) XOPTOKS_LLVM(X) XOPTOKS_STD(X)

/* Other keywords: X("spelling", TOKEN, value).  Value is a TypeKind for
 * BUILTIN_TYPE / LLVM_SIMPLE_TYPE, KW_NEEDS_LT for words that are a token
 * only when '<' follows at once (the '<' is part of the token). */
#define KW_NEEDS_LT 1000
#define XKEYWORDS(X) \
	X("true", KW_TRUE, 0) X("false", KW_FALSE, 0) X("unit", KW_UNIT, 0) \
	X("to", KW_TO, 0) X("x", KW_X, 0) X("attributes", KW_ATTRIBUTES, 0) \
	X("overflow", KW_OVERFLOW, 0) X("fastmath", KW_FASTMATH, 0) X("default", KW_DEFAULT, 0) \
	X("index", BUILTIN_TYPE, TY_INDEX) X("none", BUILTIN_TYPE, TY_NONE) \
	X("f16", BUILTIN_TYPE, TY_F16) X("bf16", BUILTIN_TYPE, TY_BF16) X("f32", BUILTIN_TYPE, TY_F32) \
	X("f64", BUILTIN_TYPE, TY_F64) X("f80", BUILTIN_TYPE, TY_F80) X("f128", BUILTIN_TYPE, TY_F128) \
	X("tf32", BUILTIN_TYPE, TY_TF32) X("f8E5M2", BUILTIN_TYPE, TY_F8E5M2) \
	X("f8E4M3", BUILTIN_TYPE, TY_F8E4M3) X("f8E4M3FN", BUILTIN_TYPE, TY_F8E4M3FN) \
	X("f8E5M2FNUZ", BUILTIN_TYPE, TY_F8E5M2FNUZ) X("f8E4M3FNUZ", BUILTIN_TYPE, TY_F8E4M3FNUZ) \
	X("f8E4M3B11FNUZ", BUILTIN_TYPE, TY_F8E4M3B11FNUZ) X("f8E3M4", BUILTIN_TYPE, TY_F8E3M4) \
	X("f8E8M0FNU", BUILTIN_TYPE, TY_F8E8M0FNU) X("f4E2M1FN", BUILTIN_TYPE, TY_F4E2M1FN) \
	X("f6E2M3FN", BUILTIN_TYPE, TY_F6E2M3FN) X("f6E3M2FN", BUILTIN_TYPE, TY_F6E3M2FN) \
	X("ptr", KW_PTR, 0) X("struct", KW_STRUCT, 0) X("func", KW_FUNC, 0) X("vec", VEC_LT, KW_NEEDS_LT) \
	X("packed", KW_PACKED, 0) X("opaque", KW_OPAQUE, 0) X("target", KW_TARGET, 0) \
	X("void", LLVM_SIMPLE_TYPE, TY_LLVM_VOID) X("label", LLVM_SIMPLE_TYPE, TY_LLVM_LABEL) \
	X("metadata", LLVM_SIMPLE_TYPE, TY_LLVM_METADATA) X("token", LLVM_SIMPLE_TYPE, TY_LLVM_TOKEN) \
	X("ppc_fp128", LLVM_SIMPLE_TYPE, TY_LLVM_PPC_FP128) X("x86_mmx", LLVM_SIMPLE_TYPE, TY_LLVM_X86_MMX) \
	X("x86_amx", LLVM_SIMPLE_TYPE, TY_LLVM_X86_AMX) \
	X("vector", VECTOR_LT, KW_NEEDS_LT) X("memref", MEMREF_LT, KW_NEEDS_LT) \
	X("tensor", TENSOR_LT, KW_NEEDS_LT) X("complex", COMPLEX_LT, KW_NEEDS_LT) \
	X("tuple", TUPLE_LT, KW_NEEDS_LT) X("dense", DENSE_LT, KW_NEEDS_LT) \
	X("array", ARRAY_LT, KW_NEEDS_LT) X("strided", STRIDED_LT, KW_NEEDS_LT) \
	X("dense_resource", DENSE_RESOURCE_LT, KW_NEEDS_LT) \
	X("sparse", SPARSE_LT, KW_NEEDS_LT)

#endif
