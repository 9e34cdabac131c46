/* parse.c - the MLIR front end's entry (mlir_parse) and its structural
 * builders: SSA name scopes with forward references, block labels,
 * regions, the list stacks, and op construction (generic form; results
 * binding).  With a Feed it hands each op of the module body to the
 * driver as it is complete and notes what needs the whole module.
 *
 * Scopes: one Scope per isolated-from-above region (module, func bodies)
 * maps value names to ValEntry.  A region removes the names it defined
 * when it closes, so nested regions see outer names and siblings do not
 * see each other's.  A use of an unknown name makes a placeholder value
 * (a forward reference) replaced at the definition; placeholders left
 * when the isolated scope closes are reported as undeclared.  Block
 * labels are per region, forward references resolved the same way. */
#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "mlir/build.h"

enum { MAX_REGION_DEPTH = 1000 };

int mlyparse(Parser *p);

/* --------------------------------------------------------- scopes */

typedef struct ValEntry {
	Value **v;      /* the values %name#0.. (placeholders while fwd) */
	unsigned n;
	bool fwd;       /* only forward references so far */
	Loc loc;        /* definition, or first use while fwd */
	Sym *name;
} ValEntry;

struct Scope {
	Map names;                 /* Sym -> ValEntry */
	VEC(ValEntry *) fwds;      /* entries created by forward references */
	Scope *outer;
};

typedef struct BlockEntry { Block *b; bool defined; Loc ref; Sym *name; } BlockEntry;

struct RegionCtx {
	Region *r;
	Block *cur;                /* block ops are appended to */
	Map labels;                /* Sym -> BlockEntry */
	VEC(BlockEntry *) fwd_blocks;
	VEC(Sym *) defined;        /* value names defined here */
	RegionCtx *outer;
	bool isolated;             /* opened its own Scope */
	Block *entry;              /* entry block from a signature, pushed by the first op */
	Loc unnamed_arg;           /* line != 0: entry has an argument without a name */
	bool llvm_body;            /* the body of an llvm.func */
};

bool p_in_llvm_func(Parser *p)
{
	return p->region && p->region->llvm_body;
}

static Scope *scope_push(Parser *p)
{
	Scope *s = calloc(1, sizeof *s);
	if (!s)
		abort();
	s->outer = p->scope;
	p->scope = s;
	return s;
}

static void scope_pop(Parser *p)
{
	Scope *s = p->scope;
	for (unsigned i = 0; i < s->fwds.n; i++) {
		ValEntry *e = s->fwds.v[i];
		if (e->fwd && !p->failed)
			p_error(p, e->loc, "use of undeclared SSA value name '%%%s'", e->name->s);
	}
	p->scope = s->outer;
	vec_free(&s->fwds);
	map_free(&s->names);
	free(s);
}

/* ------------------------------------------------------------ errors */

void p_error(Parser *p, Loc loc, const char *fmt, ...)
{
	if (p->failed)
		return;   /* one error per parse, like mlir-opt */
	va_list ap;
	va_start(ap, fmt);
	verror_at(p->c, loc, "error", fmt, ap);
	va_end(ap);
	p->failed = true;
}

Loc p_loc(Parser *p, YLoc l)
{
	return (Loc){p->src->file, (uint32_t)l.first_line, (uint32_t)l.first_column};
}

Span p_span(Parser *p, YLoc l)
{
	return (Span){p->buf + l.off, l.end - l.off};
}

void mlyerror(MLYLTYPE *lloc, Parser *p, const char *msg)
{
	if (strstr(msg, "exhausted"))
		p_error(p, p_loc(p, *lloc), "nesting too deep");
	else
		p_error(p, p_loc(p, *lloc), "%s", msg);
}

/* ----------------------------------------------------------- lists */

List p_list_empty(unsigned *n)
{
	return (List){*n, 0};
}

List p_use_first(Parser *p, ValRef r)
{
	vec_push(&p->vs, r);
	return (List){p->vs.n - 1, 1};
}

List p_use_next(Parser *p, List l, ValRef r)
{
	vec_push(&p->vs, r);
	return (List){l.start, l.n + 1};
}

List p_type_first(Parser *p, Type *t)
{
	vec_push(&p->ts, t);
	return (List){p->ts.n - 1, 1};
}

List p_type_next(Parser *p, List l, Type *t)
{
	vec_push(&p->ts, t);
	return (List){l.start, l.n + 1};
}

List p_reg_first(Parser *p, Region *r)
{
	vec_push(&p->regs, r);
	return (List){p->regs.n - 1, 1};
}

List p_reg_next(Parser *p, List l, Region *r)
{
	vec_push(&p->regs, r);
	return (List){l.start, l.n + 1};
}

/* ----------------------------------------------------------- values */

static Value *placeholder(Parser *p, Sym *name, Type *t)
{
	Value *v = arena_alloc(p->c->ir, sizeof *v);
	v->type = t;
	v->name = name;
	return v;
}

