/* parse_ops.c - builders for the custom (pretty) forms of the builtin,
 * func, arith, cf and index dialects.  Each builds the op exactly as its generic
 * form holds it (mlir-opt-19 --mlir-print-op-generic): same operand order,
 * result types and attribute names/values. */
#include <string.h>

#include "mlir/build.h"

static Sym *S(Parser *p, const char *s)
{
	return sym_lit(p->c, s);
}

void p_begin(Parser *p, OpState *s, Word w, YLoc l)
{
	p_op_begin(p, s, S(p, op_names[w.kind]), l);
	s->kind = w.kind;
}

static List none(void)
{
	return (List){0, 0};
}

Op *p_finish(Parser *p, OpState *s, List attrs)
{
	return p_op_finish(p, s, attrs, none(), (List){p->regs.n, 0});
}

Op *p_finish_regions(Parser *p, OpState *s, List attrs, unsigned nreg, Region **regs)
{
	unsigned start = p->regs.n;
	for (unsigned i = 0; i < nreg; i++)
		vec_push(&p->regs, regs[i] ? regs[i] : region_new(p->c));
	return p_op_finish(p, s, attrs, none(), (List){start, nreg});
}

bool p_use_list(Parser *p, OpState *s, List uses, List types)
{
	bool ok = p_resolve_list(p, uses, p->ts.v + types.start, types.n, s);
	p->ts.n = types.start;
	return ok;
}

bool p_use_one(Parser *p, OpState *s, ValRef r, Type *t)
{
	Value *v = p_resolve(p, r, t);
	if (v)
		vec_push(&s->opnds, v);
	return v != NULL;
}

static Attr *int_array(Parser *p, unsigned width, unsigned n, const int64_t *v)
{
	Type *t = type_i(p->c, width);
	Attr **elts = arena_alloc(p->c->ir, (n + 1) * sizeof *elts);   /* copied when new */
	for (unsigned i = 0; i < n; i++)
		elts[i] = attr_int(p->c, t, v[i]);
	return attr_dense_array(p->c, t, n, elts);
}

Attr *p_i32_array(Parser *p, unsigned n, const int64_t *v)
{
	return int_array(p, 32, n, v);
}

Attr *p_i64_array(Parser *p, unsigned n, const int64_t *v)
{
	return int_array(p, 64, n, v);
}

bool p_word_is(Parser *p, Sym *w, const char *want, YLoc l)
{
	if (w && strcmp(w->s, want) == 0)
		return true;
	p_error(p, p_loc(p, l), "expected '%s'", want);
	return false;
}

/* Index of name in a NULL-terminated keyword table, or -1. */
static int lookup(const char *const *table, Sym *name)
{
	for (int i = 0; table[i]; i++)
		if (strcmp(table[i], name->s) == 0)
			return i;
	return -1;
}

/* ----------------------------------------------------------- signatures */

void p_fn_arg(Parser *p, Sym *name, Type *t, Attr *attrs, YLoc l, Span loc)
{
	FnArg a = {name, t, attrs, p_loc(p, l), loc};
	vec_push(&p->fs, a);
}

static bool nonempty_dict(Attr *a)
{
	return a && a->kind == ATTR_DICT && a->dict.n;
}

/* [{...}, {}, ...] of the arguments' attributes, or NULL if all empty. */
static Attr *attrs_array(Parser *p, FnArg *v, unsigned n)
{
	bool any = false;
	for (unsigned i = 0; i < n; i++)
		any |= nonempty_dict(v[i].attrs);
	if (!any)
		return NULL;
	Attr **elts = arena_alloc(p->c->arena, n * sizeof *elts);
	for (unsigned i = 0; i < n; i++)
		elts[i] = v[i].attrs ? v[i].attrs : attr_dict(p->c, 0, NULL);
	return attr_array(p->c, n, elts);
}

