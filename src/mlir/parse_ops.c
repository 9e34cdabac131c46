/* parse_ops.c - builders for the custom (pretty) forms of the builtin,
 * func, arith and cf dialects.  Each builds the op exactly as its generic
 * form holds it (mlir-opt-19 --mlir-print-op-generic): same operand order,
 * result types and attribute names/values. */
#include <string.h>

#include "mlir/build.h"

static Sym *S(Parser *p, const char *s)
{
	return intern_c(p->c, s);
}

static void begin(Parser *p, OpState *s, Word w, YLoc l)
{
	p_op_begin(p, s, S(p, op_names[w.kind]), l);
}

static List none(void)
{
	return (List){0, 0};
}

/* The op with attributes l, no successors and no regions. */
static Op *finish(Parser *p, OpState *s, List attrs)
{
	return p_op_finish(p, s, attrs, none(), (List){p->regs.n, 0});
}

static Op *finish_regions(Parser *p, OpState *s, List attrs, unsigned nreg, Region **regs)
{
	unsigned start = p->regs.n;
	for (unsigned i = 0; i < nreg; i++)
		vec_push(&p->regs, regs[i] ? regs[i] : region_new(p->c));
	return p_op_finish(p, s, attrs, none(), (List){start, nreg});
}

/* Resolves uses with types and pops both lists. */
static bool operands(Parser *p, OpState *s, List uses, List types)
{
	bool ok = p_resolve_list(p, uses, p->ts.v + types.start, types.n, s);
	p->ts.n = types.start;
	return ok;
}

static bool operand(Parser *p, OpState *s, ValRef r, Type *t)
{
	Value *v = p_resolve(p, r, t);
	if (v)
		vec_push(&s->opnds, v);
	return v != NULL;
}

/* ----------------------------------------------------------- signatures */

void p_fn_arg(Parser *p, Sym *name, Type *t, Attr *attrs, YLoc l)
{
	FnArg a = {name, t, attrs, p_loc(p, l)};
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

FnSig p_fn_sig(Parser *p, List args, List results)
{
	FnSig sig = {0};
	FnArg *av = p->fs.v + args.start, *rv = p->fs.v + results.start;
	unsigned nin = args.n;
	if (nin && !av[nin - 1].type) {
		sig.vararg = true;
		nin--;
	}
	Type **ins = arena_alloc(p->c->arena, (nin + 1) * sizeof *ins);
	Type **outs = arena_alloc(p->c->arena, (results.n + 1) * sizeof *outs);
	bool ok = true;
	for (unsigned i = 0; i < nin; i++) {
		ins[i] = av[i].type;
		if (!ins[i]) {
			p_error(p, av[i].loc, "variadic '...' must be the last argument");
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
	begin(p, &s, w, l);
	if (name)
		opstate_add_attr(&s, p->c->sym[SYM_sym_name], attr_str(p->c, name->s, name->len));
	if (body && !body->first) {
		Block *b = block_new(p->c);
		b->loc = p_loc(p, l);
		region_push_block(body, b);
	}
	return finish_regions(p, &s, attrs, 1, &body);
}

Op *p_cast_op(Parser *p, Word w, YLoc l, List uses, List intypes, List outtypes, List attrs)
{
	OpState s;
	begin(p, &s, w, l);
	for (unsigned i = 0; i < outtypes.n; i++)
		vec_push(&s.types, p->ts.v[outtypes.start + i]);
	p_resolve_list(p, uses, p->ts.v + intypes.start, intypes.n, &s);
	p->ts.n = intypes.start < outtypes.start ? intypes.start : outtypes.start;
	return finish(p, &s, attrs);
}

Op *p_func_op(Parser *p, Word w, YLoc l, Sym *vis, Sym *name, FnSig *sig, List attrs, Region *body)
{
	OpState s;
	Ctx *c = p->c;
	begin(p, &s, w, l);
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
	return finish_regions(p, &s, attrs, 1, &body);
}

Op *p_return_op(Parser *p, Word w, YLoc l, List attrs, List uses, List types)
{
	OpState s;
	begin(p, &s, w, l);
	operands(p, &s, uses, types);
	return finish(p, &s, attrs);
}

static void results_of(OpState *s, Type *fnty)
{
	for (unsigned i = 0; fnty && i < fnty->fn.nout; i++)
		vec_push(&s->types, fnty->fn.outs[i]);
}

Op *p_call_op(Parser *p, Word w, YLoc l, Attr *callee, List uses, List attrs, Type *fnty)
{
	OpState s;
	begin(p, &s, w, l);
	if (callee)
		opstate_add_attr(&s, p->c->sym[SYM_callee], callee);
	if (fnty)
		p_resolve_list(p, uses, fnty->fn.ins, fnty->fn.nin, &s);
	results_of(&s, fnty);
	return finish(p, &s, attrs);
}

Op *p_call_indirect_op(Parser *p, Word w, YLoc l, ValRef callee, List uses, List attrs, Type *fnty)
{
	OpState s;
	begin(p, &s, w, l);
	if (fnty) {
		operand(p, &s, callee, fnty);
		p_resolve_list(p, uses, fnty->fn.ins, fnty->fn.nin, &s);
	}
	results_of(&s, fnty);
	return finish(p, &s, attrs);
}

Op *p_func_constant_op(Parser *p, Word w, YLoc l, List attrs, Attr *sym, Type *t)
{
	OpState s;
	begin(p, &s, w, l);
	opstate_add_attr(&s, p->c->sym[SYM_value], sym);
	if (t)
		vec_push(&s.types, t);
	return finish(p, &s, attrs);
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
	begin(p, &s, w, l);
	Type *t = attr_value_type(p, value);
	if (value && !t)
		p_error(p, p_loc(p, l), "expected a typed attribute as the constant value");
	if (value)
		opstate_add_attr(&s, p->c->sym[SYM_value], value);
	if (t)
		vec_push(&s.types, t);
	return finish(p, &s, attrs);
}

/* overflow<...> / fastmath<...> go to the attribute of the op's
 * generic form. */
static void add_flags(Parser *p, OpState *s, Attr *flags)
{
	if (!flags)
		return;
	bool ovf = strcmp(flags->opaque.dialect->s, "arith.overflow") == 0;
	opstate_add_attr(s, ovf ? p->c->sym[SYM_overflowFlags] : S(p, "fastmath"), flags);
}

Op *p_arith_binop(Parser *p, Word w, YLoc l, ValRef a, ValRef b, Attr *flags, List attrs, Type *t)
{
	OpState s;
	begin(p, &s, w, l);
	if (operand(p, &s, a, t))
		operand(p, &s, b, t);
	add_flags(p, &s, flags);
	if (t)
		vec_push(&s.types, t);
	return finish(p, &s, attrs);
}

/* ---------------------------------------------------------------- cf */

Op *p_br_op(Parser *p, Word w, YLoc l, List attrs)
{
	OpState s;
	begin(p, &s, w, l);
	return p_op_finish(p, &s, attrs, (List){p->ss.n - 1, 1}, (List){p->regs.n, 0});
}
