/* import_inst.c - function bodies of the LLVM IR importer: names (values
 * and blocks, forward references, implicit numbering), PHIs as block
 * arguments, and one builder per instruction producing llvm-dialect ops
 * as mlir-translate-19 --import-llvm does (calls: import_call.c, memory:
 * import_mem.c). */
#include <stdlib.h>
#include <string.h>

#include "llvmir/import_fn.h"

/* ---------------------------------------------------------------- flags */

/* #llvm.fastmath of the flag keywords (bit i = LE_FASTMATH's word i). */
Attr *ll_fastmath_attr(LLParser *p, LList *flags)
{
	const char *const *w = llenum_words[LE_FASTMATH];
	uint64_t bits = 0;
	for (unsigned i = 0; flags && i < flags->n; i++) {
		LLAttr *a = flags->v[i];
		if (a->kind != A_KW)
			continue;
		if (!strcmp(a->kw->s, "fast"))
			bits = 0x7f;
		for (unsigned j = 0; w[j]; j++)
			if (!strcmp(a->kw->s, w[j]))
				bits |= 1u << j;
	}
	return attr_llvm_flags(p->c, LL_FASTMATH, bits);
}

bool ll_has_flag(LList *flags, const char *kw)
{
	return ll_find(flags, kw) != NULL;
}

/* Flags MLIR 19 cannot carry (exact, disjoint, nneg, trunc nuw/nsw, ...). */
void ll_drop_flags(LLParser *p, LList *flags, const char *const *keep)
{
	for (unsigned i = 0; flags && i < flags->n; i++) {
		LLAttr *a = flags->v[i];
		bool kept = false;
		for (unsigned j = 0; keep && keep[j]; j++)
			kept |= a->kind == A_KW && !strcmp(a->kw->s, keep[j]);
		if (!kept) {
			char buf[96];
			snprintf(buf, sizeof buf, "flag '%s'", a->kw ? a->kw->s : "?");
			ll_drop(p, a->loc, buf);
		}
	}
}

/* ---------------------------------------------------------------- names */

Sym *ll_num_sym(LLParser *p, unsigned n)
{
	char buf[16];
	snprintf(buf, sizeof buf, "%u", n);
	return intern_c(p->c, buf);
}

static bool is_num(Sym *s, unsigned *n)
{
	uint64_t v;
	if (s->len > 9 || !ll_digits(s, &v))
		return false;
	*n = (unsigned)v;
	return true;
}

static void bump(FnState *f, Sym *name)
{
	unsigned n;
	if (is_num(name, &n) && n + 1 > f->next_num)
		f->next_num = n + 1;
}

Local *ll_local_get(LLParser *p, Sym *name, Loc loc)
{
	FnState *f = p->fn;
	Local *l = map_get(&f->locals, (uint64_t)(uintptr_t)name);
	if (!l) {
		l = arena_alloc(p->a, sizeof *l);
		l->name = name;
		l->loc = loc;
		map_put(&f->locals, (uint64_t)(uintptr_t)name, l);
		vec_push(&f->order, l);
	}
	return l;
}

Value *ll_local_value(LLParser *p, LLV *v)
{
	if (!p->fn) {
		error_at(p->c, v->loc, "use of a local value '%%%s' outside a function", v->s->s);
		return NULL;
	}
	Local *l = ll_local_get(p, v->s, v->loc);
	if (l->b) {
		error_at(p->c, v->loc, "'%%%s' is a basic block, not a value", v->s->s);
		return NULL;
	}
	FnState *f = p->fn;
	if (l->v) {
		if (l->v->type != v->ty) {
			error_at(p->c, v->loc, "'%%%s' defined with a different type", v->s->s);
			return NULL;
		}
		Block *at = l->v->def ? l->v->def->parent : l->v->owner;
		if (!l->defined || (at != f->entry && at != f->cur))
			f->dom_unsure = true;
		return l->v;
	}
	f->dom_unsure = true;   /* a forward reference */
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "xlate.forward_ref"), v->loc);
	vec_push(&s.types, v->ty);
	Op *op = op_create(p->c, &s);
	opstate_free(&s);
	l->v = &op->res[0];
	l->loc = v->loc;
	return l->v;
}

static void define_value(LLParser *p, Sym *name, Value *v, Loc loc)
{
	Local *l = ll_local_get(p, name, loc);
	if (l->defined || l->b) {
		error_at(p->c, loc, "redefinition of '%%%s'", name->s);
		return;
	}
	if (l->v) {
		if (l->v->type != v->type) {
			error_at(p->c, l->loc, "'%%%s' used with a type different from its definition", name->s);
			return;
		}
		value_replace_all_uses(l->v, v);
	}
	l->v = v;
	l->defined = true;
	l->loc = loc;
	v->name = name;
}

static Block *block_ref(LLParser *p, Sym *name, Loc loc)
{
	Local *l = ll_local_get(p, name, loc);
	if (l->v) {
		error_at(p->c, loc, "'%%%s' is a value, not a basic block", name->s);
		return NULL;
	}
	if (!l->b) {
		l->b = block_new(p->c);
		l->loc = loc;
		l->num = p->fn->nblocks++;
	}
	return l->b;
}

Local *ll_block_local(LLParser *p, Sym *name, Loc loc)
{
	return block_ref(p, name, loc) ? ll_local_get(p, name, loc) : NULL;
}

/* The block of a `label %x` operand. */
Block *ll_label_of(LLParser *p, LLV *v)
{
	if (!v || !v->ty || v->ty->kind != TY_LLVM_LABEL || v->kind != V_LOCAL) {
		error_at(p->c, v ? v->loc : (Loc){0}, "expected 'label %%name'");
		return NULL;
	}
	Block *b = block_ref(p, v->s, v->loc);
	if (b && b == p->fn->entry) {
		/* LLVM's verifier: "Entry block to function must not have predecessors!" */
		error_at(p->c, v->loc, "entry block to function must not have predecessors");
		return NULL;
	}
	return b;
}

/* The entry block is numbered when the body starts without a label. */
static void ensure_started(LLParser *p)
{
	FnState *f = p->fn;
	if (!f->started) {
		f->started = true;
		Local *l = ll_local_get(p, ll_num_sym(p, f->next_num++), (Loc){0});
		if (l->b)   /* a label operand of the first instruction */
			error_at(p->c, l->loc, "entry block to function must not have predecessors");
		l->b = f->entry;
		l->defined = true;
		f->cur = f->entry;
	}
}

static Block *cur_block(LLParser *p)
{
	FnState *f = p->fn;
	ensure_started(p);
	if (!f->cur) {
		Local *l = ll_local_get(p, ll_num_sym(p, f->next_num++), (Loc){0});
		if (l->defined || l->v) {
			error_at(p->c, l->loc, "implicit block number conflicts with '%%%s'", l->name->s);
		}
		if (!l->b) {
			l->b = block_new(p->c);
			l->num = f->nblocks++;
		}
		l->defined = true;
		region_push_block(f->r, l->b);
		f->cur = l->b;
	}
	return f->cur;
}

