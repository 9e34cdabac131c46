/* conv.c - the driver of the lowering to the llvm dialect: one table from
 * OpKind to rewrite function, one walk of each function in order; plus the
 * op builder the rewrites share and the reconciliation of
 * builtin.unrealized_conversion_cast. */
#include <string.h>
#include <threads.h>

#include "conv/conv.h"

static RewriteFn *rewrites[NOPKINDS];

/* ------------------------------------------------------------ values */

Type *orig_type(Conv *cv, Value *v)
{
	Type *t = map_get(&cv->orig, v);
	return t ? t : v->type;
}

void conv_error(Conv *cv, Loc loc, const char *fmt, ...)
{
	if (cv->in_rewrite) {
		cv->declined = true;
		return;
	}
	va_list ap;
	va_start(ap, fmt);
	verror_at(cv->c, loc, "error", fmt, ap);
	va_end(ap);
	cv->nerr++;
}

void touch(Conv *cv, Value *v)
{
	if (map_get(&cv->ph, v) == (void *)1)   /* 2, 3, ...: the order of first use */
		map_put(&cv->ph, v, (void *)(uintptr_t)(2 + cv->ntouch++));
}

Sym *csym(Conv *cv, const char *s)
{
	return sym_lit(cv->c, s);
}

void replace_op(Conv *cv, Op *op, Value **vals)
{
	for (unsigned i = 0; i < op->nres; i++) {
		Value *r = &op->res[i];
		if (vals[i] != r && vals[i]->type != r->type && !map_get(&cv->orig, vals[i]))
			map_put(&cv->orig, vals[i], r->type);
		if (cv->dialects)
			cast_note_uses(cv, r);
		value_replace_all_uses(r, vals[i]);
	}
	if (cv->ip == op)
		cv->ip = op->next;
	op_erase(op);
}

void replace_op1(Conv *cv, Op *op, Value *v)
{
	replace_op(cv, op, &v);
}

/* ------------------------------------------------------------ builder */

void set_ip_before(Conv *cv, Op *op)
{
	cv->ipb = op->parent;
	cv->ip = op;
	cv->loc = op->loc;
}

void set_ip_end(Conv *cv, Block *b)
{
	cv->ipb = b;
	cv->ip = NULL;
}

static void insert(Conv *cv, Op *op)
{
	if (cv->ip)
		op_insert_before(cv->ip, op);
	else
		block_push_op(cv->ipb, op);
}

/* emit() with attributes, set in one allocation. */
static Op *emit_attrs(Conv *cv, OpKind k, unsigned n, Value **opnds, Type *rt,
		      unsigned na, const NamedAttr *attrs)
{
	OpState s = {
		.name = cv->opname[k], .kind = k, .loc = cv->loc,
		.opnds = {opnds, n, n},
		.types = {rt ? &rt : NULL, rt ? 1 : 0, rt ? 1 : 0},
		.attrs = {(NamedAttr *)attrs, na, na},
	};
	Op *op = op_create(cv->c, &s);
	insert(cv, op);
	return op;
}

Op *emit(Conv *cv, OpKind k, unsigned n, Value **opnds, Type *rt)
{
	return emit_attrs(cv, k, n, opnds, rt, 0, NULL);
}

Op *emit_named(Conv *cv, Sym *name, unsigned n, Value **opnds, Type *rt)
{
	OpState s;
	opstate_init(&s, name, cv->loc);
	for (unsigned i = 0; i < n; i++)
		vec_push(&s.opnds, opnds[i]);
	if (rt)
		vec_push(&s.types, rt);
	Op *op = op_create(cv->c, &s);
	opstate_free(&s);
	insert(cv, op);
	return op;
}

void setattr(Conv *cv, Op *op, int cs, Attr *a)
{
	op_set_attr(cv->c, op, cv->cs[cs], a);
}

Value *b_const(Conv *cv, Type *t, Attr *value)
{
	NamedAttr a = { cv->c->sym[SYM_value], value };
	return res0(emit_attrs(cv, OP_LLVM_CONSTANT, 0, NULL, t, 1, &a));
}

Value *b_lowered_const(Conv *cv, Type *t, Attr *value)
{
	Value *v = b_const(cv, t, value);
	if (!cv->dialects)   /* one conversion sees the constants it lowers */
		map_put(&cv->lconst, v, v);
	return v;
}

Value *b_idx(Conv *cv, int64_t v)
{
	return b_const(cv, cv->ity, attr_int(cv->c, type_simple(cv->c, TY_INDEX), v));
}