FnSig p_call_sig(Parser *p, List args, List results)
{
	FnSig sig = {0};
	FnArg *av = p->fs.v + args.start, *rv = p->fs.v + results.start;
	unsigned nin = args.n;
	/* copied by type_func: the IR arena's, given back with a streamed op */
	Type **ins = arena_alloc(p->c->ir, (nin + 1) * sizeof *ins);
	Type **outs = arena_alloc(p->c->ir, (results.n + 1) * sizeof *outs);
	bool ok = true;
	for (unsigned i = 0; i < nin; i++)
		if (!(ins[i] = av[i].type) || av[i].name) {
			p_error(p, av[i].loc, "expected a type");
			ok = false;
		}
	for (unsigned i = 0; i < results.n; i++)
		ok &= (outs[i] = rv[i].type) != NULL;
	if (ok) {
		sig.type = type_func(p->c, nin, ins, results.n, outs);
		sig.arg_attrs = attrs_array(p, av, nin);
		sig.res_attrs = attrs_array(p, rv, results.n);
	}
	p->fs.n = args.start < results.start ? args.start : results.start;
	return sig;
}

FnSig p_fn_sig(Parser *p, List args, List results)
{
	FnSig sig = {0};
	FnArg *av = p->fs.v + args.start, *rv = p->fs.v + results.start;
	unsigned nin = args.n;
	if (nin && !av[nin - 1].type) {
		sig.vararg = true;
		nin--;
	}
	/* copied by type_func: the IR arena's, given back with a streamed op */
	Type **ins = arena_alloc(p->c->ir, (nin + 1) * sizeof *ins);
	Type **outs = arena_alloc(p->c->ir, (results.n + 1) * sizeof *outs);
	bool ok = true;
	for (unsigned i = 0; i < nin; i++) {
		ins[i] = av[i].type;
		if (!ins[i]) {
			if (ok)
				p_error(p, av[i].loc, "custom op '%s' variadic arguments must be in the end of the argument list",
				        p->fn_kw == T_LLVM_FUNC ? "llvm.func" : "func.func");
			ok = false;
		}
	}
	for (unsigned i = 0; i < results.n; i++)
		ok &= (outs[i] = rv[i].type) != NULL;
	if (ok)
		sig.type = type_func(p->c, nin, ins, results.n, outs);
	sig.arg_attrs = attrs_array(p, av, nin);
	sig.res_attrs = attrs_array(p, rv, results.n);
	p_set_entry_args(p, (List){args.start, nin});
	p->isolate_next = true;
	p->fs.n = args.start < results.start ? args.start : results.start;
	return sig;
}

/* ------------------------------------------------------ builtin, func */

Op *p_module_op(Parser *p, Word w, YLoc l, Sym *name, List attrs, Region *body)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (name)
		opstate_add_attr(&s, p->c->sym[SYM_sym_name], attr_str(p->c, name->s, name->len));
	if (body && !body->first) {
		Block *b = block_new(p->c);
		b->loc = p_loc(p, l);
		region_push_block(body, b);
	}
	return p_finish_regions(p, &s, attrs, 1, &body);
}

Op *p_cast_op(Parser *p, Word w, YLoc l, List uses, List intypes, List outtypes, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	for (unsigned i = 0; i < outtypes.n; i++)
		vec_push(&s.types, p->ts.v[outtypes.start + i]);
	p_resolve_list(p, uses, p->ts.v + intypes.start, intypes.n, &s);
	p->ts.n = intypes.start < outtypes.start ? intypes.start : outtypes.start;
	return p_finish(p, &s, attrs);
}

