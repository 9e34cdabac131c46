/* ll_intr.c - llvm.intr.* ops (and llvm.call_intrinsic) printed as calls
 * to LLVM intrinsics: the overloaded name (llvm.smax.i32,
 * llvm.memcpy.p0.p0.i64), immediate arguments taken from the op's
 * attributes, and one declaration per intrinsic (LLVM adds the intrinsic
 * attributes itself when it reads the output). */
#include <string.h>

#include "ll_print.h"

/* ovl: which types name the overload, in order: 'r' the result, a digit
 * the LLVM argument at that position; NULL means "r" (or "0" for a void or
 * struct result).  args: the LLVM arguments, comma separated: a digit is
 * the op's operand, "@attr:T" an immediate from attribute attr (T i1, i8,
 * i32, i64, rm = rounding mode metadata, eb = exception behaviour
 * metadata); NULL means all operands in order. */
typedef struct Intrinsic {
	const char *name, *ovl, *args;
} Intrinsic;

static const Intrinsic intrinsics[] = {
	{"memcpy", "012", "0,1,2,@isVolatile:i1"},
	{"memmove", "012", "0,1,2,@isVolatile:i1"},
	{"memset", "02", "0,1,2,@isVolatile:i1"},
	{"memcpy.inline", "012", "0,1,@len:i64,@isVolatile:i1"},
	{"memset.inline", "02", "0,1,@len:i64,@isVolatile:i1"},
	{"ctlz", "r", "0,@is_zero_poison:i1"},
	{"cttz", "r", "0,@is_zero_poison:i1"},
	{"abs", "r", "0,@is_int_min_poison:i1"},
	{"powi", "r1", NULL},
	{"ldexp", "r1", NULL},
	{"lround", "r0", NULL}, {"llround", "r0", NULL}, {"lrint", "r0", NULL}, {"llrint", "r0", NULL},
	{"fptosi.sat", "r0", NULL}, {"fptoui.sat", "r0", NULL},
	{"sadd.with.overflow", "0", NULL}, {"uadd.with.overflow", "0", NULL},
	{"ssub.with.overflow", "0", NULL}, {"usub.with.overflow", "0", NULL},
	{"smul.with.overflow", "0", NULL}, {"umul.with.overflow", "0", NULL},
	{"stackrestore", "0", NULL}, {"stacksave", "r", NULL},
	{"eh.typeid.for", "0", NULL},
	{"prefetch", "0", "0,@rw:i32,@hint:i32,@cache:i32"},
	{"lifetime.start", "1", "@size:i64,0"},
	{"lifetime.end", "1", "@size:i64,0"},
	{"invariant.start", "1", "@size:i64,0"},
	{"invariant.end", "2", "0,@size:i64,1"},
	{"masked.load", "r0", "0,@alignment:i32,1,2"},
	{"masked.store", "01", "0,1,@alignment:i32,2"},
	{"masked.gather", "r0", "0,@alignment:i32,1,2"},
	{"masked.scatter", "01", "0,1,@alignment:i32,2"},
	{"masked.expandload", "r", NULL}, {"masked.compressstore", "0", NULL},
	{"vector.reduce.fadd", "1", NULL}, {"vector.reduce.fmul", "1", NULL},
	{"vector.reduce.add", "0", NULL}, {"vector.reduce.mul", "0", NULL},
	{"vector.reduce.and", "0", NULL}, {"vector.reduce.or", "0", NULL},
	{"vector.reduce.xor", "0", NULL}, {"vector.reduce.smax", "0", NULL},
	{"vector.reduce.smin", "0", NULL}, {"vector.reduce.umax", "0", NULL},
	{"vector.reduce.umin", "0", NULL}, {"vector.reduce.fmax", "0", NULL},
	{"vector.reduce.fmin", "0", NULL}, {"vector.reduce.fmaximum", "0", NULL},
	{"vector.reduce.fminimum", "0", NULL},
	{"experimental.constrained.fptrunc", "r0", "0,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fpext", "r0", "0,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fadd", "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fsub", "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fmul", "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fdiv", "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.frem", "r", "0,1,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fma", "r", "0,1,2,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.fmuladd", "r", "0,1,2,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.sitofp", "r0", "0,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"experimental.constrained.uitofp", "r0", "0,@roundingmode:rm,@fpExceptionBehavior:eb"},
	{"is.fpclass", "0", "0,@bit:i32"},
	{"ptrmask", "r1", NULL},
	{"get.active.lane.mask", "r0", NULL},
	{"vector.insert", "r1", "0,1,@pos:i64"},
	{"vector.extract", "r0", "0,@pos:i64"},
	{"assume", "", NULL}, {"trap", "", NULL}, {"debugtrap", "", NULL},
	{"experimental.noalias.scope.decl", "", "@scope:scopes"},
	{"ubsantrap", "", "@failureKind:i8"},
	{"va_start", "0", NULL}, {"va_end", "0", NULL}, {"va_copy", "0", NULL},
	{"threadlocal.address", "r", NULL},
	{"vscale", "r", NULL},
	{"experimental.stepvector", "r", NULL},
	{"coro.id", "", NULL}, {"coro.begin", "", NULL}, {"coro.size", "r", NULL},
	{"coro.align", "r", NULL}, {"coro.save", "", NULL}, {"coro.suspend", "", NULL},
	{"coro.end", "", NULL}, {"coro.free", "", NULL}, {"coro.resume", "", NULL},
	{"coro.promise", "", NULL}, {"is.constant", "0", NULL},
	{"var.annotation", "01", NULL}, {"ptr.annotation", "r2", NULL}, {"annotation", "r2", NULL},
	{"vector.interleave2", "r", NULL}, {"vector.deinterleave2", "0", NULL},
	{"vp.reduce.*", "1", NULL}, {"vp.select", "1", NULL}, {"vp.merge", "1", NULL},
	{"vp.load", "r0", NULL}, {"vp.store", "01", NULL},
	{"experimental.vp.strided.load", "r01", NULL}, {"experimental.vp.strided.store", "012", NULL},
	{"vp.trunc", "r0", NULL}, {"vp.zext", "r0", NULL}, {"vp.sext", "r0", NULL},
	{"vp.fptrunc", "r0", NULL}, {"vp.fpext", "r0", NULL}, {"vp.fptoui", "r0", NULL},
	{"vp.fptosi", "r0", NULL}, {"vp.uitofp", "r0", NULL}, {"vp.sitofp", "r0", NULL},
	{"vp.ptrtoint", "r0", NULL}, {"vp.inttoptr", "r0", NULL},
	{"scmp", "r0", NULL}, {"ucmp", "r0", NULL},
};

static const Intrinsic *find_intrinsic(const char *name)
{
	for (size_t i = 0; i < sizeof intrinsics / sizeof *intrinsics; i++) {
		const char *n = intrinsics[i].name;
		size_t k = strlen(n);
		if (strcmp(n, name) == 0 || (n[k - 1] == '*' && strncmp(n, name, k - 1) == 0))
			return &intrinsics[i];
	}
	return NULL;
}

/* getMangledTypeStr */
static void mangle(LLP *p, Out *o, Type *t)
{
	switch (t->kind) {
	case TY_LLVM_PTR: out_fmt(o, "p%u", t->ptr.addrspace); break;
	case TY_INT: out_fmt(o, "i%u", t->i.width); break;
	case TY_INDEX: out_fmt(o, "i%u", p->c->index_bitwidth ? p->c->index_bitwidth : 64); break;
	case TY_F16: out_str(o, "f16"); break;
	case TY_BF16: out_str(o, "bf16"); break;
	case TY_F32: out_str(o, "f32"); break;
	case TY_F64: out_str(o, "f64"); break;
	case TY_F80: out_str(o, "f80"); break;
	case TY_F128: out_str(o, "f128"); break;
	case TY_LLVM_PPC_FP128: out_str(o, "ppcf128"); break;
	case TY_LLVM_METADATA: out_str(o, "Metadata"); break;
	case TY_LLVM_TOKEN: out_str(o, "token"); break;
	case TY_LLVM_X86_MMX: out_str(o, "x86mmx"); break;
	case TY_LLVM_X86_AMX: out_str(o, "x86amx"); break;
	case TY_VECTOR:
		out_str(o, t->shaped.scalable && t->shaped.scalable[0] ? "nxv" : "v");
		out_i64(o, t->shaped.rank ? t->shaped.shape[0] : 0);
		mangle(p, o, t->shaped.elt);
		break;
	case TY_LLVM_VEC:
		out_str(o, t->llvec.scalable ? "nxv" : "v");
		out_u64(o, t->llvec.n);
		mangle(p, o, t->llvec.elt);
		break;
	case TY_LLVM_ARRAY:
		out_ch(o, 'a');
		out_u64(o, t->arr.n);
		mangle(p, o, t->arr.elt);
		break;
	case TY_LLVM_STRUCT:
		if (t->st.name) {
			out_str(o, "s_");
			out_sym(o, t->st.name);
		} else {
			out_str(o, "sl_");
			for (unsigned i = 0; i < t->st.n; i++)
				mangle(p, o, t->st.elts[i]);
			out_ch(o, 's');
		}
		break;
	case TY_LLVM_FUNC:
		out_str(o, "f_");
		mangle(p, o, t->llfn.ret);
		for (unsigned i = 0; i < t->llfn.n; i++)
			mangle(p, o, t->llfn.params[i]);
		if (t->llfn.vararg)
			out_str(o, "vararg");
		out_ch(o, 'f');
		break;
	case TY_LLVM_VOID: out_str(o, "isVoid"); break;
	default: lp_type(p, o, t); break;
	}
}

/* One LLVM argument: an operand or an immediate. */
typedef struct IArg {
	Value *v;          /* operand, or NULL */
	const char *imm;   /* immediate spelling: "i1 false", "metadata !\"...\"" */
	Type *ty;          /* type of an immediate (NULL for metadata) */
	char text[96];
} IArg;

static const char *const rounding_modes[] = {"round.towardzero", "round.tonearest", "round.upward",
					     "round.downward", "round.tonearestaway", "", "", "round.dynamic"};
static const char *const except_modes[] = {"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"};

static bool immediate(LLP *p, Op *op, const char *spec, IArg *a)
{
	const char *colon = strchr(spec, ':');
	const char *end = strchr(spec, ',');
	if (!end)
		end = spec + strlen(spec);
	if (!colon || colon > end)
		return false;
	char name[48], ty[8];
	size_t nl = (size_t)(colon - spec - 1), tl = (size_t)(end - colon - 1);
	if (nl >= sizeof name || tl >= sizeof ty)
		return false;
	memcpy(name, spec + 1, nl);
	name[nl] = 0;
	memcpy(ty, colon + 1, tl);
	ty[tl] = 0;
	Attr *at = lp_attr(op, name);
	int64_t v = 0;
	if (at && at->kind == ATTR_INT)
		v = attr_int_sext(at);
	else if (at && at->kind == ATTR_BOOL)
		v = at->b;
	else if (at && at->kind == ATTR_UNIT)
		v = 1;
	if (strcmp(ty, "scopes") == 0) {
		long n = lp_scope_list(p, at);
		snprintf(a->text, sizeof a->text, n >= 0 ? "metadata !%ld" : "metadata !{}", n);
		a->ty = type_simple(p->c, TY_LLVM_METADATA);
	} else if (strcmp(ty, "rm") == 0 || strcmp(ty, "eb") == 0) {
		const char *s = strcmp(ty, "rm") == 0 ? (v >= 0 && v < 8 ? rounding_modes[v] : "")
						       : (v >= 0 && v < 3 ? except_modes[v] : "");
		snprintf(a->text, sizeof a->text, "metadata !\"%s\"", s);
		a->ty = type_simple(p->c, TY_LLVM_METADATA);
	} else {
		unsigned w = (unsigned)atoi(ty + 1);
		a->ty = type_i(p->c, w);
		if (w == 1)
			snprintf(a->text, sizeof a->text, "i1 %s", v ? "true" : "false");
		else
			snprintf(a->text, sizeof a->text, "i%u %lld", w, (long long)v);
	}
	a->imm = a->text;
	return true;
}

void lp_intrinsic(LLP *p, Op *op)
{
	Out *o = p->o;
	const char *base;
	Attr *in = NULL;
	if (op->kind == OP_LLVM_CALL_INTRINSIC) {
		in = lp_attr(op, "intrin");
		if (!in || in->kind != ATTR_STRING) {
			error_at(p->c, op->loc, "llvm.call_intrinsic without an intrinsic name");
			p->nerr++;
			return;
		}
		base = in->s.str->s;
	} else {
		base = op->name->s + strlen("llvm.intr.");
	}
	/* the few ops whose names differ from the intrinsic's */
	static const struct { const char *op, *ll; } renames[] = {
		{"vastart", "va_start"}, {"vaend", "va_end"}, {"vacopy", "va_copy"},
	};
	for (size_t i = 0; !in && i < sizeof renames / sizeof *renames; i++)
		if (strcmp(base, renames[i].op) == 0)
			base = renames[i].ll;
	const Intrinsic *d = in ? NULL : find_intrinsic(base);
	Type *rt = op->nres ? op->res[0].type : type_simple(p->c, TY_LLVM_VOID);

	/* the LLVM arguments */
	IArg *av = calloc(op->nopnd + 8, sizeof *av);
	unsigned na = 0;
	if (d && d->args) {
		for (const char *s = d->args; *s;) {
			if (*s == '@') {
				if (!immediate(p, op, s, &av[na]))
					break;
				na++;
			} else {
				unsigned i = (unsigned)atoi(s);
				if (i < op->nopnd)
					av[na++].v = op->opnd[i].v;
			}
			s = strchr(s, ',');
			if (!s)
				break;
			s++;
		}
	} else {
		for (unsigned i = 0; i < op->nopnd; i++)
			av[na++].v = op->opnd[i].v;
	}
	if (d && (!strcmp(base, "masked.load") || !strcmp(base, "masked.gather")) && op->nopnd == 2 && na == 3) {
		/* no pass-through operand: IRBuilder passes poison */
		av[na].ty = rt;
		av[na++].imm = "poison";
	}

	/* the name */
	Out nm;
	out_init(&nm);
	out_str(&nm, in ? "" : "llvm.");
	out_str(&nm, base);
	if (!in) {
		const char *ovl = d ? d->ovl : NULL;
		if (!ovl)
			ovl = lp_is_void(rt) || rt->kind == TY_LLVM_STRUCT ? "0" : "r";
		for (const char *s = ovl; *s; s++) {
			Type *t = NULL;
			if (*s == 'r')
				t = rt;
			else if ((unsigned)(*s - '0') < na)
				t = av[*s - '0'].v ? av[*s - '0'].v->type : av[*s - '0'].ty;
			if (t) {
				out_ch(&nm, '.');
				mangle(p, &nm, t);
			}
		}
	}
	out_ch(&nm, 0);
	Sym *name = intern_c(p->c, nm.buf);
	out_free(&nm);

	/* the declaration, once */
	VSlot *seen = lp_map_get(&p->intr_seen, name, true);
	if (seen->num < 0) {
		seen->num = 1;
		Out *dc = &p->decls;
		out_str(dc, "\ndeclare ");
		lp_type(p, dc, rt);
		out_ch(dc, ' ');
		lp_global_name(dc, name);
		out_ch(dc, '(');
		for (unsigned i = 0; i < na; i++) {
			if (i)
				out_str(dc, ", ");
			lp_type(p, dc, av[i].v ? av[i].v->type : av[i].ty);
		}
		out_str(dc, ")\n");
	}

	/* the call */
	out_str(o, "call");
	lp_fastmath(o, op);
	out_ch(o, ' ');
	lp_type(p, o, rt);
	out_ch(o, ' ');
	lp_global_name(o, name);
	out_ch(o, '(');
	for (unsigned i = 0; i < na; i++) {
		if (i)
			out_str(o, ", ");
		if (av[i].v) {
			lp_typed_value(p, o, av[i].v);
		} else if (strcmp(av[i].imm, "poison") == 0) {
			lp_type(p, o, av[i].ty);
			out_str(o, " poison");
		} else {
			out_str(o, av[i].imm);
		}
	}
	out_ch(o, ')');
	lp_tbaa(p, op);           /* memcpy/memset/memmove carry access metadata */
	lp_alias_scopes(p, op);
	if (strncmp(base, "experimental.constrained.", 25) == 0)
		out_str(o, " strictfp");  /* IRBuilder marks constrained calls */
	free(av);
}