Value *b_int(Conv *cv, Type *t, int64_t v)
{
	return b_const(cv, t, attr_int(cv->c, t, v));
}

Value *b_undef(Conv *cv, Type *t)
{
	return res0(emit(cv, OP_LLVM_UNDEF, 0, NULL, t));
}

Value *b_agg0(Conv *cv, Type *t)
{
	return res0(emit(cv, cv->lowers & GL_POISON ? OP_LLVM_POISON : OP_LLVM_UNDEF, 0, NULL, t));
}

Value *b_zero(Conv *cv, Type *t)
{
	return res0(emit(cv, OP_LLVM_ZERO, 0, NULL, t));
}

static bool small_pos(int64_t i)
{
	return i >= 0 && i < NPOS;
}

Attr *pos_attr(Conv *cv, unsigned n, const int64_t *pos)
{
	Attr **memo = NULL;
	if (n == 1 && small_pos(pos[0]))
		memo = &cv->pos1[pos[0]];
	else if (n == 2 && small_pos(pos[0]) && small_pos(pos[1]))
		memo = &cv->pos2[pos[0]][pos[1]];
	if (memo && *memo)
		return *memo;
	Attr *buf[8];
	Type *i64 = cv->i64;
	for (unsigned i = 0; i < n; i++)
		buf[i] = attr_int(cv->c, i64, pos[i]);
	Attr *a = attr_dense_array(cv->c, i64, n, buf);
	if (memo)
		*memo = a;
	return a;
}

static Type *agg_elt(Type *t, int64_t i)
{
	switch (t->kind) {
	case TY_LLVM_STRUCT:
		return i >= 0 && (unsigned)i < t->st.n ? t->st.elts[i] : NULL;
	case TY_LLVM_ARRAY:
		return t->arr.elt;
	default:
		return NULL;
	}
}

Value *b_extract(Conv *cv, Value *agg, unsigned n, const int64_t *pos)
{
	Type *t = conv_type(cv, agg->type);
	for (unsigned i = 0; i < n && t; i++)
		t = agg_elt(t, pos[i]);
	NamedAttr a = { cv->cs[CS_position], pos_attr(cv, n, pos) };
	return res0(emit_attrs(cv, OP_LLVM_EXTRACTVALUE, 1, &agg, t, 1, &a));
}

Value *b_extract1(Conv *cv, Value *agg, int64_t i)
{
	return b_extract(cv, agg, 1, &i);
}

Value *b_extract2(Conv *cv, Value *agg, int64_t i, int64_t j)
{
	int64_t p[2] = { i, j };
	return b_extract(cv, agg, 2, p);
}

Value *b_insert(Conv *cv, Value *agg, Value *v, unsigned n, const int64_t *pos)
{
	Value *o[2] = { agg, v };
	NamedAttr a = { cv->cs[CS_position], pos_attr(cv, n, pos) };
	return res0(emit_attrs(cv, OP_LLVM_INSERTVALUE, 2, o, conv_type(cv, agg->type), 1, &a));
}

Value *b_insert1(Conv *cv, Value *agg, Value *v, int64_t i)
{
	return b_insert(cv, agg, v, 1, &i);
}

Value *b_insert2(Conv *cv, Value *agg, Value *v, int64_t i, int64_t j)
{
	int64_t p[2] = { i, j };
	return b_insert(cv, agg, v, 2, p);
}

Value *b_bin(Conv *cv, OpKind k, Value *a, Value *b)
{
	Value *o[2] = { a, b };
	return res0(emit(cv, k, 2, o, conv_type(cv, a->type)));
}

Value *b_cast(Conv *cv, OpKind k, Value *a, Type *t)
{
	return res0(emit(cv, k, 1, &a, t));
}

Value *b_icmp(Conv *cv, int pred, Value *a, Value *b)
{
	Value *o[2] = { a, b };
	Type *t = cv->i1, *at = conv_type(cv, a->type);
	if (at && at->kind == TY_VECTOR)
		t = type_vector(cv->c, 1, at->shaped.shape, at->shaped.scalable, cv->i1);
	Op *op = emit(cv, OP_LLVM_ICMP, 2, o, t);
	op_set_attr(cv->c, op, cv->c->sym[SYM_predicate], attr_int(cv->c, cv->i64, pred));
	return &op->res[0];
}

Value *b_select(Conv *cv, Value *c, Value *a, Value *b)
{
	Value *o[3] = { c, a, b };
	return res0(emit(cv, OP_LLVM_SELECT, 3, o, conv_type(cv, a->type)));
}