Op *p_func_op(Parser *p, Word w, YLoc l, Sym *vis, Sym *name, FnSig *sig, List attrs, Region *body)
{
	OpState s;
	Ctx *c = p->c;
	bool bare = w.kind != OP_FUNC_FUNC;   /* 2020-2021: `func @f` */
	w.kind = OP_FUNC_FUNC;
	if (!body && !vis) {
		if (bare)
			vis = S(p, "private");   /* 2020's public declarations are private today */
		else
			p_error(p, p_loc(p, l), "symbol declaration cannot have public visibility");
	}
	p_begin(p, &s, w, l);
	opstate_add_attr(&s, c->sym[SYM_sym_name], attr_str(c, name->s, name->len));
	if (sig->type)
		opstate_add_attr(&s, c->sym[SYM_function_type], attr_type(c, sig->type));
	if (vis)
		opstate_add_attr(&s, c->sym[SYM_sym_visibility], attr_str(c, vis->s, vis->len));
	if (sig->arg_attrs)
		opstate_add_attr(&s, c->sym[SYM_arg_attrs], sig->arg_attrs);
	if (sig->res_attrs)
		opstate_add_attr(&s, c->sym[SYM_res_attrs], sig->res_attrs);
	if (sig->vararg)
		p_error(p, p_loc(p, l), "func.func cannot be variadic");
	return p_finish_regions(p, &s, attrs, 1, &body);
}

/* Unprefixed return/call/constant are the func dialect's only inside a
 * func.func (or 2020's bare func): elsewhere (llvm.func) they are unknown. */
static void check_bare(Parser *p, Word w, YLoc l)
{
	if (!strchr(w.sym->s, '.') && p_in_llvm_func(p))
		p_error(p, p_loc(p, l), "custom op '%s' is unknown here (inside llvm.func, write llvm.%s or func.%s)",
		        w.sym->s, w.sym->s, w.sym->s);
}

Op *p_std_constant(Parser *p, Word w, YLoc l, List attrs, Attr *value)
{
	check_bare(p, w, l);
	return p_arith_constant(p, (Word){w.sym, OP_ARITH_CONSTANT}, l, attrs, value);
}

Op *p_return_op(Parser *p, Word w, YLoc l, List attrs, List uses, List types)
{
	OpState s;
	if (w.kind == OP_FUNC_RETURN)
		check_bare(p, w, l);
	p_begin(p, &s, w, l);
	p_use_list(p, &s, uses, types);
	return p_finish(p, &s, attrs);
}

static void results_of(OpState *s, Type *fnty)
{
	for (unsigned i = 0; fnty && i < fnty->fn.nout; i++)
		vec_push(&s->types, fnty->fn.outs[i]);
}

Op *p_call_op(Parser *p, Word w, YLoc l, Attr *callee, List uses, List attrs, Type *fnty)
{
	OpState s;
	check_bare(p, w, l);
	p_begin(p, &s, w, l);
	if (callee)
		opstate_add_attr(&s, p->c->sym[SYM_callee], callee);
	if (fnty)
		p_resolve_list(p, uses, fnty->fn.ins, fnty->fn.nin, &s);
	results_of(&s, fnty);
	return p_finish(p, &s, attrs);
}

Op *p_call_indirect_op(Parser *p, Word w, YLoc l, ValRef callee, List uses, List attrs, Type *fnty)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (fnty) {
		p_use_one(p, &s, callee, fnty);
		p_resolve_list(p, uses, fnty->fn.ins, fnty->fn.nin, &s);
	}
	results_of(&s, fnty);
	return p_finish(p, &s, attrs);
}

