/* parse_memref.c - builders for the custom forms of the memref dialect,
 * producing the operands and attributes of the generic form
 * (operandSegmentSizes, static_offsets/sizes/strides with DYN for the
 * dynamic ones, kind/alignment/localityHint enums as integers, ...). */
#include <ctype.h>
#include <string.h>

#include "mlir/build.h"

static Sym *S(Parser *p, const char *s)
{
	return sym_lit(p->c, s);
}

static Type *index_type(Parser *p)
{
	return type_simple(p->c, TY_INDEX);
}

/* Resolves the uses of l, all of type t, without popping p->vs. */
static bool uses_of(Parser *p, OpState *s, List l, Type *t)
{
	for (unsigned i = 0; i < l.n; i++) {
		Value *v = p_resolve(p, p->vs.v[l.start + i], t);
		if (!v)
			return false;
		vec_push(&s->opnds, v);
	}
	return true;
}

static Type *memref_elt(Parser *p, Type *t, YLoc l)
{
	if (t && (t->kind == TY_MEMREF || t->kind == TY_UMEMREF))
		return t->kind == TY_MEMREF ? t->shaped.elt : t->unranked.elt;
	if (t)
		p_error(p, p_loc(p, l), "expected a memref type");
	return NULL;
}

static void add_attr(Parser *p, OpState *s, const char *name, Attr *a)
{
	if (a)
		opstate_add_attr(s, S(p, name), a);
}

static void segments(Parser *p, OpState *s, unsigned n, const int64_t *v)
{
	opstate_add_attr(s, p->c->sym[SYM_operandSegmentSizes], p_i32_array(p, n, v));
}

Op *p_memref_alloc(Parser *p, Word w, YLoc l, List dyn, List syms, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (uses_of(p, &s, dyn, index_type(p)))
		uses_of(p, &s, syms, index_type(p));
	p->vs.n = dyn.start;
	int64_t seg[2] = {dyn.n, syms.n};
	segments(p, &s, 2, seg);
	if (t && t->kind != TY_MEMREF)
		p_error(p, p_loc(p, l), "expected a ranked memref type");
	else if (t)
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

Op *p_memref_load(Parser *p, Word w, YLoc l, ValRef m, List idx, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *elt = memref_elt(p, t, l);
	if (p_use_one(p, &s, m, t))
		uses_of(p, &s, idx, index_type(p));
	p->vs.n = idx.start;
	if (elt)
		vec_push(&s.types, elt);
	return p_finish(p, &s, attrs);
}

Op *p_memref_store(Parser *p, Word w, YLoc l, ValRef v, ValRef m, List idx, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *elt = memref_elt(p, t, l);
	if (elt && p_use_one(p, &s, v, elt) && p_use_one(p, &s, m, t))
		uses_of(p, &s, idx, index_type(p));
	p->vs.n = idx.start;
	return p_finish(p, &s, attrs);
}

Op *p_memref_dim(Parser *p, Word w, YLoc l, ValRef m, ValRef i, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (p_use_one(p, &s, m, t))
		p_use_one(p, &s, i, index_type(p));
	vec_push(&s.types, index_type(p));
	return p_finish(p, &s, attrs);
}

/* reinterpret_cast and subview: source, dynamic offsets/sizes/strides;
 * static_* arrays hold DYN where a dynamic value stands. */
Op *p_memref_offsets_op(Parser *p, Word w, YLoc l, ValRef src, Mixed offs, Mixed sizes, Mixed strides,
                        List attrs, Type *from, Type *to)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (p_use_one(p, &s, src, from) && uses_of(p, &s, offs.uses, index_type(p)) &&
	    uses_of(p, &s, sizes.uses, index_type(p)))
		uses_of(p, &s, strides.uses, index_type(p));
	int64_t seg[4] = {1, offs.uses.n, sizes.uses.n, strides.uses.n};
	segments(p, &s, 4, seg);
	add_attr(p, &s, "static_offsets", p_i64_array(p, offs.ints.n, p->is.v + offs.ints.start));
	add_attr(p, &s, "static_sizes", p_i64_array(p, sizes.ints.n, p->is.v + sizes.ints.start));
	add_attr(p, &s, "static_strides", p_i64_array(p, strides.ints.n, p->is.v + strides.ints.start));
	p->is.n = offs.ints.start;
	p->vs.n = offs.uses.start;
	if (to)
		vec_push(&s.types, to);
	return p_finish(p, &s, attrs);
}