void ll_label(LLParser *p, Sym *name, Loc loc)
{
	FnState *f = p->fn;
	if (!f->started) {
		f->started = true;
		Local *l = ll_local_get(p, name, loc);
		if (l->b || l->v) {
			error_at(p->c, loc, "redefinition of '%%%s'", name->s);
			return;
		}
		l->b = f->entry;
		l->defined = true;
		f->cur = f->entry;
		bump(f, name);
		return;
	}
	if (f->cur) {
		error_at(p->c, loc, "basic block before '%s' does not end with a terminator", name->s);
		return;
	}
	Local *l = ll_local_get(p, name, loc);
	if (l->defined || l->v) {
		error_at(p->c, loc, "redefinition of '%%%s'", name->s);
		return;
	}
	if (!l->b) {
		l->b = block_new(p->c);
		l->num = f->nblocks++;
	}
	l->defined = true;
	l->loc = loc;
	region_push_block(f->r, l->b);
	f->cur = l->b;
	bump(f, name);
}

void ll_result_name(LLParser *p, Sym *name, Loc loc)
{
	p->fn->pending = name;
	p->fn->pending_loc = loc;
	p->fn->pending_used = false;
	p->fn->pending_errs = p->c->nerrors;
}

void ll_inst_done(LLParser *p)
{
	FnState *f = p->fn;
	/* an instruction that failed has reported its error already */
	if (f->pending && !f->pending_used && p->c->nerrors == f->pending_errs)
		error_at(p->c, f->pending_loc, "instructions returning void cannot have a name");
	f->pending = NULL;
	if (f->dbg_call) {
		f->dbg_call = false;   /* a debug intrinsic: attached to the next one, as a record */
	} else if (f->nrecs) {
		ll_dbg_attached(p, f->intr_call);
	}
	f->intr_call = false;
}

/* Binds the instruction's result to its name (or the next number). */
static void def_result(LLParser *p, Value *v)
{
	FnState *f = p->fn;
	if (!v)
		return;
	if (f->pending) {
		f->pending_used = true;
		define_value(p, f->pending, v, f->pending_loc);
		bump(f, f->pending);
	} else {
		define_value(p, ll_num_sym(p, f->next_num++), v, (Loc){0});
	}
}

/* ---------------------------------------------------------------- emitting */

static Sink inst_sink(LLParser *p)
{
	return (Sink){cur_block(p), NULL, false, NULL};
}

Value *ll_use(LLParser *p, LLV *v)
{
	if (v->kind == V_LOCAL)
		return ll_local_value(p, v);
	if (!p->fn) {
		error_at(p->c, v->loc, "constant outside a function");
		return NULL;
	}
	ensure_started(p);
	return ll_mat(p, &p->fn->consts, v);
}

Value *ll_use_in(LLParser *p, LLV *v, Block *b, Op **after)
{
	Map cache = {0};
	Sink k = {b, *after, false, &cache};
	FnState *save = p->fn;
	p->fn = NULL;
	Op *start = *after;
	Value *r = ll_mat(p, &k, v);
	if (r && k.last)   /* (an initializer: in the order MLIR converts its constants) */
		ll_order_region(p, b, start, k.last, r);
	map_clear(&p->const_deps, 0);
	p->fn = save;
	*after = b->last;
	map_free(&cache);
	return r;
}

static Value *use_t(LLParser *p, Type *t, LLV *v)
{
	v->ty = t;
	return ll_use(p, v);
}

/* Emits the op in the current block; a terminator ends the block. */
static Op *emit(LLParser *p, OpState *s)
{
	Block *b = cur_block(p);
	Op *op = op_create(p->c, s);
	ll_opstate_done(p, s);
	block_push_op(b, op);
	if (op_flags[op->kind] & OPF_TERM) {
		p->fn->cur = NULL;
		if (op->nsucc)
			vec_push(&p->fn->terms, op);
	}
	return op;
}

/* Instruction metadata: modeled kinds become attributes now or at the end. */
/* llvm-as's verifier on where !range and !nonnull may be attached, and on
 * an inline !tbaa or !prof node without operands (Verifier::visitInstruction,
 * TBAAVerifier), at the attachment. */
static bool md_place_ok(LLParser *p, Op *op, LLAttr *a)
{
	const char *k = a->kw->s;
	bool call = op->kind == OP_LLVM_CALL || op->kind == OP_LLVM_INVOKE || op->kind == OP_LLVM_INTR ||
	            op->kind == OP_LLVM_CALL_INTRINSIC;
	const char *err = NULL;
	bool empty = a->md && a->md->kind == MD_NODE && (!a->md->elts || !a->md->elts->n);   /* an inline !{} */
	if (!strcmp(k, "tbaa") && empty)
		err = "TBAA metadata cannot have 0 operands";
	else if (!strcmp(k, "prof") && empty)
		err = "!prof annotations should have at least 1 operand";
	else if (!strcmp(k, "range") && op->kind != OP_LLVM_LOAD && !call)
		err = "Ranges are only for loads, calls and invokes!";
	else if (!strcmp(k, "nonnull") && (!op->nres || op->res[0].type->kind != TY_LLVM_PTR))
		err = "nonnull applies only to pointer types";
	else if (!strcmp(k, "nonnull") && op->kind != OP_LLVM_LOAD)
		err = "nonnull applies only to load instructions, use attributes for calls or invokes";
	if (err)
		error_at(p->c, a->loc, "%s", err);
	return !err;
}

/* The attachments of an instruction built without inst_md (binary
 * operators, comparisons, fneg, select): placed as the verifier wants, and
 * !dbg (import_di.c); the others are not kept. */
void ll_rest_md(LLParser *p, LList *rest)
{
	Op *op = p->fn && p->fn->cur ? p->fn->cur->last : NULL;
	for (unsigned i = 0; op && rest && i < rest->n; i++)
		if (((LLAttr *)rest->v[i])->kind == A_MD)
			md_place_ok(p, op, rest->v[i]);
	ll_rest_dbg(p, rest);
}

void ll_md_keep(LLParser *p, Op *op, LLAttr *a, Sym *kw)
{
	LLAttr *keep = arena_dup(p->c->ir, a, sizeof *a);
	keep->md = arena_dup(p->c->ir, a->md, sizeof *a->md);
	if (kw)
		keep->kw = kw;
	LList *one = arena_alloc(p->c->ir, sizeof *one);
	one->v = arena_alloc(p->c->ir, sizeof *one->v);
	one->v[0] = keep;
	one->n = one->cap = 1;
	vec_push(&p->md_ops, op);
	vec_push(&p->md_atts, one);
	vec_push(&p->md_seq, p->md_clock++);
}