Op *p_func_constant_op(Parser *p, Word w, YLoc l, List attrs, Attr *sym, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	opstate_add_attr(&s, p->c->sym[SYM_value], sym);
	if (t)
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

/* ------------------------------------------------------------- arith */

/* The type of a typed attribute (the result type of a constant). */
static Type *attr_value_type(Parser *p, Attr *a)
{
	if (!a)
		return NULL;
	if (a->kind == ATTR_BOOL)
		return type_i(p->c, 1);
	return a->type;
}

Op *p_arith_constant(Parser *p, Word w, YLoc l, List attrs, Attr *value)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *t = attr_value_type(p, value);
	if (value && !t)
		p_error(p, p_loc(p, l), "expected a typed attribute as the constant value");
	if (value)
		opstate_add_attr(&s, p->c->sym[SYM_value], value);
	if (t)
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

/* overflow<...> / fastmath<...> go to the attribute of the op's
 * generic form. */
static void add_flags(Parser *p, OpState *s, Attr *flags)
{
	if (!flags)
		return;
	if (flags->kind == ATTR_UNIT) {   /* p_exact */
		opstate_add_attr(s, S(p, "isExact"), flags);
		return;
	}
	bool ovf = attr_is_llvm(flags, LL_ARITH_OVERFLOW) ||
	           (flags->kind == ATTR_OPAQUE && strcmp(flags->opaque.dialect->s, "arith.overflow") == 0);
	opstate_add_attr(s, ovf ? p->c->sym[SYM_overflowFlags] : S(p, "fastmath"), flags);
}

/* the `exact` of arith.divsi/divui/shrsi/shrui (MLIR 20+): a unit attribute isExact */
Attr *p_exact(Parser *p, Sym *w, YLoc l)
{
	if (strcmp(w->s, "exact") != 0) {
		p_error(p, p_loc(p, l), "expected 'exact', 'overflow', 'fastmath', ':' or '{', found '%s'", w->s);
		return NULL;
	}
	return attr_unit(p->c);
}

Op *p_arith_binop(Parser *p, Word w, YLoc l, ValRef a, ValRef b, Attr *flags, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (p_use_one(p, &s, a, t))
		p_use_one(p, &s, b, t);
	add_flags(p, &s, flags);
	if (t)
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

Op *p_arith_unary(Parser *p, Word w, YLoc l, ValRef a, Attr *flags, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, a, t);
	add_flags(p, &s, flags);
	if (t)
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

/* the integer predicates of arith.cmpi and index.cmp, in their enums' order */
const char *const p_int_preds[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", NULL};
static const char *const cmpf_preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
                                         "ugt", "uge", "ult", "ule", "une", "uno", "true", NULL};

/* i1, or a vector/tensor of i1 shaped like t. */
static Type *bool_like(Parser *p, Type *t)
{
	Type *i1 = type_i(p->c, 1);
	if (!t)
		return NULL;
	if (t->kind == TY_VECTOR)
		return type_vector(p->c, t->shaped.rank, t->shaped.shape, t->shaped.scalable, i1);
	if (t->kind == TY_TENSOR)
		return type_tensor(p->c, t->shaped.rank, t->shaped.shape, i1, t->shaped.encoding);
	if (t->kind == TY_UTENSOR)
		return type_utensor(p->c, i1);
	return i1;
}

Op *p_arith_cmp(Parser *p, Word w, YLoc l, Sym *pred, YLoc pl, ValRef a, ValRef b, Attr *flags, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	int k = lookup(w.kind == OP_ARITH_CMPI ? p_int_preds : cmpf_preds, pred);
	if (k < 0)
		p_error(p, p_loc(p, pl), "invalid predicate '%s'", pred->s);
	else
		opstate_add_attr(&s, p->c->sym[SYM_predicate], attr_int(p->c, type_i(p->c, 64), k));
	if (p_use_one(p, &s, a, t))
		p_use_one(p, &s, b, t);
	add_flags(p, &s, flags);
	if (t)
		vec_push(&s.types, bool_like(p, t));
	return p_finish(p, &s, attrs);
}

Op *p_arith_select(Parser *p, Word w, YLoc l, ValRef c, ValRef a, ValRef b, List attrs, List types)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type **tv = p->ts.v + types.start;
	Type *ct = types.n == 2 ? tv[0] : type_i(p->c, 1), *t = types.n ? tv[types.n - 1] : NULL;
	p->ts.n = types.start;
	if (types.n > 2)
		p_error(p, p_loc(p, l), "expected one or two types");
	else if (p_use_one(p, &s, c, ct) && p_use_one(p, &s, a, t) && p_use_one(p, &s, b, t))
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

static const char *const roundings[] = {"to_nearest_even", "downward", "upward", "toward_zero",
                                        "to_nearest_away", NULL};

Op *p_arith_cast(Parser *p, Word w, YLoc l, ValRef a, Sym *rounding, YLoc rl, Attr *flags, List attrs, Type *from, Type *to)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (rounding) {
		int k = lookup(roundings, rounding);
		if (k < 0)
			p_error(p, p_loc(p, rl), "invalid rounding mode '%s'", rounding->s);
		else
			opstate_add_attr(&s, S(p, "roundingmode"), attr_int(p->c, type_i(p->c, 32), k));
	}
	p_use_one(p, &s, a, from);
	add_flags(p, &s, flags);
	if (to)
		vec_push(&s.types, to);
	return p_finish(p, &s, attrs);
}

Op *p_arith_extended(Parser *p, Word w, YLoc l, ValRef a, ValRef b, List attrs, List types)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type **tv = p->ts.v + types.start, *t = types.n ? tv[0] : NULL;
	Type *second = w.kind == OP_ARITH_ADDUI_EXTENDED ? (types.n == 2 ? tv[1] : bool_like(p, t)) : t;
	p->ts.n = types.start;
	if (types.n > 2)
		p_error(p, p_loc(p, l), "expected one or two types");
	else if (p_use_one(p, &s, a, t) && p_use_one(p, &s, b, t)) {
		vec_push(&s.types, t);
		vec_push(&s.types, second);
	}
	return p_finish(p, &s, attrs);
}