Op *p_memref_view(Parser *p, Word w, YLoc l, ValRef src, ValRef shift, List sizes, List attrs, Type *from, Type *to)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (p_use_one(p, &s, src, from) && p_use_one(p, &s, shift, index_type(p)))
		uses_of(p, &s, sizes, index_type(p));
	p->vs.n = sizes.start;
	if (to)
		vec_push(&s.types, to);
	return p_finish(p, &s, attrs);
}

/* memref.global: the initial value dense<...> takes the tensor type of
 * the memref's shape. */
Op *p_memref_global(Parser *p, Word w, YLoc l, Sym *vis, bool constant, Sym *name, Type *t, DenseBody init,
                    YLoc il, List attrs)
{
	OpState s;
	Ctx *c = p->c;
	p_begin(p, &s, w, l);
	opstate_add_attr(&s, c->sym[SYM_sym_name], attr_str(c, name->s, name->len));
	if (vis)
		opstate_add_attr(&s, c->sym[SYM_sym_visibility], attr_str(c, vis->s, vis->len));
	if (constant)
		opstate_add_attr(&s, c->sym[SYM_constant], attr_unit(c));
	if (t && t->kind != TY_MEMREF) {
		p_error(p, p_loc(p, l), "type should be static shaped memref");
		t = NULL;
	}
	if (t)
		add_attr(p, &s, "type", attr_type(c, t));
	if (init.kind == GLOBAL_UNINIT)
		add_attr(p, &s, "initial_value", attr_unit(c));
	if (init.kind == GLOBAL_DENSE && t) {
		Type *tt = type_tensor(c, t->shaped.rank, t->shaped.shape, t->shaped.elt, NULL);
		add_attr(p, &s, "initial_value", p_dense(p, init, tt, il));
	} else if (init.kind == GLOBAL_DENSE) {
		p->ls.n = init.lits.start;
	}
	return p_finish(p, &s, attrs);
}

Op *p_memref_get_global(Parser *p, Word w, YLoc l, Attr *name, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	add_attr(p, &s, "name", name);
	if (t)
		vec_push(&s.types, t);
	return p_finish(p, &s, attrs);
}

Op *p_memref_copy(Parser *p, Word w, YLoc l, ValRef a, ValRef b, List attrs, Type *ta, Type *tb)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (p_use_one(p, &s, a, ta))
		p_use_one(p, &s, b, tb);
	return p_finish(p, &s, attrs);
}

Op *p_memref_meta(Parser *p, Word w, YLoc l, ValRef m, List attrs, Type *t, List results)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, m, t);
	for (unsigned i = 0; i < results.n; i++)
		vec_push(&s.types, p->ts.v[results.start + i]);
	p->ts.n = results.start;
	return p_finish(p, &s, attrs);
}

Op *p_memref_atomic_rmw(Parser *p, Word w, YLoc l, Sym *kind, YLoc kl, ValRef v, ValRef m, List idx,
                        List attrs, Type *fnty)
{
	OpState s;
	p_begin(p, &s, w, l);
	int k = -1;
	for (int i = 0; i < RMW_NKINDS; i++)   /* (xori: MLIR 20+) */
		if (strcmp(rmw_kind_words[i], kind->s) == 0)
			k = i;
	if (k < 0)
		p_error(p, p_loc(p, kl), "invalid atomic_rmw kind '%s'", kind->s);
	else
		add_attr(p, &s, "kind", attr_int(p->c, type_i(p->c, 64), k));
	if (fnty && (fnty->fn.nin != 2 || fnty->fn.nout != 1)) {
		p_error(p, p_loc(p, l), "expected (value type, memref type) -> result type");
		fnty = NULL;
	}
	if (fnty && p_use_one(p, &s, v, fnty->fn.ins[0]) && p_use_one(p, &s, m, fnty->fn.ins[1]))
		uses_of(p, &s, idx, index_type(p));
	p->vs.n = idx.start;
	if (fnty)
		vec_push(&s.types, fnty->fn.outs[0]);
	return p_finish(p, &s, attrs);
}

