/* intrinsics.h - the LLVM intrinsics xlate knows, one row each:
 *
 *   X(name, op, ovl, args, flags)
 *
 * name   the intrinsic without "llvm." and without its overload suffix;
 * op     the MLIR 19 op after "llvm.intr." where it is spelt otherwise
 *        (vastart for va_start), NULL when the same;
 * ovl    which types name the overload, in order: 'r' the result, a digit
 *        the LLVM argument at that position, 'R' and a digit that element
 *        of the result struct (frexp.f32.i32: "0R1"); NULL means "r" (or
 *        "0" for a void or struct result);
 * args   the LLVM arguments, comma separated: a digit is the op's operand,
 *        "@attr:T" an immediate held by attribute attr (T is i1, i8, i32,
 *        i64, iN = an integer of the attribute's own width, f64 (a
 *        double, held as a float attribute), rm =
 *        rounding-mode metadata, eb = exception-behaviour metadata,
 *        scopes = alias-scope list), "N&attr" operand N with
 *        the parameter attribute `align A`, A held by attribute attr (LLVM
 *        22's masked intrinsics), "N^" operand N with `align A`, A the ABI
 *        alignment of the element type of the first overload type (the
 *        matrix intrinsics, as IRBuilder's MatrixBuilder writes it; not
 *        kept on import); NULL means all operands;
 * flags  IMPORT: mlir-translate-19 and -22 import calls to it as the op;
 *        IMPORT22: only mlir-translate-22 does (MLIR 19 has no such op, or
 *        its import refuses the call: 'unhandled intrinsic'); with
 *        neither, the op exists only for export (intrinsic_imports says
 *        which release imports which); FMF: the op takes fastmathFlags;
 *        ARGATTRS: MLIR 20+'s op holds its operands' attributes (arg_attrs);
 *        ALLOCA: its pointer must be an alloca (LLVM 22's lifetime markers):
 *        the importer follows an older call's pointer through all-zero
 *        getelementptrs to its alloca, and drops the call when it finds
 *        none, as LLVM's parser upgrades it.  NOMLIR: MLIR has no such
 *        op (mlir-opt takes it as an unknown op of the llvm dialect), so
 *        its immediates are not required attributes.
 *        The op's custom form in MLIR (its assemblyFormat; none: only
 *        the generic form, or a form of its own in print_intr.c):
 *        CALLF `(%a, %b) attrs : (T, U) -> R`; FFN `%a, %b attrs : (T, U)
 *        -> R`; FRES `%a, %b attrs : R` (the result's type); FOPND `%a
 *        attrs : T` (no result; the first operand's type); FBARE22 `<{props}>
 *        attrs` (no operands or results; MLIR 20+, generic before).
 *
 * ll_intr.c prints llvm.intr.* ops as calls from these rows; the importer
 * (import_inst.c) turns calls back into ops with the same rows, so the two
 * directions cannot disagree on a name or an argument. */
#ifndef XLATE_LLVMIR_INTRINSICS_H
#define XLATE_LLVMIR_INTRINSICS_H

#include "xlate/ir.h"

enum {
	IMPORT = 1, FMF = 2, ARGATTRS = 4, ALLOCA = 8, NOMLIR = 16, IMPORT22 = 32,
	CALLF = 64, FFN = 128, FRES = 256, FOPND = 512, FBARE22 = 1024,
};