Value *b_gep(Conv *cv, Type *rt, Type *elt, Value *base, unsigned n, Value **dyn, const int32_t *cst)
{
	Value *obuf[16], **ops = n < 16 ? obuf : xmalloc((n + 1) * sizeof *ops);
	Attr *rbuf[16], **raw = n < 16 ? rbuf : xmalloc((n + 1) * sizeof *raw);
	unsigned nd = 0;
	ops[nd++] = base;
	for (unsigned i = 0; i < n; i++) {
		if (dyn[i]) {
			ops[nd++] = dyn[i];
			raw[i] = attr_int(cv->c, cv->i32, INT32_MIN);
		} else {
			raw[i] = attr_int(cv->c, cv->i32, cst[i]);
		}
	}
	NamedAttr a[2] = {
		{ cv->cs[CS_elem_type], attr_type(cv->c, elt) },
		{ cv->cs[CS_rawConstantIndices], attr_dense_array(cv->c, cv->i32, n, raw) },
	};
	Op *op = emit_attrs(cv, OP_LLVM_GEP, nd, ops, rt, 2, a);
	if (ops != obuf)
		free(ops);
	if (raw != rbuf)
		free(raw);
	return &op->res[0];
}

Value *b_gep1(Conv *cv, Type *elt, Value *base, Value *idx)
{
	int32_t z = 0;
	return b_gep(cv, conv_type(cv, base->type), elt, base, 1, &idx, &z);
}

Value *b_load(Conv *cv, Type *t, Value *p, unsigned align)
{
	Op *op = emit(cv, OP_LLVM_LOAD, 1, &p, t);
	if (align)
		op_set_attr(cv->c, op, cv->c->sym[SYM_alignment], attr_int(cv->c, cv->i64, align));
	return &op->res[0];
}

void b_store(Conv *cv, Value *v, Value *p, unsigned align)
{
	Value *o[2] = { v, p };
	Op *op = emit(cv, OP_LLVM_STORE, 2, o, NULL);
	if (align)
		op_set_attr(cv->c, op, cv->c->sym[SYM_alignment], attr_int(cv->c, cv->i64, align));
}

static Attr *opaque(Conv *cv, const char *d, const char *body)
{
	return attr_opaque(cv->c, ATTR_OPAQUE, csym(cv, d), csym(cv, body));
}

Value *b_call(Conv *cv, Sym *callee, unsigned n, Value **args, Type *rt)
{
	NamedAttr a[2] = {
		{ cv->cs[CS_CConv], cv->ccc },
		{ cv->c->sym[SYM_callee], attr_sym(cv->c, callee) },
	};
	return res0(emit_attrs(cv, OP_LLVM_CALL, n, args, rt && rt->kind != TY_LLVM_VOID ? rt : NULL, 2, a));
}

bool conv_freed(Conv *cv, Sym *s, ModSym *m)
{
	return cv->module_ir && !cv->nested && modsym_get(cv->c, s, m) && (m->own & MS_LOWERED);
}

void declare_func(Conv *cv, const char *name, Type *fnty)
{
	Sym *s = csym(cv, name);
	Op *f = map_get(&cv->syms, s);
	ModSym m;
	if (f || conv_freed(cv, s, &m)) {
		/* an llvm.func of the input by that name must have that type
		 * (LLVM::lookupOrCreateFn); a pass alone leaves the op that
		 * needed it, and goes on */
		Attr *ft = f ? (f->kind == OP_LLVM_FUNC ? op_attr(f, cv->c->sym[SYM_function_type]) : NULL)
		             : (m.lkind == OP_LLVM_FUNC ? m.lfnty : NULL);
		bool clash = ft && ft->kind == ATTR_TYPE && ft->ty != fnty;
		if (clash && !f) {
			cv->nerr++;   /* its place is gone: the stream starts again, whole */
		} else if (clash) {
			Loc loc = f->loc;
			Out o = {0};
			diag_type(cv->c, &o, ft->ty);
			const char *fmt = "redefinition of reserved function '%s' of different type '%.*s' is prohibited";
			if (cv->in_rewrite) {
				error_nofail_at(cv->c, loc, fmt, name, (int)o.len, o.buf);
				cv->declined = true;
			} else {
				conv_error(cv, loc, fmt, name, (int)o.len, o.buf);
			}
			out_free(&o);
		}
		return;
	}
	Arena *ir = module_ir_begin(cv);
	OpState st;
	opstate_init(&st, csym(cv, "llvm.func"), cv->module->loc);
	st.nreg = 1;
	Op *op = op_create(cv->c, &st);
	opstate_free(&st);
	op_set_attr(cv->c, op, cv->c->sym[SYM_sym_name], attr_str(cv->c, name, strlen(name)));
	op_set_attr(cv->c, op, cv->c->sym[SYM_function_type], attr_type(cv->c, fnty));
	op_set_attr(cv->c, op, cv->c->sym[SYM_linkage], cv->external);
	setattr(cv, op, CS_CConv, cv->ccc);
	if (cv->mbody->first)
		op_insert_before(cv->mbody->first, op);
	else
		block_push_op(cv->mbody, op);
	map_put(&cv->syms, s, op);
	module_ir_end(cv, ir);
}