static void type_mismatch(Parser *p, Loc loc, Sym *name, unsigned idx, Type *want, Type *have)
{
	Out o;
	out_init(&o);
	out_str(&o, "'");
	mlir_print_type(&o, want);
	out_str(&o, "' vs '");
	mlir_print_type(&o, have);
	out_str(&o, "'");
	out_ch(&o, 0);
	if (idx)
		p_error(p, loc, "use of value '%%%s#%u' expects different type than prior uses: %s", name->s, idx, o.buf);
	else
		p_error(p, loc, "use of value '%%%s' expects different type than prior uses: %s", name->s, o.buf);
	out_free(&o);
}

Value *p_resolve(Parser *p, ValRef r, Type *t)
{
	if (!r.name || !p->scope)
		return NULL;
	t = type_untyped(p->c, t);
	ValEntry *e = map_get(&p->scope->names, r.name);
	if (!e) {
		e = arena_alloc(p->c->ir, sizeof *e);
		e->fwd = true;
		e->loc = r.loc;
		e->name = r.name;
		map_put(&p->scope->names, r.name, e);
		vec_push(&p->scope->fwds, e);
	}
	if (e->fwd) {
		if (r.idx >= e->n) {
			unsigned n = r.idx + 1;
			Value **v = arena_alloc(p->c->ir, n * sizeof *v);
			if (e->n)
				memcpy(v, e->v, e->n * sizeof *v);
			e->v = v;
			e->n = n;
		}
		if (!e->v[r.idx])
			e->v[r.idx] = placeholder(p, r.name, t);
		else if (t && e->v[r.idx]->type && e->v[r.idx]->type != t)
			type_mismatch(p, r.loc, r.name, r.idx, t, e->v[r.idx]->type);
		return e->v[r.idx];
	}
	if (r.idx >= e->n) {
		p_error(p, r.loc, "reference to invalid result number");
		return NULL;
	}
	Value *v = e->v[r.idx];
	if (t && v->type != t) {
		type_mismatch(p, r.loc, r.name, r.idx, t, v->type);
		return NULL;
	}
	return v;
}

/* Binds name to vals[0..n) in the current scope and region. */
static void define(Parser *p, Sym *name, Value **vals, unsigned n, Loc loc)
{
	ValEntry *e = map_get(&p->scope->names, name);
	if (e && !e->fwd) {
		p_error(p, loc, "redefinition of SSA value '%%%s'", name->s);
		note_at(p->c, e->loc, "previously defined here");
		return;
	}
	if (e) {
		for (unsigned i = 0; i < e->n; i++) {
			Value *ph = e->v[i];
			if (!ph)
				continue;
			if (i >= n) {
				p_error(p, loc, "operation defines %u results but %%%s#%u was used", n, name->s, i);
				return;
			}
			if (ph->type && vals[i]->type != ph->type) {
				p_error(p, loc, "definition of SSA value '%%%s#%u' has a type different from its prior uses", name->s, i);
				note_at(p->c, e->loc, "previously used here");
				return;
			}
			value_replace_all_uses(ph, vals[i]);
		}
	} else {
		e = arena_alloc(p->c->ir, sizeof *e);
		e->name = name;
		map_put(&p->scope->names, name, e);
	}
	e->fwd = false;
	e->v = vals;
	e->n = n;
	e->loc = loc;
	if (p->region)
		vec_push(&p->region->defined, name);
	for (unsigned i = 0; i < n; i++)
		if (!vals[i]->name)
			vals[i]->name = name;
}

bool p_resolve_list(Parser *p, List uses, Type **types, unsigned ntypes, OpState *s)
{
	bool ok = true;
	if (uses.n != ntypes) {
		Loc loc = uses.n ? p->vs.v[uses.start].loc : p->op_loc;
		p_error(p, loc, "%u operands present, but expected %u", uses.n, ntypes);
		ok = false;
	}
	for (unsigned i = 0; ok && i < uses.n; i++) {
		Value *v = p_resolve(p, p->vs.v[uses.start + i], types[i]);
		if (!v)
			ok = false;
		else if (s)
			vec_push(&s->opnds, v);
	}
	p->vs.n = uses.start;
	return ok;
}

bool p_resolve_all(Parser *p, List uses, Type *t, OpState *s)
{
	bool ok = true;
	for (unsigned i = 0; ok && i < uses.n; i++) {
		Value *v = p_resolve(p, p->vs.v[uses.start + i], t);
		if (!v)
			ok = false;
		else
			vec_push(&s->opnds, v);
	}
	p->vs.n = uses.start;
	return ok;
}

/* ---------------------------------------------------- regions, blocks */

static Block *new_block(Parser *p, Loc loc)
{
	Block *b = block_new(p->c);
	b->loc = loc;
	return b;
}