Op *p_unary_op(Parser *p, Word w, YLoc l, ValRef a, Type *in, List attrs, Type *out)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, a, in);
	if (out)
		vec_push(&s.types, out);
	return p_finish(p, &s, attrs);
}

/* ---------------------------------------------------------------- cf */

Op *p_br_op(Parser *p, Word w, YLoc l, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	return p_op_finish(p, &s, attrs, (List){p->ss.n - 1, 1}, (List){p->regs.n, 0});
}

/* weights([1, 2]) -> array<i32: 1, 2> */
Attr *p_weights(Parser *p, Sym *kw, Attr *weights, YLoc l)
{
	if (!p_word_is(p, kw, "weights", l) || !weights)
		return NULL;
	if (weights->kind != ATTR_ARRAY) {
		p_error(p, p_loc(p, l), "expected a list of branch weights");
		return NULL;
	}
	int64_t v[64];
	unsigned n = weights->arr.n < 64 ? weights->arr.n : 64;
	for (unsigned i = 0; i < n; i++) {
		Attr *e = weights->arr.elts[i];
		if (e->kind != ATTR_INT) {
			p_error(p, p_loc(p, l), "expected integer branch weights");
			return NULL;
		}
		v[i] = attr_int_sext(e);
	}
	return p_i32_array(p, n, v);
}

Op *p_cond_br_op(Parser *p, Word w, YLoc l, ValRef c, Attr *weights, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, c, type_i(p->c, 1));
	Succ *sv = p->ss.v + p->ss.n - 2;
	int64_t seg[3] = {1, sv[0].n, sv[1].n};
	opstate_add_attr(&s, p->c->sym[SYM_operandSegmentSizes], p_i32_array(p, 3, seg));
	if (weights)
		opstate_add_attr(&s, S(p, "branch_weights"), weights);
	return p_op_finish(p, &s, attrs, (List){p->ss.n - 2, 2}, (List){p->regs.n, 0});
}

/* A case value of cf.switch: the value, then where it is (line << 32 |
 * column), on p->is */
void p_switch_case_value(Parser *p, Span s, YLoc l)
{
	vec_push(&p->is, p_int64(p, s, l));
	vec_push(&p->is, (int64_t)((uint64_t)(uint32_t)l.first_line << 32 | (uint32_t)l.first_column));
}

/* cases: values and places on p->is (p_switch_case_value); their successors
 * follow the default on p->ss.  A value that fits the flag's type neither
 * signed nor unsigned is MLIR's "case value is out of range". */