Arena *module_ir_begin(Conv *cv)
{
	Arena *saved = cv->c->ir;
	if (cv->module_ir)
		cv->c->ir = cv->module_ir;
	return saved;
}

void module_ir_end(Conv *cv, Arena *saved)
{
	cv->c->ir = saved;
}

Value *b_memcpy(Conv *cv, Value *dst, Value *src, Value *len)
{
	Value *o[3] = { dst, src, len };
	Op *op = emit_named(cv, csym(cv, "llvm.intr.memcpy"), 3, o, NULL);
	setattr(cv, op, CS_isVolatile, attr_bool(cv->c, false));
	return NULL;
}

/* #llvm.fastmath with the flags of the arith fastmath attribute: the same
 * flags, numbered LE_ARITH_FASTMATH (reassoc first) and LE_FASTMATH
 * (reassoc last). */
Attr *fastmath_of(Conv *cv, Op *op)
{
	uint64_t a = llattr_bits(op_attr(op, cv->cs[CS_fastmath]));
	return attr_llvm_flags(cv->c, LL_FASTMATH, a >> 1 | (a & 1) << 6);
}

/* Moves the ops after op into a new block placed after op's block. */
Block *split_after(Conv *cv, Op *op)
{
	Block *b = op->parent;
	Block *cont = block_new(cv->c);
	cont->loc = op->loc;
	region_insert_block_after(b->parent, b, cont);
	Op *rest = op->next;
	if (rest) {
		cont->first = rest;
		cont->last = b->last;
		b->last = op;
		op->next = NULL;
		rest->prev = NULL;
		for (Op *o = rest; o; o = o->next)
			o->parent = cont;
	}
	return cont;
}

/* An llvm.br or llvm.cond_br (cond != NULL) at the end of block b. */
Op *b_branch(Conv *cv, Block *b, Value *cond, Block *t, unsigned nt, Value **targs,
	     Block *f, unsigned nf, Value **fargs)
{
	OpState st;
	opstate_init(&st, csym(cv, cond ? "llvm.cond_br" : "llvm.br"), cv->loc);
	if (cond)
		vec_push(&st.opnds, cond);
	unsigned base = st.opnds.n;
	for (unsigned i = 0; i < nt; i++)
		vec_push(&st.opnds, targs[i]);
	Succ s1 = { t, base, nt };
	vec_push(&st.succs, s1);
	if (cond) {
		for (unsigned i = 0; i < nf; i++)
			vec_push(&st.opnds, fargs[i]);
		Succ s2 = { f, base + nt, nf };
		vec_push(&st.succs, s2);
	}
	Op *op = op_create(cv->c, &st);
	opstate_free(&st);
	if (cond) {
		Attr *seg[3] = { attr_int(cv->c, cv->i32, 1), attr_int(cv->c, cv->i32, nt), attr_int(cv->c, cv->i32, nf) };
		setattr(cv, op, CS_operandSegmentSizes, attr_dense_array(cv->c, cv->i32, 3, seg));
	}
	block_push_op(b, op);
	return op;
}

/* ------------------------------------------------------------ walk */

/* builtin.unrealized_conversion_cast: after conversion a cast whose
 * operand already has the result's converted type disappears. */
static void lower_unrealized_cast(Conv *cv, Op *op)
{
	if (op->nopnd == op->nres) {
		bool same = true;
		for (unsigned i = 0; i < op->nres; i++)
			if (conv_type(cv, op->opnd[i].v->type) != conv_type(cv, op->res[i].type))
				same = false;
		if (same) {
			Value *v[16];
			for (unsigned i = 0; i < op->nres && i < 16; i++)
				v[i] = op->opnd[i].v;
			if (op->nres <= 16) {
				replace_op(cv, op, v);
				return;
			}
		}
	}
	conv_error(cv, op->loc, "failed to legalize unresolved materialization from (%s) to (%s) that remained live after conversion",
		   "...", "...");
}