void p_set_entry_args(Parser *p, List fnargs)
{
	p->pending_args.n = 0;
	for (unsigned i = 0; i < fnargs.n; i++)
		vec_push(&p->pending_args, p->fs.v[fnargs.start + i]);
	p->has_pending_args = true;
}

/* An attribute the lowering reads from the whole module: llvm.bareptr on
 * a function, or a data layout (#dlti.dl_spec under any name: MLIR 19
 * takes any, 22 only dlti.dl_spec, see GL_DL_SPEC_NAMED). */
static bool needs_whole(Parser *p, NamedAttr *na)
{
	Attr *a = na->attr;
	for (unsigned i = 0; i < sizeof p->whole_attr / sizeof *p->whole_attr; i++)
		if (na->name == p->whole_attr[i])
			return true;
	return a && a->kind == ATTR_DL_SPEC;
}

bool p_region_open(Parser *p, YLoc l)
{
	if (p->depth >= MAX_REGION_DEPTH) {
		p_error(p, p_loc(p, l), "regions nested too deeply (more than %d)", MAX_REGION_DEPTH);
		return false;
	}
	p->depth++;
	RegionCtx *rc = calloc(1, sizeof *rc);
	if (!rc)
		abort();
	/* the body of a module that is the file's first op becomes the
	 * stream region (its Region and Block stay in the Ctx arena) */
	bool stream = p->feed && p->module_next && p->region && p->region == p->stream &&
	              !p->region->outer && p->ntop == 0;
	p->module_next = false;
	rc->r = stream ? arena_alloc(p->feed->keep, sizeof(Region)) : region_new(p->c);
	if (stream) {
		p->stream = rc;
		/* the module's attributes (still on p->ns): a data layout goes to
		 * the driver, if it takes it, before the ops it shapes (and the
		 * others, the .ll printer's named metadata) */
		bool layout = false;
		for (unsigned i = 0; i < p->ns.n; i++)
			if (needs_whole(p, &p->ns.v[i]))
				layout = true;
		if ((layout || p->ns.n) && p->feed->layout && p->feed->layout(p->feed, p->ns.v, p->ns.n))
			p->layout_fed = true;
		else if (layout)
			p_needs_module(p);
	}
	rc->outer = p->region;
	p->region = rc;
	if (p->isolate_next) {
		scope_push(p);
		rc->isolated = true;
		p->isolate_next = false;
	}
	if (p->has_pending_args) {
		/* The signature's arguments are the entry block's, unless the body
		 * starts with a block label (then the arguments must be unnamed). */
		p->has_pending_args = false;
		rc->llvm_body = p->fn_kw == T_LLVM_FUNC;
		Block *b = new_block(p, p_loc(p, l));
		rc->entry = b;
		unsigned bad_arg = 0;
		for (unsigned i = 0; i < p->pending_args.n; i++) {
			FnArg *a = &p->pending_args.v[i];
			if (!a->type)
				continue;
			if (rc->llvm_body && !type_is_llvm_compatible(a->type) && !bad_arg++)
				p_error(p, a->loc, "custom op 'llvm.func' failed to construct function type: expected LLVM "
				        "type for function arguments");
			Value *v = block_add_arg(p->c, b, type_untyped(p->c, a->type));
			p_note_loc(p, v, a->loc, a->written_loc);
			if (!a->name) {
				if (!rc->unnamed_arg.line)
					rc->unnamed_arg = a->loc;
				continue;
			}
			Value **vp = arena_alloc(p->c->ir, sizeof *vp);
			*vp = v;
			define(p, a->name, vp, 1, a->loc);
		}
	}
	return true;
}

/* The first op of a region whose entry block comes from a signature. */
static void push_entry(Parser *p, RegionCtx *rc)
{
	if (rc->unnamed_arg.line)
		p_error(p, rc->unnamed_arg, "expected SSA identifier for the argument of a function with a body");
	region_push_block(rc->r, rc->entry);
	rc->cur = rc->entry;
	rc->entry = NULL;
}

Region *p_region_close(Parser *p, YLoc l)
{
	RegionCtx *rc = p->region;
	/* "{}" after a signature without arguments is a region without
	 * blocks, as MLIR's parseRegion reads it (a declaration) */
	if (rc->entry && (rc->entry->nargs || rc->r->first))
		push_entry(p, rc);
	for (unsigned i = 0; i < rc->fwd_blocks.n; i++) {
		BlockEntry *e = rc->fwd_blocks.v[i];
		if (!e->defined)
			p_error(p, e->ref, "reference to an undefined block '^%s'", e->name->s);
	}
	if (rc->isolated) {
		scope_pop(p);
		/* the scope went with its names */
	} else {
		for (unsigned i = 0; i < rc->defined.n; i++)
			map_del(&p->scope->names, rc->defined.v[i]);
	}
	Region *r = rc->r;
	if (rc == p->stream)
		p->stream = NULL;
	p->region = rc->outer;
	p->depth--;
	/* sibling regions of an isolated op are isolated too */
	p->isolate_next = rc->isolated;
	vec_free(&rc->fwd_blocks);
	vec_free(&rc->defined);
	map_free(&rc->labels);
	free(rc);
	return r;
}