static void inst_md(LLParser *p, Op *op, LList *rest)
{
	LList *later = NULL;
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];
		if (a->kind != A_MD || !md_place_ok(p, op, a))
			continue;
		const char *k = a->kw->s;
		bool access = ll_access_kind(op, k) || ll_group_kind(op, k)
		              || ((!strcmp(k, ll_scope_decl_kind) || !strcmp(k, ll_dbg_var_kind)) && op->kind == OP_LLVM_INTR);
		bool extra = !strcmp(k, "tbaa.struct") && op->kind == OP_LLVM_INTR && p->c->keep_ll_extras;
		if ((access || extra) && a->md->kind == MD_REF) {
			ll_md_keep(p, op, a, NULL);   /* (ll_md_pend copies what a streamed body needs) */
			continue;
		}
		if (!strcmp(k, "dbg") && p->c->print_locs) {   /* the op's location (import_di.c) */
			ll_dbg_note(p, op, a->md);
			continue;
		}
		if (!strcmp(k, "nontemporal") && (op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_STORE
		                                  || (!strcmp(op->name->s, "llvm.intr.masked.load")
		                                      && (gen_of(p->c->llvm_version)->keeps & GK_MASKED_NT))))
			op_set_attr(p->c, op, ll_sym(p, "nontemporal"), attr_unit(p->c));
		else if (!strcmp(k, "invariant.load") && op->kind == OP_LLVM_LOAD)
			op_set_attr(p->c, op, ll_sym(p, "invariant"), attr_unit(p->c));
		else if (!strcmp(k, "invariant.group") && (op->kind == OP_LLVM_LOAD || op->kind == OP_LLVM_STORE)
		         && (gen_of(p->c->llvm_version)->keeps & GK_INVARIANT_GROUP))
			op_set_attr(p->c, op, ll_sym(p, "invariantGroup"), attr_unit(p->c));
		else if ((!strcmp(k, "tbaa") || !strcmp(k, "llvm.loop") || !strcmp(k, "prof") || ll_mmra_kind(p, k)
		          || (ll_deref_kind(op, k) && (gen_of(p->c->llvm_version)->keeps & GK_DEREFERENCEABLE)))
		         && a->md->kind == MD_REF) {
			/* kept until the end of the file with the op: out of the
			 * function's scratch arena */
			LLAttr *keep = arena_dup(p->c->ir, a, sizeof *a);
			keep->md = arena_dup(p->c->ir, a->md, sizeof *a->md);
			if (!later) {
				later = arena_alloc(p->c->ir, sizeof *later);
				later->cap = 4;
				later->v = arena_alloc(p->c->ir, 4 * sizeof *later->v);
			}
			if (later->n < later->cap)
				later->v[later->n++] = keep;
		}
		else {
			char buf[96];
			snprintf(buf, sizeof buf, "metadata !%s", k);
			ll_drop(p, a->loc, buf);
		}
	}
	if (later) {
		vec_push(&p->md_ops, op);
		vec_push(&p->md_atts, later);
		vec_push(&p->md_seq, p->md_clock++);
		map_put(&p->md_index, (uint64_t)(uintptr_t)op, (void *)(uintptr_t)p->md_ops.n);
	}
}

Op *ll_emit_inst(LLParser *p, OpState *s, LList *rest)
{
	Op *op = emit(p, s);
	inst_md(p, op, rest);
	if (op->nres && op->res[0].type->kind != TY_LLVM_VOID)  /* a void asm's !llvm.void result is no LLVM value */
		def_result(p, &op->res[0]);
	return op;
}

/* ---------------------------------------------------------------- shared builders */

static const char *const icmp_preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static const char *const fcmp_preds[] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
};

/* i1, or a vector of i1 shaped like t. */
static Type *bool_like(LLParser *p, Type *t)
{
	Type *i1 = type_i(p->c, 1);
	if (t->kind == TY_VECTOR)
		return type_vector(p->c, 1, t->shaped.shape, t->shaped.scalable, i1);
	if (t->kind == TY_LLVM_VEC) {
		int64_t n = (int64_t)t->llvec.n;
		bool sc = t->llvec.scalable;
		return type_vector(p->c, 1, &n, &sc, i1);
	}
	return i1;
}

Value *ll_build_simple(LLParser *p, Sink *k, const char *name, unsigned n, Value **ops, Type *rt, Loc loc)
{
	OpState s;
	ll_opstate(p, &s, ll_sym(p, name), loc);
	for (unsigned i = 0; i < n; i++)
		vec_push(&s.opnds, ops[i]);
	if (rt)
		vec_push(&s.types, rt);
	return sink_op(p, k, &s);
}

/* Whether the generation written holds the integer flags exact, disjoint,
 * nneg and trunc nsw/nuw. */
static bool int_flags(LLParser *p)
{
	return gen_of(p->c->llvm_version)->keeps & GK_INT_FLAGS;
}

static void overflow_attr(LLParser *p, OpState *s, LList *flags)
{
	uint64_t bits = (uint64_t)ll_has_flag(flags, "nsw") | (uint64_t)ll_has_flag(flags, "nuw") << 1;   /* LE_OVERFLOW */
	opstate_add_attr(s, p->c->sym[SYM_overflowFlags], attr_llvm_flags(p->c, LL_OVERFLOW, bits));
}

/* A unit attribute for flag kw if the generation holds it; the flags kept. */
static const char *const *unit_flag(LLParser *p, OpState *s, LList *flags, const char *kw, const char *attr,
                                    const char *const *keep)
{
	if (!int_flags(p))
		return NULL;
	if (ll_has_flag(flags, kw))
		opstate_add_attr(s, ll_sym(p, attr), attr_unit(p->c));
	return keep;
}

static const char *const binop_ovf[] = {"nuw", "nsw", NULL}, *const binop_exact[] = {"exact", NULL},
                         *const binop_disjoint[] = {"disjoint", NULL};

/* The words llvm-as reads between a binary operator of kind k and its
 * type (LLParser::parseInstruction), each at most once: nuw and nsw on
 * add, sub, mul and shl, exact on the divisions and right shifts,
 * disjoint on or; NULL: none (*fmf: fast-math flags instead, on the
 * floating-point ones). */
static const char *const *binop_words(OpKind k, bool *fmf)
{
	*fmf = false;
	switch (k) {
	case OP_LLVM_ADD: case OP_LLVM_SUB: case OP_LLVM_MUL: case OP_LLVM_SHL:
		return binop_ovf;
	case OP_LLVM_UDIV: case OP_LLVM_SDIV: case OP_LLVM_LSHR: case OP_LLVM_ASHR:
		return binop_exact;
	case OP_LLVM_OR:
		return binop_disjoint;
	case OP_LLVM_FADD: case OP_LLVM_FSUB: case OP_LLVM_FMUL: case OP_LLVM_FDIV: case OP_LLVM_FREM:
		*fmf = true;
		return NULL;
	default:
		return NULL;
	}
}