static bool is_llvm_op(Op *op)
{
	return op->name->len > 5 && memcmp(op->name->s, "llvm.", 5) == 0;
}

/* Dialects of MLIR whose ops must be lowered before this conversion. */
static bool known_dialect(const char *s, size_t n)
{
	static const char *const d[] = {
		"builtin", "func", "arith", "cf", "memref", "index", "llvm", "vector", "scf", "tensor",
		"math", "affine", "linalg", "gpu", "complex", "bufferization", "async", "omp", "acc",
		"spirv", "nvvm", "rocdl", "amdgpu", "shape", "sparse_tensor", "tosa", "emitc", "ml_program",
		"pdl", "transform", "quant", "mesh", "polynomial", "ub", "x86vector", "arm_neon", "arm_sve", "amx",
	};
	for (size_t i = 0; i < sizeof d / sizeof *d; i++)
		if (strlen(d[i]) == n && memcmp(d[i], s, n) == 0)
			return true;
	return false;
}

/* A rewrite of a pass alone: op's operands cast to llvm types first; if
 * the rewrite declines (what would be an error of the whole lowering),
 * what it built goes and op stays as it was, as upstream's partial
 * conversion leaves an op no pattern could lower. */
static void partial_rewrite(Conv *cv, Op *op, RewriteFn *fn)
{
	for (unsigned i = 0; i < op->nopnd; i++)
		if (!conv_type(cv, op->opnd[i].v->type))
			return;   /* an operand of no llvm type: no lowering applies */
	Value *buf[8], **old = op->nopnd <= 8 ? buf : xmalloc(op->nopnd * sizeof *old);
	for (unsigned i = 0; i < op->nopnd; i++)
		old[i] = op->opnd[i].v;
	cast_operands(cv, op);
	Op *before = op->prev;
	set_ip_before(cv, op);
	cv->in_rewrite = true;
	fn(cv, op);
	cv->in_rewrite = false;
	if (cv->declined) {
		cv->declined = false;
		for (unsigned i = 0; i < op->nopnd; i++)
			op_set_operand(op, i, old[i]);
		while (op->prev && op->prev != before) {   /* built before op, unused */
			Op *p = op->prev;
			if (map_get(&cv->casts, p))
				map_del(&cv->tcast, p->opnd[0].v);
			op_erase(p);
		}
	}
	if (old != buf)
		free(old);
}

/* Whether op is lowered by this run: every op, or those of the dialects
 * of one pass alone (then the input's casts stay). */
static bool lowered(Conv *cv, Op *op)
{
	if (!cv->dialects)
		return true;
	return op->kind != OP_BUILTIN_UNREALIZED_CAST && (op_dialect(op) & cv->dialects);
}

/* Whether op lacks the operands, results, regions or successors of its
 * kind (unverified, --no-verify, generic form): then refused, as the
 * rewrites index what the table (op_arity_ok) promises. */
static bool arity_refused(Conv *cv, Op *op)
{
	/* the memref operand (-1: none) and memref result the rewrites of
	 * these ops read (the verifier's memref_op_types) */
	static const struct { OpKind k; int opnd, res; } memref_of[] = {
		{OP_MEMREF_STORE, 1, -1}, {OP_MEMREF_ASSUME_ALIGNMENT, 0, -1},
		{OP_MEMREF_VIEW, 0, 0}, {OP_MEMREF_EXTRACT_STRIDED_METADATA, 0, 0},
	};
	char msg[96];
	if (op_arity_ok(op, msg, sizeof msg)) {
		for (size_t i = 0; i < sizeof memref_of / sizeof *memref_of; i++) {
			if (memref_of[i].k != op->kind)
				continue;
			int o = memref_of[i].opnd, r = memref_of[i].res;
			/* the operand as written: a converted one is already a struct */
			if (o >= 0 && (unsigned)o < op->nopnd && op->opnd[o].v && orig_type(cv, op->opnd[o].v)->kind != TY_MEMREF)
				snprintf(msg, sizeof msg, "operand #%d must be memref", o);
			else if (r >= 0 && (unsigned)r < op->nres && op->res[r].type->kind != TY_MEMREF)
				snprintf(msg, sizeof msg, "result #%d must be memref", r);
			else
				return false;
			conv_error(cv, op->loc, "failed to legalize operation '%s': %s", op->name->s, msg);
			return true;
		}
		return false;
	}
	conv_error(cv, op->loc, "failed to legalize operation '%s': %s", op->name->s, msg);
	return true;
}