static BlockEntry *block_entry(Parser *p, Sym *label, Loc loc)
{
	RegionCtx *rc = p->region;
	BlockEntry *e = map_get(&rc->labels, label);
	if (!e) {
		e = arena_alloc(p->c->ir, sizeof *e);
		e->b = new_block(p, loc);
		e->b->label = label;
		e->ref = loc;
		e->name = label;
		map_put(&rc->labels, label, e);
	}
	return e;
}

void p_block_def(Parser *p, Sym *label, YLoc l)
{
	Loc loc = p_loc(p, l);
	BlockEntry *e = block_entry(p, label, loc);
	if (e->defined) {
		p_error(p, loc, "redefinition of block '^%s'", label->s);
		return;
	}
	RegionCtx *rc = p->region;
	if (rc->entry && !rc->r->first) {
		if (rc->entry->nargs && !rc->unnamed_arg.line) {
			p_error(p, loc, "invalid block name in region with named arguments");
			return;
		}
		rc->entry = NULL;
	}
	e->defined = true;
	e->b->loc = loc;
	region_push_block(p->region->r, e->b);
	p->region->cur = e->b;
}

static Attr *loc_file_attr(Ctx *c, Sym *file, uint32_t line, uint32_t col)
{
	Attr *parts[3] = {attr_str(c, file->s, file->len), attr_int(c, type_i(c, 64), line),
	                  attr_int(c, type_i(c, 64), col)};
	return attr_loc(c, ATTR_LOC_FILE, 3, parts);
}

void p_note_loc(Parser *p, const void *key, Loc at, Span written)
{
	if (!p->c->print_locs || !key)
		return;
	LocRec *r = arena_alloc(p->c->arena, sizeof *r);
	r->at = at;
	r->text = written.len > 5 ? intern(p->c, written.s + 4, written.len - 5) : NULL;   /* loc( ... ) */
	/* as data where xlate reads it (then printed as mlir-opt prints it,
	 * aliases and all), else as the text written */
	if (r->text) {
		if (!(r->attr = p_loc_text(p, r->text->s, r->text->len)))
			vec_push(&p->locs_later, r);   /* (read again at the end) */
	} else
		r->attr = loc_file_attr(p->c, at.file, at.line, at.col);
	map_put(&p->c->locs, key, r);
}

void p_loc_alias(Parser *p, Sym *name, Span written)
{
	if (p->c->print_locs && written.len > 5)
		map_put(&p->c->loc_aliases, name, intern(p->c, written.s + 4, written.len - 5));
	/* as data too, for the attributes that hold a location (a loop's
	 * startLoc): one xlate does not read stays text, for op locations */
	Attr *a = written.len > 5 && !map_get(&p->attr_alias, name) ? p_loc_text(p, written.s + 4, written.len - 5) : NULL;
	if (!a)
		return;
	AliasDef *d = arena_alloc(p->c->arena, sizeof *d);
	d->attr = a;
	d->loc = true;
	d->seq = ++p->nalias;
	d->text = intern(p->c, written.s, written.len);
	map_put(&p->attr_alias, name, d);
}

void p_block_arg(Parser *p, ValRef name, Type *t, Span loc)
{
	Block *b = p->region->cur;
	if (!b || !t)
		return;
	Value **vp = arena_alloc(p->c->ir, sizeof *vp);
	*vp = block_add_arg(p->c, b, type_untyped(p->c, t));
	p_note_loc(p, *vp, name.loc, loc);
	define(p, name.name, vp, 1, name.loc);
}

void p_successor(Parser *p, Sym *label, YLoc l, List uses, List types)
{
	Loc loc = p_loc(p, l);
	BlockEntry *e = block_entry(p, label, loc);
	if (!e->defined && e->ref.line == loc.line && e->ref.col == loc.col)
		vec_push(&p->region->fwd_blocks, e);
	Succ s = {e->b, p->vals.n, 0};
	if (uses.n != types.n) {
		p_error(p, loc, "expected %u types for the successor operands, found %u", uses.n, types.n);
	} else {
		for (unsigned i = 0; i < uses.n; i++) {
			Value *v = p_resolve(p, p->vs.v[uses.start + i], p->ts.v[types.start + i]);
			if (v)
				vec_push(&p->vals, v);
		}
		s.n = p->vals.n - s.first;
	}
	if (uses.n)
		p->vs.n = uses.start;
	if (types.n)
		p->ts.n = types.start;
	vec_push(&p->ss, s);
}

/* --------------------------------------------------------------- ops */