static void binop_attrs(LLParser *p, OpState *s, OpKind kind, LList *flags)
{
	bool fmf;
	const char *const *words = binop_words(kind, &fmf);
	if (fmf)
		opstate_add_attr(s, p->c->sym[SYM_fastmathFlags], ll_fastmath_attr(p, flags));
	else if (words == binop_ovf) {
		overflow_attr(p, s, flags);
		ll_drop_flags(p, flags, words);
	} else if (words) {   /* exact, disjoint: a unit attribute where the generation has one */
		const char *attr = words == binop_exact ? "isExact" : "isDisjoint";
		ll_drop_flags(p, flags, unit_flag(p, s, flags, words[0], attr, words));
	} else {
		ll_drop_flags(p, flags, NULL);
	}
}

Value *ll_build_binop(LLParser *p, Sink *k, OpKind kind, LList *flags, Value *a, Value *b, Loc loc)
{
	OpState s;
	ll_opstate(p, &s, ll_sym(p, op_names[kind]), loc);
	vec_push(&s.opnds, a);
	vec_push(&s.opnds, b);
	vec_push(&s.types, a->type);
	binop_attrs(p, &s, kind, flags);
	return sink_op(p, k, &s);
}

Value *ll_build_cmp(LLParser *p, Sink *k, bool fp, LList *flags, Value *a, Value *b, Loc loc)
{
	int pred = -1;
	LList *fmf = NULL;
	for (unsigned i = 0; flags && i < flags->n; i++) {
		LLAttr *x = flags->v[i];
		bool is_pred = false;
		unsigned np = fp ? 16 : 10;
		for (unsigned j = 0; j < np; j++)
			if (x->kind == A_KW && !strcmp(x->kw->s, fp ? fcmp_preds[j] : icmp_preds[j])) {
				pred = (int)j;
				is_pred = true;
			}
		if (!is_pred)
			fmf = ll_append(p, fmf, x);
	}
	if (pred < 0) {
		error_at(p->c, loc, "expected a comparison predicate");
		return NULL;
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, fp ? "llvm.fcmp" : "llvm.icmp"), loc);
	vec_push(&s.opnds, a);
	vec_push(&s.opnds, b);
	vec_push(&s.types, bool_like(p, a->type));
	opstate_add_attr(&s, p->c->sym[SYM_predicate], ll_i64(p, pred));
	if (fp)
		opstate_add_attr(&s, p->c->sym[SYM_fastmathFlags], ll_fastmath_attr(p, fmf));
	else
		ll_drop_flags(p, fmf, NULL);
	return sink_op(p, k, &s);
}

/* A scalar type as the .ll text spells it (llvm-as's words) */
void ll_scalar_name(char *buf, size_t n, Type *t)
{
	unsigned w = type_float_width(t);
	if (t->kind == TY_INT)
		snprintf(buf, n, "i%u", t->i.width);
	else if (t->kind == TY_LLVM_PTR && t->ptr.addrspace)
		snprintf(buf, n, "ptr addrspace(%u)", t->ptr.addrspace);
	else if (t->kind == TY_LLVM_PTR)
		snprintf(buf, n, "ptr");
	else
		snprintf(buf, n, "%s", t->kind == TY_BF16 ? "bfloat" : w == 16 ? "half" : w == 32 ? "float" : w == 64 ? "double"
		                       : w == 80 ? "x86_fp80" : w == 128 ? "fp128" : "type");
}

/* The bits of a first-class non-pointer type (a vector: all its
 * elements), 0 for a pointer or another kind. */
static uint64_t cast_bits(Type *t)
{
	Type *e = t->kind == TY_VECTOR || (t->kind == TY_LLVM_VEC && !t->llvec.scalable) ? type_elt(t) : t;
	uint64_t n = e == t ? 1 : type_num_elements(t);
	return n * (e->kind == TY_INT ? e->i.width : type_is_float(e) ? type_float_width(e) : 0);
}

/* CastInst::castIsValid on the element types: the widths of trunc, zext,
 * sext, fptrunc and fpext, the kinds each cast takes, a bitcast between
 * types of one size (pointers: of one address space), an addrspacecast
 * between two (llvm-as's "invalid cast opcode" otherwise). */
static bool cast_valid(OpKind kind, Type *from, Type *to)
{
	Type *a = type_elt(from), *b = type_elt(to);
	bool ia = a->kind == TY_INT, ib = b->kind == TY_INT, fa = type_is_float(a), fb = type_is_float(b);
	bool pa = a->kind == TY_LLVM_PTR, pb = b->kind == TY_LLVM_PTR;
	switch (kind) {
	case OP_LLVM_TRUNC: return ia && ib && a->i.width > b->i.width;
	case OP_LLVM_ZEXT: case OP_LLVM_SEXT: return ia && ib && a->i.width < b->i.width;
	case OP_LLVM_FPTRUNC: return fa && fb && type_float_width(a) > type_float_width(b);
	case OP_LLVM_FPEXT: return fa && fb && type_float_width(a) < type_float_width(b);
	case OP_LLVM_FPTOUI: case OP_LLVM_FPTOSI: return fa && ib;
	case OP_LLVM_UITOFP: case OP_LLVM_SITOFP: return ia && fb;
	case OP_LLVM_PTRTOINT: return pa && ib;
	case OP_LLVM_INTTOPTR: return ia && pb;
	case OP_LLVM_ADDRSPACECAST: return pa && pb && a->ptr.addrspace != b->ptr.addrspace;
	case OP_LLVM_BITCAST:
		if (pa || pb)
			return pa && pb && a->ptr.addrspace == b->ptr.addrspace;
		return cast_bits(from) && cast_bits(from) == cast_bits(to);
	default: return true;
	}
}

Value *ll_build_cast(LLParser *p, Sink *k, OpKind kind, LList *flags, Value *a, Type *to, Loc loc)
{
	if (!cast_valid(kind, a->type, to)) {
		char x[32], y[32];
		ll_scalar_name(x, sizeof x, type_elt(a->type));
		ll_scalar_name(y, sizeof y, type_elt(to));
		error_at(p->c, loc, "invalid cast opcode for cast from '%s' to '%s'", x, y);
		return NULL;
	}
	static const char *const keep_fmf[] = {"nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast", NULL};
	static const char *const keep_ovf[] = {"nsw", "nuw", NULL}, *const keep_nneg[] = {"nneg", NULL};
	OpState s;
	ll_opstate(p, &s, ll_sym(p, op_names[kind]), loc);
	const char *const *keep = NULL;
	if (kind == OP_LLVM_FPTRUNC || kind == OP_LLVM_FPEXT)
		keep = keep_fmf;
	else if (kind == OP_LLVM_ZEXT || kind == OP_LLVM_UITOFP)
		keep = unit_flag(p, &s, flags, "nneg", "nonNeg", keep_nneg);
	else if (kind == OP_LLVM_TRUNC && int_flags(p)) {
		overflow_attr(p, &s, flags);
		keep = keep_ovf;
	}
	ll_drop_flags(p, flags, keep);
	vec_push(&s.opnds, a);
	vec_push(&s.types, to);
	return sink_op(p, k, &s);
}