static void convert_op(Conv *cv, Op *op)
{
	RewriteFn *fn = rewrites[op->kind];
	if (arity_refused(cv, op))
		return;
	if (cv->dialects && fold_dim(cv, op))
		return;
	if (cv->dialects && !is_llvm_op(op) && !lowered(cv, op)) {
		/* left to another pass; the ops in its regions are lowered */
		if (cv->o.fold_left)
			fold_left(cv, op);
		for (unsigned i = 0; i < op->nreg; i++)
			conv_region(cv, &op->regs[i]);
		return;
	}
	if (fn) {
		/* dim and rank may fold without looking at the descriptor (19) */
		if (cv->ph.n && ((cv->lowers & GL_DESC_ALWAYS) || (op->kind != OP_MEMREF_DIM && op->kind != OP_MEMREF_RANK)))
			for (unsigned i = 0; i < op->nopnd; i++)
				touch(cv, op->opnd[i].v);
		if (cv->dialects) {
			partial_rewrite(cv, op, fn);
			return;
		}
		set_ip_before(cv, op);
		fn(cv, op);
		return;
	}
	if (is_llvm_op(op) || cv->dialects) {
		/* legal already (or left by a pass alone); the ops of its regions */
		for (unsigned i = 0; i < op->nreg; i++)
			conv_region(cv, &op->regs[i]);
		return;
	}
	const char *dot = strchr(op->name->s, '.');
	int dl = dot ? (int)(dot - op->name->s) : (int)op->name->len;
	if (op->kind == OP_UNKNOWN && !known_dialect(op->name->s, (size_t)dl)) {
		/* an unregistered op stays, if its operands need no cast */
		for (unsigned i = 0; i < op->nopnd; i++) {
			Type *t = orig_type(cv, op->opnd[i].v);
			if (conv_type(cv, t) != t) {
				conv_error(cv, op->loc, "failed to legalize unresolved materialization: operand #%u of the unregistered operation '%s' is not of an llvm type",
					   i, op->name->s);
				return;
			}
		}
		/* nor may a result that needs one be used (no cast is left live) */
		for (unsigned i = 0; i < op->nres; i++) {
			Type *t = op->res[i].type;
			if (conv_type(cv, t) != t && value_has_uses(&op->res[i])) {
				conv_error(cv, op->loc, "failed to legalize unresolved materialization: result #%u of the unregistered operation '%s' is not of an llvm type and has uses",
					   i, op->name->s);
				return;
			}
		}
		for (unsigned i = 0; i < op->nreg; i++)
			conv_region(cv, &op->regs[i]);
		return;
	}
	if (op->kind != OP_UNKNOWN)
		conv_error(cv, op->loc, "failed to legalize operation '%s': it has no lowering to the llvm dialect%s",
			   op->name->s, op->kind == OP_MEMREF_SUBVIEW || op->kind == OP_MEMREF_EXPAND_SHAPE ||
			   op->kind == OP_MEMREF_COLLAPSE_SHAPE ? " (expand its strided metadata first)" : "");
	else
		conv_error(cv, op->loc, "failed to legalize operation '%s': the %.*s dialect is not supported by the lowering to the llvm dialect",
			   op->name->s, dl, op->name->s);
}

/* Converts the argument types of the blocks after the entry block. */
static void conv_block_args(Conv *cv, Block *b)
{
	for (unsigned i = 0; i < b->nargs; i++) {
		Value *a = b->args[i];
		Type *t = conv_type(cv, a->type);
		if (!t) {
			conv_error(cv, b->loc, "cannot convert the type of block argument #%u to the llvm dialect", i);
			continue;
		}
		if (t != a->type) {
			map_put(&cv->orig, a, a->type);
			a->type = t;
		}
	}
}

void conv_region(Conv *cv, Region *r)
{
	if (!r->first)
		return;
	/* the blocks' arguments are cf's (a branch passes them) */
	for (Block *b = r->first->next; b && (!cv->dialects || (cv->dialects & CONV_CF)); b = b->next)
		conv_block_args(cv, b);
	for (Block *b = r->first; b; b = b->next) {
		Op *next;
		for (Op *op = b->first; op; op = next) {
			next = op->next;
			convert_op(cv, op);
			if (cv->nerr)
				return;
		}
	}
}