void p_op_begin(Parser *p, OpState *s, Sym *name, YLoc l)
{
	p->op_loc = p_loc(p, l);
	opstate_init(s, name, p->op_loc);
	s->opnds = p->spare.opnds;
	s->types = p->spare.types;
	s->attrs = p->spare.attrs;
	s->succs = p->spare.succs;
	s->opnds.n = s->types.n = s->attrs.n = s->succs.n = 0;
	memset(&p->spare, 0, sizeof p->spare);
}

Op *p_op_finish(Parser *p, OpState *s, List attrs, List succs, List regs)
{
	for (unsigned i = 0; i < attrs.n; i++)
		vec_push(&s->attrs, p->ns.v[attrs.start + i]);
	/* typed pointers of older MLIR are opaque in the IR */
	opstate_untyped(p->c, s);
	p->ns.n = attrs.start;
	if (succs.n) {
		unsigned vals_start = p->ss.v[succs.start].first;
		for (unsigned i = 0; i < succs.n; i++) {
			Succ in = p->ss.v[succs.start + i];
			Succ out = {in.block, s->opnds.n, in.n};
			for (unsigned k = 0; k < in.n; k++)
				vec_push(&s->opnds, p->vals.v[in.first + k]);
			vec_push(&s->succs, out);
		}
		p->vals.n = vals_start;
		p->ss.n = succs.start;
	}
	s->nreg = regs.n;
	Op *op = NULL;
	if (!p->failed) {
		op = op_create(p->c, s);
		for (unsigned i = 0; i < regs.n; i++) {
			Region *src = p->regs.v[regs.start + i], *dst = &op->regs[i];
			dst->first = src->first;
			dst->last = src->last;
			for (Block *b = dst->first; b; b = b->next)
				b->parent = dst;
		}
	}
	p->regs.n = regs.start;
	opstate_free(&p->spare);
	p->spare = *s;
	return op;
}

/* memref.assume_alignment bound to a result (MLIR 20+ returns the memref):
 * the op again, with that result */
static Op *with_memref_result(Parser *p, Op *op)
{
	OpState s;
	opstate_init(&s, op->name, op->loc);
	s.kind = op->kind;
	for (unsigned i = 0; i < op->nopnd; i++)
		vec_push(&s.opnds, op->opnd[i].v);
	for (unsigned i = 0; i < op->nattr; i++)
		vec_push(&s.attrs, op->attrs[i]);
	vec_push(&s.types, op->opnd[0].v->type);
	Op *n = op_create(p->c, &s);
	opstate_free(&s);
	op_erase(op);
	return n;
}

void p_op_end(Parser *p, ResList *results, Op *op, YLoc l)
{
	p->alias_depth = 0;
	p->isolate_next = false;
	p->has_pending_args = false;
	if (p->drop_cast) {   /* a 2021 bitcast between typed pointers: its result is its operand */
		p->drop_cast = false;
		if (op && op->nopnd == 1 && op->nres == 1) {
			Value **vals = arena_alloc(p->c->ir, sizeof *vals);
			vals[0] = op->opnd[0].v;
			if (results && results->n == 1 && results->count == 1)
				define(p, results->name, vals, 1, results->loc);
			else if (results)
				p_error(p, p_loc(p, l), "operation defines 1 result but was provided more to bind");
			op_erase(op);
			return;
		}
	}
	if (results) {
		ResName one = {results->name, results->count, results->loc};
		ResName *names = results->n > 1 ? results->many : &one;
		unsigned total = 0;
		for (unsigned i = 0; i < results->n; i++)
			total += names[i].count;
		if (op && total == 1 && op->nres == 0 && op->kind == OP_MEMREF_ASSUME_ALIGNMENT && op->nopnd == 1)
			op = with_memref_result(p, op);
		if (op && total != op->nres) {
			p_error(p, p_loc(p, l), "operation defines %u results but was provided %u to bind", op->nres, total);
			op = NULL;
		}
		for (unsigned i = 0, k = 0; op && i < results->n; i++) {
			ResName *r = &names[i];
			Value **vals = arena_alloc(p->c->ir, (r->count ? r->count : 1) * sizeof *vals);
			for (unsigned j = 0; j < r->count; j++)
				vals[j] = &op->res[k + j];
			k += r->count;
			define(p, r->name, vals, r->count, r->loc);
		}
	}
	if (!op || p->failed)
		return;
	RegionCtx *rc = p->region;
	if (!rc->cur && rc->entry)
		push_entry(p, rc);
	if (!rc->cur) {
		if (rc == p->stream) {
			rc->cur = arena_alloc(p->feed->keep, sizeof(Block));
			rc->cur->loc = op->loc;
		} else {
			rc->cur = new_block(p, op->loc);
		}
		region_push_block(rc->r, rc->cur);
	}
	block_push_op(rc->cur, op);
	if (!p->feed)
		return;
	Feed *f = p->feed;
	if (op->kind == OP_LLVM_BLOCKADDRESS || op->kind == OP_LLVM_BLOCKTAG)
		f->whole = true;   /* block tags are numbered over all functions */
	if (op->kind == OP_BUILTIN_MODULE && rc == p->stream)
		f->whole = true;   /* a module in the module: its functions are not the stream's */
	if (op->kind == OP_FUNC_FUNC || (op->kind == OP_BUILTIN_MODULE && !p->layout_fed))
		for (unsigned i = 0; i < op->nattr; i++)
			if (needs_whole(p, &op->attrs[i]))
				f->whole = true;
	if (!rc->outer && ++p->ntop > 1 && rc != p->stream)
		f->whole = f->broken = true;   /* a module and more: the file is an implicit module of modules */
	if (rc == p->stream && (results || p->scope->fwds.n || rc->fwd_blocks.n))
		f->whole = f->broken = true;   /* names at the top would outlive their op */
	if (rc == p->stream && !f->broken) {
		f->close(f, op, true);
		f->open(f);
		/* the text of the ops handed over is not read again (but by
		 * diagnostics, which fault it back in from the file) */
		if (p->src->mapped && p->tok - p->kept >= TEXT_DROP_STEP) {
			p->kept = text_drop(p->src, p->kept, p->tok);
			p->src->mark = p->line_start;
			p->src->mark_line = p->line;
		}
	}
}