Op *p_switch_op(Parser *p, Word w, YLoc l, ValRef flag, Type *t, List cases, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, flag, t);
	unsigned n = cases.n;
	Succ *sv = p->ss.v + p->ss.n - (n + 1);
	int64_t *segs = arena_alloc(p->c->arena, (n + 1) * sizeof *segs), total = 0;
	for (unsigned i = 0; i < n; i++)
		total += segs[i] = sv[i + 1].n;
	if (n && t) {
		Attr **vals = arena_alloc(p->c->arena, n * sizeof *vals);
		for (unsigned i = 0; i < n; i++) {
			int64_t v = p->is.v[cases.start + 2 * i];
			unsigned bits = t->kind == TY_INT ? t->i.width : 64;
			if (bits < 64 && (v < -((int64_t)1 << (bits - 1)) || v > (int64_t)((UINT64_C(1) << bits) - 1))) {
				uint64_t at = (uint64_t)p->is.v[cases.start + 2 * i + 1];
				Out o;
				out_init(&o);
				diag_type(p->c, &o, t);
				p_error(p, (Loc){p->src->file, (uint32_t)(at >> 32), (uint32_t)at},
				        "case value is out of range for '%s'", o.buf ? o.buf : "");
				out_free(&o);
			}
			vals[i] = attr_int(p->c, t, v);
		}
		int64_t shape[1] = {n};
		opstate_add_attr(&s, S(p, "case_values"), attr_dense(p->c, type_vector(p->c, 1, shape, NULL, t), false, n, vals));
	}
	p->is.n = cases.start;
	opstate_add_attr(&s, S(p, "case_operand_segments"), p_i32_array(p, n, segs));
	int64_t seg[3] = {1, sv[0].n, total};
	opstate_add_attr(&s, p->c->sym[SYM_operandSegmentSizes], p_i32_array(p, 3, seg));
	return p_op_finish(p, &s, attrs, (List){p->ss.n - (n + 1), n + 1}, (List){p->regs.n, 0});
}

Op *p_assert_op(Parser *p, Word w, YLoc l, ValRef c, Span msg, YLoc ml, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, c, type_i(p->c, 1));
	Sym *m = p_intern_string(p, msg, ml);
	opstate_add_attr(&s, S(p, "msg"), attr_str(p->c, m->s, m->len));
	return p_finish(p, &s, attrs);
}

/* ------------------------------------------------------------- index */

Op *p_index_constant(Parser *p, Word w, YLoc l, Span v, YLoc vl, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *t = type_simple(p->c, TY_INDEX);
	if (w.kind != OP_INDEX_CONSTANT)
		p_error(p, p_loc(p, vl), "expected 'true' or 'false'");
	opstate_add_attr(&s, p->c->sym[SYM_value], p_int_attr(p, v, vl, t));
	vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

Op *p_index_bool(Parser *p, Word w, YLoc l, bool v, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (w.kind != OP_INDEX_BOOL_CONSTANT)
		p_error(p, p_loc(p, l), "expected an integer value");
	opstate_add_attr(&s, p->c->sym[SYM_value], attr_bool(p->c, v));
	vec_push(&s.types, type_i(p->c, 1));
	return p_finish(p, &s, attrs);
}

Op *p_index_binop(Parser *p, Word w, YLoc l, ValRef a, ValRef b, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *t = type_simple(p->c, TY_INDEX);
	if (p_use_one(p, &s, a, t))
		p_use_one(p, &s, b, t);
	vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

Op *p_index_cmp(Parser *p, Word w, YLoc l, Sym *pred, YLoc pl, ValRef a, ValRef b, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *t = type_simple(p->c, TY_INDEX);
	if (lookup(p_int_preds, pred) < 0)
		p_error(p, p_loc(p, pl), "invalid predicate '%s'", pred->s);
	char body[64];
	snprintf(body, sizeof body, "cmp_predicate %s", pred->s);
	opstate_add_attr(&s, S(p, "pred"), attr_opaque(p->c, ATTR_OPAQUE, S(p, "index"), S(p, body)));
	if (p_use_one(p, &s, a, t))
		p_use_one(p, &s, b, t);
	vec_push(&s.types, type_i(p->c, 1));
	return p_finish(p, &s, attrs);
}

Op *p_index_sizeof(Parser *p, Word w, YLoc l, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	vec_push(&s.types, type_simple(p->c, TY_INDEX));
	return p_finish(p, &s, attrs);
}