/* The rewrite table, built once per process (thread-safe), read-only after. */
static void build_tables(void)
{
	func_rewrites(rewrites);
	arith_rewrites(rewrites);
	cf_rewrites(rewrites);
	memref_rewrites(rewrites);
	index_rewrites(rewrites);
	rewrites[OP_BUILTIN_UNREALIZED_CAST] = lower_unrealized_cast;
}

static void init_tables(void)
{
	static once_flag once = ONCE_FLAG_INIT;
	call_once(&once, build_tables);
}

/* Values are local to a function: their bookkeeping is dropped after it. */
static void end_function(Conv *cv)
{
	map_clear(&cv->orig, cv->orig.n);
	map_clear(&cv->ph, cv->ph.n);
	cv->ntouch = 0;
	map_clear(&cv->lconst, cv->lconst.n);
	map_clear(&cv->dynsizes, cv->dynsizes.n);
	map_clear(&cv->tcast, cv->tcast.n);
	map_clear(&cv->scast, cv->scast.n);
	map_clear(&cv->casts, cv->casts.n);
	map_clear(&cv->slot, cv->slot.n);
}

/* The index bit width from a dlti.dl_spec entry `index = 32` on the
 * module, or 0.  The data layout is the attribute named dlti.dl_spec
 * (GL_DL_SPEC_NAMED) or else any that holds one. */
static unsigned dl_index_width(Ctx *c, const NamedAttr *attrs, unsigned n, bool named)
{
	for (unsigned i = 0; i < n; i++) {
		Attr *a = attrs[i].attr;
		if (!a || a->kind != ATTR_DL_SPEC || (named && strcmp(attrs[i].name->s, "dlti.dl_spec") != 0))
			continue;
		Attr *w = dl_spec_get(a, attr_type(c, type_simple(c, TY_INDEX)));
		if (w && w->kind == ATTR_INT && attr_int_zext(w) > 0 && attr_int_zext(w) <= 0xffffffffu)
			return (unsigned)attr_int_zext(w);
	}
	return 0;
}

/* The index bit width: the option's, else the data layout's, else the
 * context's. */
static void set_index_width(Conv *cv, const NamedAttr *attrs, unsigned n)
{
	Ctx *c = cv->c;
	cv->iw = cv->o.index_bitwidth;
	if (!cv->iw && cv->o.no_dl)
		cv->iw = 64;
	if (!cv->iw)
		cv->iw = dl_index_width(c, attrs, n, cv->lowers & GL_DL_SPEC_NAMED);
	if (!cv->iw)
		cv->iw = c->index_bitwidth ? c->index_bitwidth : 64;
	cv->ity = type_i(c, cv->iw);
}

static void convert_module(Conv *cv, Op *module);

/* Converts one op of the module body; new ops it adds to the module are
 * llvm ops already. */
static void convert_top_op(Conv *cv, Op *op)
{
	if ((cv->o.func_only && op->kind != OP_FUNC_FUNC) || arity_refused(cv, op))
		return;
	switch (op->kind) {
	case OP_FUNC_FUNC:
	case OP_LLVM_FUNC:
		if (op->kind == OP_FUNC_FUNC && lowered(cv, op))
			convert_func(cv, op);
		else
			convert_func_body(cv, op);
		if (cv->dialects && !cv->nerr)
			cast_users(cv, op);
		end_function(cv);
		break;
	case OP_MEMREF_GLOBAL:
		if (lowered(cv, op)) {
			set_ip_before(cv, op);
			rewrites[op->kind](cv, op);
		}
		break;
	case OP_LLVM_GLOBAL:
		for (unsigned i = 0; i < op->nreg; i++)
			conv_region(cv, &op->regs[i]);
		break;
	case OP_BUILTIN_MODULE:
		convert_module(cv, op);
		break;
	default:
		if (!is_llvm_op(op))
			convert_op(cv, op);
		break;
	}
}

static void add_symbol(Conv *cv, Op *op)
{
	Attr *n = op_attr(op, cv->c->sym[SYM_sym_name]);
	if (n && n->kind == ATTR_STRING)
		map_put(&cv->syms, n->s.str, op);
}

/* Converts the ops of one module, function by function; a nested module
 * gets its own symbol table and declarations (malloc, free, ...). */