void p_operation(Parser *p, ResList *results, Op *op, YLoc l, YLoc name, Span written_loc)
{
	p_note_loc(p, op, p_loc(p, name), written_loc);   /* (mlir-opt's: where its name is) */
	p_op_end(p, results, op, l);
}

void p_needs_module(Parser *p)
{
	if (p->feed)
		p->feed->whole = true;
}

/* Integer elements of a dense array attribute named name, or NULL. */
static Attr *dense_array_attr(Ctx *c, Op *op, const char *name)
{
	Attr *a = op_attr_s(c, op, name);
	if (!a || a->kind != ATTR_DENSE_ARRAY)
		return NULL;
	for (unsigned i = 0; i < a->arr.n; i++)   /* array<f32: ...> holds no segment sizes */
		if (a->arr.elts[i]->kind != ATTR_INT)
			return NULL;
	return a;
}

/* The generic form lists successor operands with the op's own operands
 * ([^bb1, ^bb2] carry none): give each successor its slice, from
 * case_operand_segments (switch), indbr_operand_segments (indirectbr),
 * the trailing operandSegmentSizes segments, or all operands of a
 * single successor. */
static void assign_succ_operands(Parser *p, Op *op, YLoc l)
{
	unsigned k = op->nsucc, nseg = 0;
	int64_t seg[64], tail = 0;   /* tail: operands after the successors' */
	Attr *segs = dense_array_attr(p->c, op, "operandSegmentSizes");
	Attr *cases = dense_array_attr(p->c, op, "case_operand_segments");
	Attr *indbr = dense_array_attr(p->c, op, "indbr_operand_segments");
	if (k > 64)
		goto bad;
	if (cases && segs && segs->arr.n == 3 && cases->arr.n == k - 1) {
		seg[nseg++] = attr_int_sext(segs->arr.elts[1]);
		for (unsigned i = 0; i < cases->arr.n; i++)
			seg[nseg++] = attr_int_sext(cases->arr.elts[i]);
	} else if (indbr && indbr->arr.n == k) {
		for (unsigned i = 0; i < k; i++)
			seg[nseg++] = attr_int_sext(indbr->arr.elts[i]);
	} else if (segs && segs->arr.n >= k) {
		/* the last segments, but for llvm.invoke's op bundle operands
		 * (MLIR 20+: a fourth segment after the successors') */
		unsigned end = segs->arr.n;
		if (op->kind == OP_LLVM_INVOKE && end == 4 && k == 2)
			tail = attr_int_sext(segs->arr.elts[--end]);
		for (unsigned i = end - k; i < end; i++)
			seg[nseg++] = attr_int_sext(segs->arr.elts[i]);
	} else if (k == 1) {
		seg[nseg++] = op->nopnd;
	} else {
		return;   /* no successor operands */
	}
	int64_t total = tail;
	if (tail < 0)
		goto bad;
	for (unsigned i = 0; i < k; i++) {
		if (seg[i] < 0)
			goto bad;
		total += seg[i];
	}
	if (total > op->nopnd)
		goto bad;
	unsigned first = op->nopnd - (unsigned)total;
	for (unsigned i = 0; i < k; i++) {
		op->succs[i].first = first;
		op->succs[i].n = (unsigned)seg[i];
		first += (unsigned)seg[i];
	}
	return;
bad:
	p_error(p, p_loc(p, l), "successor operand segments do not match the operands");
}

Sym *p_generic_name(Parser *p, Span name, YLoc l)
{
	Sym *s = p_intern_string(p, name, l);
	OpKind k = op_kind_of(p->c, s);
	if (op_flags[k] & OPF_ISOLATED)
		p->isolate_next = true;
	if (k == OP_UNKNOWN && p->c->reject_unregistered && !op_dialect_known(s->s))
		p_error(p, (Loc){p->src->file, (uint32_t)l.first_line, (uint32_t)(l.first_column + (l.end - l.off))},
		        "operation being parsed with an unregistered dialect. If this is intended, please use "
		        "-allow-unregistered-dialect with the MLIR tool used");
	return s;
}