Op *p_memref_generic_rmw(Parser *p, Word w, YLoc l, ValRef m, List idx, Type *t, Region *body, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	Type *elt = memref_elt(p, t, l);
	if (p_use_one(p, &s, m, t))
		uses_of(p, &s, idx, index_type(p));
	p->vs.n = idx.start;
	if (elt)
		vec_push(&s.types, elt);
	return p_finish_regions(p, &s, attrs, 1, &body);
}

Op *p_memref_assume_alignment(Parser *p, Word w, YLoc l, ValRef m, Span align, YLoc al, List attrs, Type *t)
{
	OpState s;
	p_begin(p, &s, w, l);
	p_use_one(p, &s, m, t);
	add_attr(p, &s, "alignment", p_int_attr(p, align, al, type_i(p->c, 32)));
	return p_finish(p, &s, attrs);
}

/* expand_shape (with output_shape) and collapse_shape. */
Op *p_memref_reshape_op(Parser *p, Word w, YLoc l, ValRef src, List reassoc, Mixed *out_shape, Sym *kw,
                        YLoc kwl, List attrs, Type *from, Sym *into, YLoc intol, Type *to)
{
	OpState s;
	p_begin(p, &s, w, l);
	add_attr(p, &s, "reassociation", p_array_attr(p, reassoc));
	if (out_shape && p_word_is(p, kw, "output_shape", kwl)) {
		add_attr(p, &s, "static_output_shape", p_i64_array(p, out_shape->ints.n, p->is.v + out_shape->ints.start));
		if (p_use_one(p, &s, src, from))
			uses_of(p, &s, out_shape->uses, index_type(p));
	} else if (!out_shape) {
		p_use_one(p, &s, src, from);
	}
	if (out_shape) {
		p->is.n = out_shape->ints.start;
		p->vs.n = out_shape->uses.start;
	}
	if (p_word_is(p, into, "into", intol) && to)
		vec_push(&s.types, to);
	return p_finish(p, &s, attrs);
}

Op *p_memref_reshape(Parser *p, Word w, YLoc l, ValRef src, ValRef shape, List attrs, Type *fnty)
{
	OpState s;
	p_begin(p, &s, w, l);
	if (fnty && (fnty->fn.nin != 2 || fnty->fn.nout != 1)) {
		p_error(p, p_loc(p, l), "expected (source type, shape type) -> result type");
		fnty = NULL;
	}
	if (fnty && p_use_one(p, &s, src, fnty->fn.ins[0]) && p_use_one(p, &s, shape, fnty->fn.ins[1]))
		vec_push(&s.types, fnty->fn.outs[0]);
	return p_finish(p, &s, attrs);
}