/* The number of lanes of a vector type, 0 for scalars. */
static uint64_t lanes(Type *t, bool *scalable)
{
	if (t->kind == TY_VECTOR) {
		*scalable = t->shaped.scalable && t->shaped.scalable[0];
		return (uint64_t)t->shaped.shape[0];
	}
	if (t->kind == TY_LLVM_VEC) {
		*scalable = t->llvec.scalable;
		return t->llvec.n;
	}
	return 0;
}

static Type *vector_of(LLParser *p, uint64_t n, Type *elt, bool scalable)
{
	if (type_is_int(elt) || type_is_float(elt)) {
		int64_t sh = (int64_t)n;
		return type_vector(p->c, 1, &sh, &scalable, elt);
	}
	return type_llvec(p->c, n, elt, scalable);
}

bool ll_gep_base_ok(LLParser *p, Value *base, Loc at)
{
	Type *t = base->type;
	if (t->kind == TY_LLVM_VEC || t->kind == TY_VECTOR)
		t = type_elt(t);
	if (t && t->kind == TY_LLVM_PTR)
		return true;
	error_at(p->c, at, "base of getelementptr must be a pointer");
	return false;
}

Value *ll_build_gep(LLParser *p, Sink *k, LList *flags, Type *src, Value *base, LList *idx, Loc loc)
{
	static const char *const keep19[] = {"inbounds", NULL}, *const keep22[] = {"inbounds", "nusw", "nuw", NULL};
	bool gep_flags = gen_of(p->c->llvm_version)->keeps & GK_GEP_FLAGS;
	unsigned n = idx ? idx->n : 0;
	int64_t *raw = arena_alloc(p->a, (n ? n : 1) * sizeof *raw);
	Value **stat = NULL;   /* the constants of its indices, when one is static (zeroed by the arena) */
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.getelementptr"), loc);
	vec_push(&s.opnds, base);
	Type *cur = src;
	uint64_t vlanes = 0;
	bool vscal = false;
	Type *bt = base->type;
	if (bt->kind == TY_LLVM_VEC || bt->kind == TY_VECTOR)
		vlanes = lanes(bt, &vscal);
	for (unsigned i = 0; i < n; i++) {
		LLV *x = idx->v[i];
		if (i > 0 && (!cur || !(cur->kind == TY_LLVM_STRUCT || cur->kind == TY_LLVM_ARRAY ||
		                        cur->kind == TY_VECTOR || cur->kind == TY_LLVM_VEC))) {
			/* an index into a scalar: llvm-as's error */
			error_at(p->c, x->loc, "invalid getelementptr indices");
			opstate_free(&s);
			return NULL;
		}
		bool is_struct = i > 0 && cur && cur->kind == TY_LLVM_STRUCT;
		if (is_struct) {
			int64_t fi;
			if (x->kind != V_INT || !type_is_int(x->ty)) {
				error_at(p->c, x->loc, "a structure index must be a constant integer");
				opstate_free(&s);
				return NULL;
			}
			fi = strtoll(x->s->s, NULL, 10);
			if (fi < 0 || (uint64_t)fi >= cur->st.n) {
				error_at(p->c, x->loc, "structure index out of range");
				opstate_free(&s);
				return NULL;
			}
			raw[i] = fi;
			cur = cur->st.elts[fi];
			/* MLIR converts it too (a constant nothing uses): the GEP
			 * builder makes it a static index afterwards */
			if (!stat)
				stat = arena_alloc(p->a, n * sizeof *stat);
			if (!(stat[i] = ll_mat(p, p->fn && k->cache == NULL ? &p->fn->consts : k, x))) {
				opstate_free(&s);
				return NULL;
			}
			continue;
		}
		Value *v = x->kind == V_LOCAL ? ll_local_value(p, x) : ll_mat(p, p->fn && k->cache == NULL ? &p->fn->consts : k, x);
		if (!v) {
			opstate_free(&s);
			return NULL;
		}
		if (!vlanes)
			vlanes = lanes(v->type, &vscal);
		vec_push(&s.opnds, v);
		raw[i] = INT32_MIN;
		if (i > 0 && cur)
			cur = (cur->kind == TY_LLVM_ARRAY || cur->kind == TY_VECTOR || cur->kind == TY_LLVM_VEC) ? type_elt(cur) : NULL;
	}
	Type *pt = bt->kind == TY_LLVM_PTR ? bt : (bt->kind == TY_LLVM_VEC ? bt->llvec.elt : ll_ptr(p, 0));
	vec_push(&s.types, vlanes ? vector_of(p, vlanes, pt, vscal) : pt);
	opstate_add_attr(&s, ll_sym(p, "elem_type"), attr_type(p->c, src));
	opstate_add_attr(&s, ll_sym(p, "rawConstantIndices"), ll_dense_i32(p, n, raw));
	bool inbounds = ll_has_flag(flags, "inbounds");
	if (inbounds)
		opstate_add_attr(&s, ll_sym(p, "inbounds"), attr_unit(p->c));
	/* inbounds implies nusw */
	if (gep_flags && ll_has_flag(flags, "nusw") && !inbounds)
		opstate_add_attr(&s, ll_sym(p, "nusw"), attr_unit(p->c));
	if (gep_flags && ll_has_flag(flags, "nuw"))
		opstate_add_attr(&s, ll_sym(p, "nuw"), attr_unit(p->c));
	ll_drop_flags(p, flags, gep_flags ? keep22 : keep19);
	Value *r = sink_op(p, k, &s);
	if (stat && r) {
		ConstDeps *d = ll_const_deps(p, r->def, n, true);
		memcpy(d->v, stat, n * sizeof *stat);
	}
	return r;
}

/* ---------------------------------------------------------------- arithmetic and casts */

/* The element type of a vector type, else t itself. */
static Type *scalar_of(Type *t)
{
	return t->kind == TY_LLVM_VEC ? t->llvec.elt : t->kind == TY_VECTOR ? t->shaped.elt : t;
}

/* False, with llvm-as's error at loc, when an operand type t is not of
 * the class the instruction takes (an integer add of floats, ...): such
 * an op does not verify. */