Op *p_generic_op(Parser *p, Sym *name, YLoc l, List uses, List succs, List props,
                 List regs, List attrs, Type *fnty)
{
	OpState s;
	p_op_begin(p, &s, name, l);
	if (fnty && fnty->kind != TY_FUNC) {
		p_error(p, p_loc(p, l), "expected a function type for the generic op");
		fnty = NULL;
	}
	if (fnty) {
		p_resolve_list(p, uses, fnty->fn.ins, fnty->fn.nin, &s);
		for (unsigned i = 0; i < fnty->fn.nout; i++)
			vec_push(&s.types, fnty->fn.outs[i]);
	} else {
		p->vs.n = uses.start;
	}
	/* properties and attributes are one list: props lie below attrs; an
	 * op xlate does not know keeps its properties apart, one dictionary
	 * (SYM_unknown_props) after its attributes, which are on top */
	bool written = props.start != NO_PROPS;
	if (!written)
		props = (List){attrs.start, 0};
	List all = {props.start, attrs.start + attrs.n - props.start};
	if (!props.n)
		all = attrs;
	if (written && !s.kind && op_kind_of(p->c, name) == OP_UNKNOWN && attrs.start + attrs.n == p->ns.n) {
		Attr *d = attr_dict(p->c, props.n, p->ns.v + props.start);
		vec_push(&p->ns, ((NamedAttr){p->c->sym[SYM_unknown_props], d}));
		all = (List){attrs.start, attrs.n + 1};
	}
	bool explicit_succ_operands = false;
	for (unsigned i = 0; i < succs.n; i++)
		explicit_succ_operands |= p->ss.v[succs.start + i].n != 0;
	Op *op = p_op_finish(p, &s, all, succs, regs);
	p->ns.n = props.start < attrs.start ? props.start : attrs.start;
	if (op && op->nsucc && !explicit_succ_operands)
		assign_succ_operands(p, op, l);
	if (op)
		props_read(p->c, op);
	return op;
}

/* ------------------------------------------------------------ entry */

static void parser_free(Parser *p)
{
	free(p->num_syms.v);
	p->num_syms = (NumSyms){0};
	while (p->region) {
		RegionCtx *rc = p->region;
		p->region = rc->outer;
		vec_free(&rc->fwd_blocks);
		vec_free(&rc->defined);
		map_free(&rc->labels);
		free(rc);
	}
	while (p->scope) {
		Scope *s = p->scope;
		p->scope = s->outer;
		vec_free(&s->fwds);
		map_free(&s->names);
		free(s);
	}
	map_free(&p->attr_alias);
	map_free(&p->type_alias);
	for (size_t i = 0; i < p->struct_texts.cap; i++) {
		StructText **t = map_at(&p->struct_texts, i, NULL);
		if (t)
			free(*t);
	}
	map_free(&p->struct_texts);
	free(p->kw_syms);
	p_dialect_memos_free(p);
	for (size_t i = 0; i < p->dict_texts.cap; i++) {
		LexDict **t = map_at(&p->dict_texts, i, NULL);
		if (t) {
			free((*t)->v);
			free(*t);
		}
	}
	map_free(&p->dict_texts);
	vec_free(&p->pending_args);
	vec_free(&p->vs);
	vec_free(&p->ts);
	vec_free(&p->as);
	vec_free(&p->ns);
	vec_free(&p->rs);
	vec_free(&p->ls);
	vec_free(&p->is);
	vec_free(&p->ss);
	vec_free(&p->vals);
	vec_free(&p->bundle_vals);
	vec_free(&p->bundle_tags);
	vec_free(&p->bundle_sizes);
	vec_free(&p->regs);
	vec_free(&p->fs);
	vec_free(&p->ds);
	vec_free(&p->text);
	opstate_free(&p->spare);
}