#define XINTRINSICS(X) \
	X("abs", NULL, "r", "0,@is_int_min_poison:i1", IMPORT) \
	X("acos", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("annotation", NULL, "r2", NULL, IMPORT) \
	X("asin", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("assume", NULL, "", NULL, IMPORT) \
	X("atan", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("atan2", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("bitreverse", NULL, NULL, NULL, IMPORT|CALLF) \
	X("bswap", NULL, NULL, NULL, IMPORT|CALLF) \
	X("ceil", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("copysign", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("coro.align", NULL, "r", NULL, IMPORT|FRES) \
	X("coro.begin", NULL, "", NULL, IMPORT|FFN) \
	X("coro.end", NULL, "", NULL, IMPORT) \
	X("coro.free", NULL, "", NULL, IMPORT|FFN) \
	X("coro.id", NULL, "", NULL, IMPORT|FFN) \
	X("coro.promise", NULL, "", NULL, IMPORT|FFN) \
	X("coro.resume", NULL, "", NULL, IMPORT|FOPND) \
	X("coro.save", NULL, "", NULL, IMPORT|FFN) \
	X("coro.size", NULL, "r", NULL, IMPORT|FRES) \
	X("coro.suspend", NULL, "", NULL, IMPORT|FRES) \
	X("cos", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("cosh", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("ctlz", NULL, "r", "0,@is_zero_poison:i1", IMPORT) \
	X("ctpop", NULL, NULL, NULL, IMPORT|CALLF) \
	X("cttz", NULL, "r", "0,@is_zero_poison:i1", IMPORT) \
	X("debugtrap", NULL, "", NULL, IMPORT|FBARE22) \
	X("eh.typeid.for", NULL, "0", NULL, IMPORT|FFN) \
	X("exp", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("exp10", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("exp2", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("expect", NULL, NULL, NULL, IMPORT) \
	X("expect.with.probability", NULL, "r", "0,1,@prob:f64", IMPORT) \
	X("experimental.constrained.fadd", NULL, "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.fdiv", NULL, "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.fma", NULL, "r", "0,1,2,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.fmul", NULL, "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.fmuladd", NULL, "r", "0,1,2,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.fpext", NULL, "r0", "0,@fpExceptionBehavior:eb", IMPORT22) \
	X("experimental.constrained.fptrunc", NULL, "r0", "0,@roundingmode:rm,@fpExceptionBehavior:eb", IMPORT) \
	X("experimental.constrained.frem", NULL, "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.fsub", NULL, "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb", NOMLIR) \
	X("experimental.constrained.sitofp", NULL, "r0", "0,@roundingmode:rm,@fpExceptionBehavior:eb", IMPORT22) \
	X("experimental.constrained.uitofp", NULL, "r0", "0,@roundingmode:rm,@fpExceptionBehavior:eb", IMPORT22) \
	X("experimental.noalias.scope.decl", NULL, "", "@scope:scopes", IMPORT) \
	X("experimental.stepvector", NULL, "r", NULL, IMPORT|FRES) \
	X("experimental.vp.strided.load", NULL, "r01", NULL, IMPORT) \
	X("experimental.vp.strided.store", NULL, "012", NULL, IMPORT) \
	X("fabs", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("floor", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("fma", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("fmuladd", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("fptosi.sat", NULL, "r0", NULL, 0) \
	X("fptoui.sat", NULL, "r0", NULL, 0) \
	X("frexp", NULL, "0R1", NULL, IMPORT22|FMF|CALLF) \
	X("fshl", NULL, NULL, NULL, IMPORT|CALLF) \
	X("fshr", NULL, NULL, NULL, IMPORT|CALLF) \
	X("get.active.lane.mask", NULL, "r0", NULL, IMPORT) \
	X("invariant.end", NULL, "2", "0,@size:i64,1", IMPORT) \
	X("invariant.start", NULL, "1", "@size:i64,0", IMPORT) \
	X("is.constant", NULL, "0", NULL, IMPORT) \
	X("is.fpclass", NULL, "0", "0,@bit:i32", IMPORT) \
	X("launder.invariant.group", NULL, "r", NULL, IMPORT22|FRES) \
	X("ldexp", NULL, "r1", NULL, IMPORT22|FMF|CALLF) \
	X("lifetime.end", NULL, "1", "@size:i64,0", IMPORT) \
	X("lifetime.start", NULL, "1", "@size:i64,0", IMPORT) \
	X("llrint", NULL, "r0", NULL, IMPORT|CALLF) \
	X("llround", NULL, "r0", NULL, IMPORT|CALLF) \
	X("log", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("log10", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("log2", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("lrint", NULL, "r0", NULL, IMPORT|CALLF) \
	X("lround", NULL, "r0", NULL, IMPORT|CALLF) \
	X("masked.compressstore", NULL, "0", NULL, IMPORT|ARGATTRS) \
	X("masked.expandload", NULL, "r", NULL, IMPORT|ARGATTRS) \
	X("masked.gather", NULL, "r0", "0,@alignment:i32,1,2", IMPORT|FFN) \
	X("masked.load", NULL, "r0", "0,@alignment:i32,1,2", IMPORT|FFN) \
	X("masked.scatter", NULL, "01", "0,1,@alignment:i32,2", IMPORT) \
	X("masked.store", NULL, "01", "0,1,@alignment:i32,2", IMPORT) \
	X("matrix.column.major.load", NULL, "r1", "0^,1,@isVolatile:i1,@rows:i32,@columns:i32", IMPORT) \
	X("matrix.column.major.store", NULL, "02", "0,1^,2,@isVolatile:i1,@rows:i32,@columns:i32", IMPORT) \
	X("matrix.multiply", NULL, "r01", "0,1,@lhs_rows:i32,@lhs_columns:i32,@rhs_columns:i32", IMPORT|FFN) \
	X("matrix.transpose", NULL, "r", "0,@rows:i32,@columns:i32", IMPORT) \
	X("maximum", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("maxnum", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("memcpy", NULL, "012", "0,1,2,@isVolatile:i1", IMPORT|ARGATTRS) \
	X("memcpy.inline", NULL, "012", "0,1,@len:iN,@isVolatile:i1", IMPORT|ARGATTRS) \
	X("memmove", NULL, "012", "0,1,2,@isVolatile:i1", IMPORT|ARGATTRS) \
	X("memset", NULL, "02", "0,1,2,@isVolatile:i1", IMPORT|ARGATTRS) \
	X("memset.inline", NULL, "02", "0,1,@len:iN,@isVolatile:i1", IMPORT22|ARGATTRS) \
	X("minimum", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("minnum", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("nearbyint", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("pow", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("powi", NULL, "r1", NULL, IMPORT|FMF|CALLF) \
	X("prefetch", NULL, "0", "0,@rw:i32,@hint:i32,@cache:i32", IMPORT) \
	X("ptr.annotation", NULL, "r2", NULL, IMPORT) \
	X("ptrmask", NULL, "r1", NULL, IMPORT22|FFN) \
	X("rint", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("round", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("roundeven", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("sadd.sat", NULL, NULL, NULL, IMPORT|CALLF) \
	X("sadd.with.overflow", NULL, "0", NULL, IMPORT) \
	X("scmp", NULL, "r0", NULL, IMPORT22|CALLF) \
	X("sin", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("sincos", NULL, "0", NULL, IMPORT22|FMF|CALLF) \
	X("sinh", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("smax", NULL, NULL, NULL, IMPORT|CALLF) \
	X("smin", NULL, NULL, NULL, IMPORT|CALLF) \
	X("smul.with.overflow", NULL, "0", NULL, IMPORT) \
	X("sqrt", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("ssa.copy", NULL, NULL, NULL, IMPORT|FRES) \
	X("sshl.sat", NULL, NULL, NULL, IMPORT|CALLF) \
	X("ssub.sat", NULL, NULL, NULL, IMPORT|CALLF) \
	X("ssub.with.overflow", NULL, "0", NULL, IMPORT) \
	X("stackrestore", NULL, "0", NULL, IMPORT|FOPND) \
	X("stacksave", NULL, "r", NULL, IMPORT|FRES) \
	X("stepvector", NULL, "r", NULL, IMPORT22|FRES) \
	X("strip.invariant.group", NULL, "r", NULL, IMPORT22|FRES) \
	X("tan", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("tanh", NULL, NULL, NULL, IMPORT22|FMF|CALLF) \
	X("threadlocal.address", NULL, "r", NULL, IMPORT) \
	X("trap", NULL, "", NULL, IMPORT|FBARE22) \
	X("trunc", NULL, NULL, NULL, IMPORT|FMF|CALLF) \
	X("uadd.sat", NULL, NULL, NULL, IMPORT|CALLF) \
	X("uadd.with.overflow", NULL, "0", NULL, IMPORT) \
	X("ubsantrap", NULL, "", "@failureKind:i8", IMPORT|FBARE22) \
	X("ucmp", NULL, "r0", NULL, IMPORT22|CALLF) \
	X("umax", NULL, NULL, NULL, IMPORT|CALLF) \
	X("umin", NULL, NULL, NULL, IMPORT|CALLF) \
	X("umul.with.overflow", NULL, "0", NULL, IMPORT) \
	X("ushl.sat", NULL, NULL, NULL, IMPORT|CALLF) \
	X("usub.sat", NULL, NULL, NULL, IMPORT|CALLF) \
	X("usub.with.overflow", NULL, "0", NULL, IMPORT) \
	X("va_copy", "vacopy", "0", NULL, IMPORT) \
	X("va_end", "vaend", "0", NULL, IMPORT|FOPND) \
	X("va_start", "vastart", "0", NULL, IMPORT|FOPND) \
	X("var.annotation", NULL, "01", NULL, IMPORT) \
	X("vector.deinterleave2", NULL, "0", NULL, IMPORT) \
	X("vector.extract", NULL, "r0", "0,@pos:i64", IMPORT) \
	X("vector.insert", NULL, "r1", "0,1,@pos:i64", IMPORT) \
	X("vector.interleave2", NULL, "r", NULL, IMPORT) \
	X("vector.reduce.add", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.and", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.fadd", NULL, "1", NULL, IMPORT|FMF) \
	X("vector.reduce.fmax", NULL, "0", NULL, IMPORT|FMF|CALLF) \
	X("vector.reduce.fmaximum", NULL, "0", NULL, IMPORT|FMF|CALLF) \
	X("vector.reduce.fmin", NULL, "0", NULL, IMPORT|FMF|CALLF) \
	X("vector.reduce.fminimum", NULL, "0", NULL, IMPORT|FMF|CALLF) \
	X("vector.reduce.fmul", NULL, "1", NULL, IMPORT|FMF) \
	X("vector.reduce.mul", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.or", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.smax", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.smin", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.umax", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.umin", NULL, "0", NULL, IMPORT) \
	X("vector.reduce.xor", NULL, "0", NULL, IMPORT) \
	X("vp.add", NULL, NULL, NULL, IMPORT) \
	X("vp.and", NULL, NULL, NULL, IMPORT) \
	X("vp.ashr", NULL, NULL, NULL, IMPORT) \
	X("vp.fadd", NULL, NULL, NULL, IMPORT) \
	X("vp.fdiv", NULL, NULL, NULL, IMPORT) \
	X("vp.fma", NULL, NULL, NULL, IMPORT) \
	X("vp.fmul", NULL, NULL, NULL, IMPORT) \
	X("vp.fmuladd", NULL, NULL, NULL, IMPORT) \
	X("vp.fneg", NULL, NULL, NULL, IMPORT) \
	X("vp.fpext", NULL, "r0", NULL, IMPORT) \
	X("vp.fptosi", NULL, "r0", NULL, IMPORT) \
	X("vp.fptoui", NULL, "r0", NULL, IMPORT) \
	X("vp.fptrunc", NULL, "r0", NULL, IMPORT) \
	X("vp.frem", NULL, NULL, NULL, IMPORT) \
	X("vp.fsub", NULL, NULL, NULL, IMPORT) \
	X("vp.inttoptr", NULL, "r0", NULL, IMPORT) \
	X("vp.load", NULL, "r0", NULL, IMPORT) \
	X("vp.lshr", NULL, NULL, NULL, IMPORT) \
	X("vp.merge", NULL, "1", NULL, IMPORT) \
	X("vp.mul", NULL, NULL, NULL, IMPORT) \
	X("vp.or", NULL, NULL, NULL, IMPORT) \
	X("vp.ptrtoint", NULL, "r0", NULL, IMPORT) \
	X("vp.reduce.add", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.and", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.fadd", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.fmax", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.fmin", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.fmul", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.mul", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.or", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.smax", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.smin", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.umax", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.umin", NULL, "1", NULL, IMPORT) \
	X("vp.reduce.xor", NULL, "1", NULL, IMPORT) \
	X("vp.sdiv", NULL, NULL, NULL, IMPORT) \
	X("vp.select", NULL, "1", NULL, IMPORT) \
	X("vp.sext", NULL, "r0", NULL, IMPORT) \
	X("vp.shl", NULL, NULL, NULL, IMPORT) \
	X("vp.sitofp", NULL, "r0", NULL, IMPORT) \
	X("vp.smax", NULL, NULL, NULL, IMPORT22) \
	X("vp.smin", NULL, NULL, NULL, IMPORT22) \
	X("vp.srem", NULL, NULL, NULL, IMPORT) \
	X("vp.store", NULL, "01", NULL, IMPORT) \
	X("vp.sub", NULL, NULL, NULL, IMPORT) \
	X("vp.trunc", NULL, "r0", NULL, IMPORT) \
	X("vp.udiv", NULL, NULL, NULL, IMPORT) \
	X("vp.uitofp", NULL, "r0", NULL, IMPORT) \
	X("vp.umax", NULL, NULL, NULL, IMPORT22) \
	X("vp.umin", NULL, NULL, NULL, IMPORT22) \
	X("vp.urem", NULL, NULL, NULL, IMPORT) \
	X("vp.xor", NULL, NULL, NULL, IMPORT) \
	X("vp.zext", NULL, "r0", NULL, IMPORT) \
	X("vscale", NULL, "r", NULL, IMPORT)

typedef struct Intrinsic {
	const char *name, *op, *ovl, *args;
	unsigned flags;
} Intrinsic;

/* The attributes LLVM gives a declaration of the intrinsic (generated
 * intrinsic_attrs.h): the function attributes, the return attributes and
 * each argument's, '|' between. */
typedef struct IntrinsicAttrs {
	const char *name;
	unsigned gen;
	const char *fn, *ret, *params;
} IntrinsicAttrs;

/* The attributes of row in (its name) at release llvm_version (14, 19,
 * 22), or NULL when it has none there. */
const IntrinsicAttrs *intrinsic_attrs(const char *name, unsigned llvm_version);
/* The row of an intrinsic by LLVM base name ("smax", "vector.reduce.add"). */
const Intrinsic *intrinsic_by_name(const char *name);
/* The row as the release llvm_version has it: rows whose arguments changed
 * after 19 (lifetime.start/end lost their size in LLVM 22). */
const Intrinsic *intrinsic_gen(const Intrinsic *in, unsigned llvm_version);
/* Whether mlir-translate of release llvm_version (14 reads as 19) imports
 * calls of in as its op (IMPORT, IMPORT22). */
bool intrinsic_imports(const Intrinsic *in, unsigned llvm_version);
/* Whether MLIR of release llvm_version has in's op (not NOMLIR; an
 * IMPORT22 row's only from 22 on). */
bool intrinsic_in_mlir(const Intrinsic *in, unsigned llvm_version);
/* The custom form (CALLF, FFN, FRES, FOPND, FBARE22) of in's op as MLIR of
 * release llvm_version prints and reads it; 0 for the generic form (MLIR
 * 19 has no op of an IMPORT22 row: mlir-opt-19 prints it generic). */
unsigned intrinsic_form(const Intrinsic *in, unsigned llvm_version);
/* The row of an op by its name after "llvm.intr.". */
const Intrinsic *intrinsic_by_op(const char *op);
/* The row whose name is the longest prefix of full ("llvm." stripped),
 * followed by '.' or the end: "smax.i32" -> smax. */
const Intrinsic *intrinsic_of_call(const char *full);
/* The attribute an llvm.intr.* op must hold and does not (an immediate
 * every release's row names: lifetime.start's size, gone in 22, is not
 * one), the first by name as mlir-opt reports it, in buf; NULL if none. */
const char *intrinsic_missing_attr(Ctx *c, Op *op, char *buf, size_t n);
/* The op name of a row: "llvm.intr." + (op or name). */
const char *intrinsic_op_name(const Intrinsic *in, char *buf, size_t n);
/* An intrinsic as LLVM 19 or 22 knows it (generated intrinsic_table.h):
 * its signature as LLVM's IIT descriptors (intrinsic_sig.c reads them). */
typedef struct IntrinsicDef {
	const char *name;
	unsigned gens;        /* 1: LLVM 19, 2: LLVM 22 */
	unsigned char ovl;    /* overloaded */
	const char *sig;
	unsigned short attrs; /* its declaration's attributes, 0 for none */
} IntrinsicDef;

/* What a checked llvm.call_intrinsic calls: the declaration's name (the
 * overload types mangled) and its fixed arguments. */
typedef struct IntrinsicCall {
	Out name;
	unsigned nfixed;
	bool vararg;
} IntrinsicCall;

/* The intrinsic full ("llvm.x86.sse41.round.ss", "llvm.round.f32") names
 * at release llvm_version (19 or 22; NULL at 14), as LLVM's
 * lookupIntrinsicID: the longest known name that is full or a prefix of
 * it, a prefix only for an overloaded intrinsic.  O(log n). */
const IntrinsicDef *intrinsic_lookup(const char *full, unsigned llvm_version);
/* The attributes LLVM gives d's declaration (NULL for none, and for the
 * rows of intrinsics.h, whose intrinsic_attrs has them). */
const IntrinsicAttrs *intrinsic_def_attrs(const IntrinsicDef *d);
/* A call of intrinsic name with result type rt (void for none) and
 * arguments argt[0..n) checked as mlir-translate checks
 * llvm.call_intrinsic (an overloaded intrinsic's signature on all nall
 * operands, those of operand bundles after the arguments): the intrinsic
 * (its name and arguments in ic, whose name the caller initialised), or
 * NULL with mlir-translate's message in err. */
const IntrinsicDef *intrinsic_check_call(Ctx *c, const char *name, Type *rt, Type **argt, unsigned n,
                                         unsigned nall, IntrinsicCall *ic, Out *err);
/* LLVM's getMangledTypeStr: "i32", "p0", "v4f32", "sl_i32i1s". */
void intrinsic_mangle(Ctx *c, Out *o, Type *t);
/* The overloaded name of a call: "llvm." name then ".T" for each overload
 * type; argt are the types of the LLVM arguments. */
void intrinsic_call_name(Ctx *c, Out *o, const Intrinsic *in, const char *name, Type *rt, Type **argt, unsigned n);
/* Whether LLVM 14 has a form of llvm.is.fpclass(x, mask) for x of type t
 * (ll_typed.c writes it as fcmp or a test of x's bits). */
bool lp_fpclass14(Type *t, int64_t mask);

#endif