static bool operand_class_ok(LLParser *p, Type *t, bool fp, bool ptr_too, const char *msg, Loc loc)
{
	Type *e = scalar_of(t);
	if (fp ? type_is_float(e) : type_is_int(e) || (ptr_too && e->kind == TY_LLVM_PTR))
		return true;
	error_at(p->c, loc, "%s", msg);
	return false;
}

/* Whether flags are words binop_words lets a binary operator of kind k
 * take; at any other word llvm-as expects the type. */
static bool binop_flags_ok(LLParser *p, OpKind k, LList *flags)
{
	bool fmf;
	const char *const *once = binop_words(k, &fmf);
	unsigned seen = 0;   /* bit j: once[j] read */
	for (unsigned i = 0; flags && i < flags->n; i++) {
		LLAttr *a = flags->v[i];
		bool ok = a->kind == A_KW && fmf && ll_is_fastmath(a);
		for (unsigned j = 0; !ok && a->kind == A_KW && once && once[j]; j++)
			if (!strcmp(a->kw->s, once[j]) && !(seen >> j & 1)) {
				seen |= 1u << j;
				ok = true;
			}
		if (!ok) {
			error_at(p->c, a->loc, "expected type");
			return false;
		}
	}
	return true;
}

void ll_binop(LLParser *p, OpKind k, LList *flags, Type *t, LLV *a, LLV *b, Loc loc)
{
	if (!binop_flags_ok(p, k, flags))
		return;
	Value *va = use_t(p, t, a), *vb = use_t(p, t, b);
	if (!va || !vb)
		return;
	if (!operand_class_ok(p, t, op_names[k][5] == 'f', false, "invalid operand type for instruction", loc))
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, op_names[k]), loc);
	vec_push(&s.opnds, va);
	vec_push(&s.opnds, vb);
	vec_push(&s.types, t);
	binop_attrs(p, &s, k, flags);
	ll_emit_inst(p, &s, NULL);
}

void ll_fneg(LLParser *p, LList *flags, LLV *a, Loc loc)
{
	Value *va = ll_use(p, a);
	if (!va || !operand_class_ok(p, va->type, true, false, "invalid operand type for instruction", loc))
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.fneg"), loc);
	vec_push(&s.opnds, va);
	vec_push(&s.types, va->type);
	opstate_add_attr(&s, p->c->sym[SYM_fastmathFlags], ll_fastmath_attr(p, flags));
	ll_emit_inst(p, &s, NULL);
}

/* Runs a shared builder in the current block and names its result. */
static void finish_built(LLParser *p, Sink *k, LList *rest)
{
	if (!k->last)
		return;
	Op *op = k->last;
	inst_md(p, op, rest);
	if (op->nres)
		def_result(p, &op->res[0]);
}

void ll_cmp(LLParser *p, bool fp, LList *flags, Type *t, LLV *a, LLV *b, Loc loc)
{
	Value *va = use_t(p, t, a), *vb = use_t(p, t, b);
	if (!va || !vb ||
	    !operand_class_ok(p, t, fp, true, fp ? "fcmp requires floating point operands" : "icmp requires integer operands", loc))
		return;
	Sink k = inst_sink(p);
	ll_build_cmp(p, &k, fp, flags, va, vb, loc);
	finish_built(p, &k, NULL);
}

/* A cast instruction; one to a typed pointer keeps the type written
 * (ll_keep_typed: what a bitcast between pointers was for). */
void ll_cast(LLParser *p, OpKind kind, LList *flags, LLV *a, Type *to, LLSpan tsp, LList *rest, Loc loc)
{
	Value *va = ll_use(p, a);
	if (!va)
		return;
	Sink k = inst_sink(p);
	ll_build_cast(p, &k, kind, flags, va, to, loc);
	if (k.last && ll_keeps_typed(p, tsp.s, (size_t)(tsp.e - tsp.s)))
		op_set_attr(p->c, k.last, ll_sym(p, "xlate.typed"), attr_str(p->c, tsp.s, (size_t)(tsp.e - tsp.s)));
	finish_built(p, &k, rest);
}

void ll_select(LLParser *p, LList *flags, LLV *c, LLV *a, LLV *b, Loc loc)
{
	Value *ops[3] = {ll_use(p, c), ll_use(p, a), ll_use(p, b)};
	if (!ops[0] || !ops[1] || !ops[2])
		return;
	/* llvm-as's errors (the op would not verify) */
	if (ops[1]->type != ops[2]->type) {
		error_at(p->c, loc, "both values to select must have same type");
		return;
	}
	Type *ct = scalar_of(ops[0]->type);
	if (!(ct->kind == TY_INT && ct->i.width == 1)) {
		error_at(p->c, loc, "select condition must be i1 or <n x i1>");
		return;
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.select"), loc);
	for (int i = 0; i < 3; i++)
		vec_push(&s.opnds, ops[i]);
	vec_push(&s.types, ops[1]->type);
	if (flags)
		opstate_add_attr(&s, p->c->sym[SYM_fastmathFlags], ll_fastmath_attr(p, flags));
	ll_emit_inst(p, &s, NULL);
}

void ll_freeze(LLParser *p, LLV *v, LList *rest, Loc loc)
{
	Value *x = ll_use(p, v);
	if (!x)
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.freeze"), loc);
	vec_push(&s.opnds, x);
	vec_push(&s.types, x->type);
	ll_emit_inst(p, &s, rest);
}

void ll_va_arg(LLParser *p, LLV *v, Type *t, LList *rest, Loc loc)
{
	Value *x = ll_use(p, v);
	if (!x)
		return;
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.va_arg"), loc);
	vec_push(&s.opnds, x);
	vec_push(&s.types, t);
	ll_emit_inst(p, &s, rest);
}

/* ---------------------------------------------------------------- memory */

/* The typed values among a trailing list (the first max in out). */
unsigned ll_rest_values(LList *rest, LLV **out, unsigned max)
{
	unsigned n = 0;
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];
		if (a->kind == A_TYPE && a->md && a->md->v) {
			if (n < max)
				out[n] = a->md->v;
			n++;
		}
	}
	return n;
}

/* Whether t may index a getelementptr: an integer or a vector of them
 * (llvm-as: "getelementptr index must be an integer"). */
bool ll_gep_index_ok(Type *t)
{
	if (t && (t->kind == TY_LLVM_VEC || t->kind == TY_VECTOR))
		t = type_elt(t);
	return t && type_is_int(t);
}