/* "(i, j) -> (j, i)" as the affine map "(d0, d1) -> (d1, d0)". */
Attr *p_affine_perm(Parser *p, YLoc l)
{
	Span sp = p_span(p, l);
	Sym *dims[64];
	int perm[64];
	unsigned ndims = 0, nres = 0;
	bool results = false;
	Out o;
	out_init(&o);
	out_ch(&o, '(');
	for (uint32_t i = 0; i < sp.len;) {
		char ch = sp.s[i];
		if (isalpha((unsigned char)ch) || ch == '_') {
			uint32_t j = i;
			while (j < sp.len && (isalnum((unsigned char)sp.s[j]) || sp.s[j] == '_'))
				j++;
			Sym *id = intern(p->c, sp.s + i, j - i);
			i = j;
			if (!results) {
				if (ndims == 64)
					break;
				if (ndims)
					out_str(&o, ", ");
				out_fmt(&o, "d%u", ndims);
				dims[ndims++] = id;
				continue;
			}
			unsigned k = 0;
			while (k < ndims && dims[k] != id)
				k++;
			if (k == ndims) {
				out_free(&o);
				p_error(p, p_loc(p, l), "use of undeclared identifier '%s' in the permutation", id->s);
				return NULL;
			}
			out_fmt(&o, "d%u", k);
			if (nres < 64)
				perm[nres++] = (int)k;
			continue;
		}
		if (ch == '-' && i + 1 < sp.len && sp.s[i + 1] == '>') {
			results = true;
			out_str(&o, ") -> (");
			i += 2;
			continue;
		}
		if (ch == ',' && results)
			out_str(&o, ", ");
		i++;
	}
	out_ch(&o, ')');
	AffineForm *f = affine_form_new(p->c, ndims, 0, nres);
	memcpy(f->dims, perm, nres * sizeof *perm);
	Attr *a = attr_affine_map(p->c, intern(p->c, o.buf, o.len), f);
	out_free(&o);
	return a;
}

Op *p_memref_transpose(Parser *p, Word w, YLoc l, ValRef src, Attr *perm, List attrs, Type *from, Type *to)
{
	OpState s;
	p_begin(p, &s, w, l);
	add_attr(p, &s, "permutation", perm);
	p_use_one(p, &s, src, from);
	if (to)
		vec_push(&s.types, to);
	return p_finish(p, &s, attrs);
}

Op *p_memref_prefetch(Parser *p, Word w, YLoc l, ValRef m, List idx, Sym *rw, YLoc rwl, Sym *loc_kw, YLoc lkl,
                      Span hint, YLoc hl, Sym *cache, YLoc cl, List attrs, Type *t)
{
	OpState s;
	Ctx *c = p->c;
	p_begin(p, &s, w, l);
	if (p_use_one(p, &s, m, t))
		uses_of(p, &s, idx, index_type(p));
	p->vs.n = idx.start;
	bool write = strcmp(rw->s, "write") == 0, data = strcmp(cache->s, "data") == 0;
	if (!write && strcmp(rw->s, "read") != 0)
		p_error(p, p_loc(p, rwl), "rw specifier has to be 'read' or 'write'");
	else if (!data && strcmp(cache->s, "instr") != 0)
		p_error(p, p_loc(p, cl), "cache type has to be 'data' or 'instr'");
	else if (p_word_is(p, loc_kw, "locality", lkl)) {
		add_attr(p, &s, "isWrite", attr_bool(c, write));
		add_attr(p, &s, "isDataCache", attr_bool(c, data));
		add_attr(p, &s, "localityHint", p_int_attr(p, hint, hl, type_i(c, 32)));
	}
	return p_finish(p, &s, attrs);
}

/* The body's terminator memref.alloca_scope.return may be left out. */
Op *p_memref_alloca_scope(Parser *p, Word w, YLoc l, List results, Region *body, List attrs)
{
	OpState s;
	p_begin(p, &s, w, l);
	for (unsigned i = 0; i < results.n; i++)
		vec_push(&s.types, p->ts.v[results.start + i]);
	p->ts.n = results.start;
	if (body && !p->failed) {
		Block *b = body->last;
		if (!b) {
			b = block_new(p->c);
			b->loc = p_loc(p, l);
			region_push_block(body, b);
		}
		if (!b->last || b->last->kind != OP_MEMREF_ALLOCA_SCOPE_RETURN)
			block_push_op(b, op_new(p->c, OP_MEMREF_ALLOCA_SCOPE_RETURN, p_loc(p, l), 0, NULL, 0, NULL));
	}
	return p_finish_regions(p, &s, attrs, 1, &body);
}