static void convert_module(Conv *cv, Op *module)
{
	Op *save_m = cv->module;
	Block *save_b = cv->mbody;
	Map save_syms = cv->syms;
	cv->module = module;
	cv->mbody = module_body(module);
	memset(&cv->syms, 0, sizeof cv->syms);
	cv->nested++;
	if (!cv->mbody)
		goto out;
	/* symbols first: calls may precede their callee */
	for (Op *op = cv->mbody->first; op; op = op->next)
		add_symbol(cv, op);
	/* new ops (declarations, wrappers) are not revisited */
	Op *next;
	Map seen = {0};
	for (Op *op = cv->mbody->first; op; op = op->next)
		map_put(&seen, op, op);
	for (Op *op = cv->mbody->first; op && !cv->nerr; op = next) {
		next = op->next;
		while (next && !map_get(&seen, next))
			next = next->next;
		convert_top_op(cv, op);
	}
	map_free(&seen);
out:
	map_free(&cv->syms);
	cv->syms = save_syms;
	cv->nested--;
	cv->module = save_m;
	cv->mbody = save_b;
}

static Conv *conv_new(Ctx *c, Op *module, const ConvOpts *opts)
{
	init_tables();
	Conv *cv = xmalloc(sizeof *cv);
	memset(cv, 0, sizeof *cv);
	cv->c = c;
	cv->o = *opts;
	cv->lowers = gen_of(c->llvm_version)->lowers;
	cv->dialects = opts->dialects;
	cv->module = module;
	cv->mbody = module_body(module);
	set_index_width(cv, module->attrs, module->nattr);
	cv->ptr = type_ptr(c, 0, NULL);
	cv->i1 = type_i(c, 1);
	cv->i8 = type_i(c, 8);
	cv->i32 = type_i(c, 32);
	cv->i64 = type_i(c, 64);
	cv->voidt = type_simple(c, TY_LLVM_VOID);
	for (int k = 1; k < NOPKINDS; k++)
		cv->opname[k] = op_names[k] ? intern_c(c, op_names[k]) : NULL;
#define X(s) cv->cs[CS_##s] = intern_c(c, #s);
	XCSYMS(X)
#undef X
	cv->ccc = opaque(cv, "llvm.cconv", "ccc");
	cv->external = attr_llvm_enum(cv->c, LL_LINKAGE, "external");
	return cv;
}

static unsigned conv_free(Conv *cv)
{
	unsigned nerr = cv->nerr;
	map_free(&cv->types);
	map_free(&cv->orig);
	map_free(&cv->lconst);
	map_free(&cv->dynsizes);
	map_free(&cv->ph);
	map_free(&cv->syms);
	map_free(&cv->tcast);
	map_free(&cv->scast);
	map_free(&cv->casts);
	map_free(&cv->slot);
	map_free(&cv->badspace);
	vec_free(&cv->made);
	free(cv);
	return nerr;
}

unsigned convert_to_llvm(Ctx *c, Op *module, const ConvOpts *opts)
{
	Conv *cv = conv_new(c, module, opts);
	convert_module(cv, module);
	return conv_free(cv);
}

/* ---- streaming: the module body converted one op at a time */

/* module: where added declarations go (its body may grow while streaming);
 * module_ir: the arena they come from. */
Conv *conv_stream_new(Ctx *c, Op *module, Arena *module_ir, const ConvOpts *opts)
{
	Conv *cv = conv_new(c, module, opts);
	cv->module_ir = module_ir;
	return cv;
}

/* op, just parsed, in block body (the module's, as it is being parsed). */
unsigned conv_stream_op(Conv *cv, Block *body, Op *op)
{
	cv->mbody = body;
	add_symbol(cv, op);
	convert_top_op(cv, op);
	return cv->nerr;
}

/* op is about to be freed: its symbol leaves cv->syms for the module's
 * symbol table (Ctx.modsyms, shared with the verifier), with what later
 * lookups read of it (declare_func: the kind, the location,
 * function_type; a call: llvm.bareptr): one small entry per function of
 * the module. */
void conv_stream_forget(Conv *cv, Op *op)
{
	Attr *n = op_attr(op, cv->c->sym[SYM_sym_name]);
	if (!n || n->kind != ATTR_STRING || map_get(&cv->syms, n->s.str) != op)
		return;
	ModSym m;
	modsym_get(cv->c, n->s.str, &m);
	m.own |= MS_LOWERED;
	m.lkind = op->kind;
	m.lfnty = op_attr(op, cv->c->sym[SYM_function_type]);
	m.bareptr = op_attr(op, csym(cv, "llvm.bareptr")) != NULL;
	modsym_put(cv->c, n->s.str, &m);
	map_del(&cv->syms, n->s.str);
}

void conv_stream_layout(Conv *cv, const NamedAttr *attrs, unsigned n)
{
	set_index_width(cv, attrs, n);
}

unsigned conv_stream_end(Conv *cv)
{
	return conv_free(cv);
}