void ll_gep(LLParser *p, LList *flags, Type *t, LLV *base, LList *rest, Loc loc, Loc base_loc)
{
	Value *bv = ll_use(p, base);
	if (!bv)
		return;
	if (!ll_gep_base_ok(p, bv, base_loc))
		return;
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];   /* an index: at its type, where llvm-as reads it */
		if (a->kind == A_TYPE && a->md && a->md->v && !ll_gep_index_ok(a->md->v->ty)) {
			error_at(p->c, a->loc, "getelementptr index must be an integer");
			return;
		}
	}
	unsigned n = ll_rest_values(rest, NULL, 0);
	if (!layout_sized(t)) {   /* llvm-as: its parser's error with indices, else its verifier's */
		error_at(p->c, n ? base_loc : loc, n ? "base element of getelementptr must be sized" : "GEP into unsized type!");
		return;
	}
	LLV **idx = arena_alloc(p->a, (n ? n : 1) * sizeof *idx);
	ll_rest_values(rest, idx, n);
	LList l = {(void **)idx, n, n};
	Sink k = inst_sink(p);
	ll_build_gep(p, &k, flags, t, bv, &l, loc);
	finish_built(p, &k, rest);
}

/* ---------------------------------------------------------------- aggregates and vectors */

static bool positions(LLParser *p, LList *rest, Type **t, I64Vec *pos, Loc loc)
{
	for (unsigned i = 0; rest && i < rest->n; i++) {
		LLAttr *a = rest->v[i];
		if (a->kind != A_INT || a->kw)
			continue;
		uint64_t d;
		int64_t x = ll_digits(a->val, &d) ? (int64_t)d : strtoll(a->val->s, NULL, 10);
		Type *c = *t;
		if (c->kind == TY_LLVM_STRUCT && x >= 0 && (uint64_t)x < c->st.n)
			*t = c->st.elts[x];
		else if (c->kind == TY_LLVM_ARRAY && x >= 0 && (uint64_t)x < c->arr.n)
			*t = c->arr.elt;
		else {
			error_at(p->c, a->loc, "invalid aggregate index %lld", (long long)x);
			return false;
		}
		vec_push(pos, x);
	}
	if (!pos->n) {
		error_at(p->c, loc, "expected an aggregate index");
		return false;
	}
	return true;
}

static bool is_vector(Type *t)
{
	return t->kind == TY_VECTOR || t->kind == TY_LLVM_VEC;
}

void ll_extractvalue(LLParser *p, LLV *agg, LList *rest, Loc loc)
{
	Value *a = ll_use(p, agg);
	if (!a)
		return;
	I64Vec *pos = &p->positions;
	Type *t = a->type;
	pos->n = 0;
	if (positions(p, rest, &t, pos, loc)) {
		OpState s;
		ll_opstate(p, &s, ll_sym(p, "llvm.extractvalue"), loc);
		vec_push(&s.opnds, a);
		vec_push(&s.types, t);
		opstate_add_attr(&s, ll_sym(p, "position"), ll_dense_i64(p, pos->n, pos->v));
		ll_emit_inst(p, &s, rest);
	}
}

void ll_insertvalue(LLParser *p, LLV *agg, LLV *v, LList *rest, Loc loc)
{
	Value *a = ll_use(p, agg), *x = ll_use(p, v);
	if (!a || !x)
		return;
	I64Vec *pos = &p->positions;
	Type *t = a->type;
	pos->n = 0;
	bool ok = positions(p, rest, &t, pos, loc);
	if (ok && x->type != t) {
		error_at(p->c, loc, "insertvalue operand and field disagree in type");
		ok = false;
	}
	if (ok) {
		OpState s;
		ll_opstate(p, &s, ll_sym(p, "llvm.insertvalue"), loc);
		vec_push(&s.opnds, a);
		vec_push(&s.opnds, x);
		vec_push(&s.types, a->type);
		opstate_add_attr(&s, ll_sym(p, "position"), ll_dense_i64(p, pos->n, pos->v));
		ll_emit_inst(p, &s, rest);
	}
}

void ll_extractelement(LLParser *p, LLV *vec, LLV *idx, LList *rest, Loc loc)
{
	Value *ops[2] = {ll_use(p, vec), ll_use(p, idx)};
	if (!ops[0] || !ops[1])
		return;
	if (!is_vector(ops[0]->type) || !type_is_int(ops[1]->type)) {
		error_at(p->c, loc, "invalid extractelement operands");
		return;
	}
	Sink k = inst_sink(p);
	ll_build_simple(p, &k, "llvm.extractelement", 2, ops, type_elt(ops[0]->type), loc);
	finish_built(p, &k, rest);
}

void ll_insertelement(LLParser *p, LLV *vec, LLV *v, LLV *idx, LList *rest, Loc loc)
{
	Value *ops[3] = {ll_use(p, vec), ll_use(p, v), ll_use(p, idx)};
	if (!ops[0] || !ops[1] || !ops[2])
		return;
	if (!is_vector(ops[0]->type) || type_elt(ops[0]->type) != ops[1]->type || !type_is_int(ops[2]->type)) {
		error_at(p->c, loc, "invalid insertelement operands");
		return;
	}
	Sink k = inst_sink(p);
	ll_build_simple(p, &k, "llvm.insertelement", 3, ops, ops[0]->type, loc);
	finish_built(p, &k, rest);
}