static Op *parse_file(Parser *p)
{
	Ctx *c = p->c;
	Source *src = p->src;
	p->buf = src->buf;
	/* the scratch vectors start non-empty: actions take p->X.v + start
	 * of lists that may be empty, which must not be a null pointer */
#define GROW(a) vec_grow_((void **)&(a)->v, &(a)->cap, sizeof *(a)->v)
	GROW(&p->vs), GROW(&p->ts), GROW(&p->as), GROW(&p->ns), GROW(&p->rs), GROW(&p->ls);
	GROW(&p->is), GROW(&p->ss), GROW(&p->vals), GROW(&p->regs), GROW(&p->fs), GROW(&p->ds);
	GROW(&p->text), GROW(&p->pending_args);
#undef GROW
	lex_init(p);
	Loc loc = {src->file, 1, 1};
	Op *top = module_new(c, loc);
	p->isolate_next = true;
	p->whole_attr[0] = intern_c(c, "llvm.bareptr");
	p->whole_attr[1] = intern_c(c, "dlti.dl_spec");
	p->whole_attr[2] = intern_c(c, "llvm.data_layout");
	YLoc l0 = {1, 1, 0, 0};
	p_region_open(p, l0);
	if (p->feed) {
		p->stream = p->region;
		p->feed->open(p->feed);
	}
	int rc = mlyparse(p);
	Region *r = NULL;
	if (rc == 0 && !p->failed)
		r = p_region_close(p, l0);
	/* mlir-opt reads location aliases defined after their use (its
	 * printer writes most of them after the module) */
	for (unsigned i = 0; i < p->locs_later.n; i++) {
		LocRec *lr = p->locs_later.v[i];
		lr->attr = p_loc_text(p, lr->text->s, lr->text->len);
	}
	vec_free(&p->locs_later);
	parser_free(p);
	if (rc != 0 || p->failed || c->nerrors || (p->feed && p->feed->broken))
		return NULL;
	Block *b = r->first;   /* the grammar allows no labels at the top level */
	/* a file holding just one module is that module */
	if (b && b->first && b->first == b->last && b->first->kind == OP_BUILTIN_MODULE) {
		Op *m = b->first;
		op_unlink(m);
		m->parent = NULL;
		return m;
	}
	Block *body = module_body(top);
	c->implicit_module = true;
	if (c->print_locs) {   /* the module the file's ops are put in: at its line 0 */
		LocRec *lr = arena_alloc(c->arena, sizeof *lr);
		lr->at = (Loc){p->src->file, 0, 0};
		lr->attr = loc_file_attr(c, p->src->file, 0, 0);
		map_put(&c->locs, top, lr);
	}
	while (b && b->first) {
		Op *op = b->first;
		op_unlink(op);
		block_push_op(body, op);
	}
	return top;
}

Op *mlir_parse(Ctx *c, Source *src, Feed *f)
{
	Parser p = {0};
	p.c = c;
	p.src = src;
	p.feed = f;
	p.kept = src->buf;
	return parse_file(&p);
}

/* ------------------------------------------------ syntax error reports */

/* Token names are bison's: 'c' for characters (printed as is), a
 * spelling such as func.func or -> (printed quoted), or a class such as
 * "SSA value" or "integer" (printed plain). */
static void put_token_name(Out *o, const char *name)
{
	static const char *const classes[] = {"integer", "float", "string", "identifier", "symbol",
	                                      "location", "dimension", "type", "end of file", NULL};
	bool spelling = name[0] != '\'' && !strchr(name, ' ');
	for (unsigned i = 0; classes[i]; i++)
		if (strcmp(classes[i], name) == 0)
			spelling = false;
	if (spelling)
		out_ch(o, '\'');
	out_str(o, name);
	if (spelling)
		out_ch(o, '\'');
}

void p_syntax_error(Parser *p, YLoc l, bool at_eof, const char **expected, int n)
{
	if (p->failed)
		return;
	Out o;
	out_init(&o);
	/* long lists are named by what they have in common */
	const char *what = NULL;
	bool is_op = false, is_attr = false, is_type = false;
	for (int i = 0; n > 6 && i < n; i++) {
		is_op |= strcmp(expected[i], "arith.constant") == 0;
		is_attr |= strcmp(expected[i], "dense<") == 0;
		is_type |= strcmp(expected[i], "type") == 0;
	}
	what = is_op ? "operation" : is_attr ? "attribute value" : is_type ? "type" : NULL;
	Span found = p_span(p, l);
	if (is_op && !at_eof && memchr(found.s, '.', found.len) && (isalpha((unsigned char)found.s[0]) || found.s[0] == '_')) {
		p_error(p, p_loc(p, l), "custom op '%.*s' is unknown", (int)found.len, found.s);
		out_free(&o);
		return;
	}
	if (what) {
		out_str(&o, "expected ");
		out_str(&o, what);
		out_str(&o, ", found ");
	} else if (n > 0 && n <= 6) {
		out_str(&o, "expected ");
		for (int i = 0; i < n; i++) {
			if (i)
				out_str(&o, i == n - 1 ? " or " : ", ");
			put_token_name(&o, expected[i]);
		}
		out_str(&o, ", found ");
	} else {
		out_str(&o, "unexpected ");
	}
	if (at_eof) {
		out_str(&o, "end of file");
	} else {
		Span s = p_span(p, l);
		uint32_t len = 0;
		while (len < s.len && len < 40 && s.s[len] != '\n')
			len++;
		out_ch(&o, '\'');
		out_mem(&o, s.s, len);
		out_ch(&o, '\'');
	}
	out_ch(&o, 0);
	p_error(p, p_loc(p, l), "%s", o.buf);
	out_free(&o);
}