void ll_shufflevector(LLParser *p, LLV *a, LLV *b, LLV *mask, LList *rest, Loc loc)
{
	Value *ops[2] = {ll_use(p, a), ll_use(p, b)};
	if (!ops[0] || !ops[1])
		return;
	bool msc = false, asc = false;
	uint64_t n = lanes(mask->ty, &msc), na = lanes(ops[0]->type, &asc);
	/* llvm-as: two vectors of one type, an i32 vector mask of lanes of them */
	bool ok = is_vector(ops[0]->type) && ops[0]->type == ops[1]->type && is_vector(mask->ty) &&
	          type_is_int(type_elt(mask->ty)) && type_elt(mask->ty)->i.width == 32;
	for (uint64_t i = 0; ok && mask->kind == V_VECTOR && mask->elts && i < mask->elts->n; i++) {
		LLV *x = mask->elts->v[i];
		ok = x->kind != V_INT || (uint64_t)strtoll(x->s->s, NULL, 10) < 2 * na;
	}
	if (!ok) {
		error_at(p->c, loc, "invalid shufflevector operands");
		return;
	}
	int64_t *m = arena_alloc(p->a, (n ? n : 1) * sizeof *m);
	for (uint64_t i = 0; i < n; i++) {
		if (mask->kind == V_ZERO)
			m[i] = 0;
		else if (mask->kind == V_UNDEF || mask->kind == V_POISON)
			m[i] = -1;
		else if (mask->kind == V_VECTOR && mask->elts && i < mask->elts->n) {
			LLV *x = mask->elts->v[i];
			m[i] = x->kind == V_INT ? strtoll(x->s->s, NULL, 10) : -1;
		} else {
			error_at(p->c, mask->loc, "shufflevector mask must be a constant vector");
			return;
		}
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.shufflevector"), loc);
	vec_push(&s.opnds, ops[0]);
	vec_push(&s.opnds, ops[1]);
	vec_push(&s.types, vector_of(p, n, type_elt(ops[0]->type), msc || asc));
	opstate_add_attr(&s, ll_sym(p, "mask"), ll_dense_i32(p, (unsigned)n, m));
	ll_emit_inst(p, &s, rest);
}

/* ---------------------------------------------------------------- control flow */

void ll_add_succ(OpState *s, Block *b)
{
	Succ sc = {b, s->opnds.n, 0};
	vec_push(&s->succs, sc);
}

Attr *ll_segments(LLParser *p, int64_t a, int64_t b, int64_t c)
{
	int64_t v[3] = {a, b, c};
	return ll_dense_i32(p, 3, v);
}

/* The result type of the function being parsed, or NULL. */
static Type *fn_result_type(LLParser *p)
{
	Attr *a = p->fn ? op_attr_s(p->c, p->fn->op, "function_type") : NULL;
	return a && a->kind == ATTR_TYPE && a->ty->kind == TY_LLVM_FUNC ? a->ty->llfn.ret : NULL;
}

void ll_ret(LLParser *p, LLV *v, LList *rest, Loc loc)
{
	Value *x = v ? ll_use(p, v) : NULL;
	if (v && !x)
		return;
	Type *want = fn_result_type(p);
	if (want && (want->kind == TY_LLVM_VOID ? x != NULL : !x || x->type != want)) {
		error_at(p->c, loc, "value doesn't match function result type");
		return;
	}
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.return"), loc);
	if (x)
		vec_push(&s.opnds, x);
	ll_emit_inst(p, &s, rest);
}

void ll_br(LLParser *p, LLV *cond, LLV *t, LLV *f, LList *rest, Loc loc)
{
	(void)t; (void)f;
	OpState s;
	if (cond->ty && cond->ty->kind == TY_LLVM_LABEL) {
		Block *b = ll_label_of(p, cond);
		if (!b)
			return;
		ll_opstate(p, &s, ll_sym(p, "llvm.br"), loc);
		ll_add_succ(&s, b);
		ll_emit_inst(p, &s, rest);
		return;
	}
	LLV *dst[3];
	if (ll_rest_values(rest, dst, 3) != 2) {
		error_at(p->c, loc, "expected 'br i1 %%cond, label %%t, label %%f'");
		return;
	}
	Value *c = ll_use(p, cond);
	Block *bt = ll_label_of(p, dst[0]), *bf = ll_label_of(p, dst[1]);
	if (!c || !bt || !bf)
		return;
	ll_opstate(p, &s, ll_sym(p, "llvm.cond_br"), loc);
	vec_push(&s.opnds, c);
	ll_add_succ(&s, bt);
	ll_add_succ(&s, bf);
	opstate_add_attr(&s, p->c->sym[SYM_operandSegmentSizes], ll_segments(p, 1, 0, 0));
	ll_emit_inst(p, &s, rest);
}

void ll_switch(LLParser *p, LLV *v, LLV *def, LList *cases, LList *rest, Loc loc)
{
	Value *x = ll_use(p, v);
	Block *d = ll_label_of(p, def);
	if (!x || !d)
		return;
	unsigned n = cases ? cases->n / 2 : 0;
	Attr **vals = arena_alloc(p->a, (n ? n : 1) * sizeof *vals);
	int64_t *segs = arena_alloc(p->a, (n ? n : 1) * sizeof *segs);
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.switch"), loc);
	vec_push(&s.opnds, x);
	ll_add_succ(&s, d);
	for (unsigned i = 0; i < n; i++) {
		LLV *cv = cases->v[2 * i], *cl = cases->v[2 * i + 1];
		Block *b = ll_label_of(p, cl);
		if (cv->kind != V_INT || !type_is_int(cv->ty) || !b) {
			error_at(p->c, cv->loc, "switch cases must be integer constants and labels");
			opstate_free(&s);
			return;
		}
		vals[i] = ll_int_attr(p, cv->ty, cv->s, cv->loc);
		segs[i] = 0;
		ll_add_succ(&s, b);
	}
	if (n) {
		int64_t shape = n;
		bool sc = false;
		Type *vt = type_vector(p->c, 1, &shape, &sc, x->type);
		opstate_add_attr(&s, ll_sym(p, "case_values"), attr_dense(p->c, vt, false, n, vals));
	}
	opstate_add_attr(&s, ll_sym(p, "case_operand_segments"), ll_dense_i32(p, n, segs));
	opstate_add_attr(&s, p->c->sym[SYM_operandSegmentSizes], ll_segments(p, 1, 0, 0));
	ll_emit_inst(p, &s, rest);
}

void ll_indirectbr(LLParser *p, LLV *addr, LList *dests, LList *rest, Loc loc)
{
	Value *x = ll_use(p, addr);
	if (!x)
		return;
	unsigned n = dests ? dests->n : 0;
	int64_t *segs = arena_alloc(p->a, (n ? n : 1) * sizeof *segs);
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.indirectbr"), loc);
	vec_push(&s.opnds, x);
	for (unsigned i = 0; i < n; i++) {
		Block *b = ll_label_of(p, dests->v[i]);
		if (!b) {
			opstate_free(&s);
			return;
		}
		segs[i] = 0;
		ll_add_succ(&s, b);
	}
	opstate_add_attr(&s, ll_sym(p, "indbr_operand_segments"), ll_dense_i32(p, n, segs));
	ll_emit_inst(p, &s, rest);
}

void ll_unreachable(LLParser *p, LList *rest, Loc loc)
{
	OpState s;
	ll_opstate(p, &s, ll_sym(p, "llvm.unreachable"), loc);
	ll_emit_inst(p, &s, rest);
}

void ll_unsupported(LLParser *p, const char *what, Loc loc)
{
	error_at(p->c, loc, "the '%s' instruction is not supported", what);
}

/* ---------------------------------------------------------------- phis */

LLV *ll_phi_in(LLParser *p, LLV *v, Sym *block)
{
	LLV *w = ll_v(p, V_NONE, block, v->loc);
	w->elts = ll_list(p, v);
	if (p->fn)
		block_ref(p, block, v->loc);   /* LLVM creates (numbers) the block here */
	return w;
}

void ll_phi(LLParser *p, LList *flags, Type *t, LList *incoming, Loc loc)
{
	(void)flags;
	FnState *f = p->fn;
	Block *b = cur_block(p);
	if (b == f->entry) {
		error_at(p->c, loc, "PHI nodes are not allowed in the entry block");
		return;
	}
	if (b->first) {
		error_at(p->c, loc, "PHI nodes must come first in their block");
		return;
	}
	Value *v = block_add_arg(p->c, b, t);
	Phi ph = {b, b->nargs - 1, t, incoming, loc};
	vec_push(&f->phis, ph);
	def_result(p, v);
}
