/* func.c - lowering of the func dialect: function signatures and the
 * memref calling convention (descriptors expanded into their fields, or
 * bare pointers), results packed in a struct, calls, returns, constants,
 * and the _mlir_ciface_ C-interface wrappers. */
#include <string.h>

#include "conv/conv.h"

static bool has_attr(Conv *cv, Op *op, const char *name)
{
	return op_attr_s(cv->c, op, name) != NULL;
}

static bool func_bare(Conv *cv, Op *f)
{
	return cv->o.use_bare_ptr_memref_call_conv || (f && has_attr(cv, f, "llvm.bareptr"));
}

static const char *func_name(Conv *cv, Op *f)
{
	Attr *n = op_attr(f, cv->c->sym[SYM_sym_name]);
	return n && n->kind == ATTR_STRING ? n->s.str->s : "";
}

/* ------------------------------------------------ descriptors from args */

/* Builds the descriptor of memref type t from the expanded fields a[]. */
Value *desc_pack_args(Conv *cv, Type *t, Value **a)
{
	Value *d = b_agg0(cv, conv_type(cv, t));
	if (t->kind == TY_UMEMREF) {
		d = b_insert1(cv, d, a[0], 0);
		return b_insert1(cv, d, a[1], 1);
	}
	unsigned r = t->shaped.rank;
	d = b_insert1(cv, d, a[0], 0);
	d = b_insert1(cv, d, a[1], 1);
	d = b_insert1(cv, d, a[2], 2);
	for (unsigned i = 0; i < r; i++) {
		d = b_insert2(cv, d, a[3 + i], 3, i);
		d = b_insert2(cv, d, a[3 + r + i], 4, i);
	}
	return d;
}

/* The descriptor of a statically shaped memref at pointer p. */
static Value *desc_from_static(Conv *cv, Type *t, Value *p)
{
	int64_t st[64], off = 0;
	memref_strides(t, st, &off);
	Value *d = b_agg0(cv, conv_type(cv, t));
	d = b_insert1(cv, d, p, 0);
	d = b_insert1(cv, d, p, 1);
	d = b_insert1(cv, d, b_idx(cv, off), 2);
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		d = b_insert2(cv, d, b_idx(cv, t->shaped.shape[i]), 3, i);
		d = b_insert2(cv, d, b_idx(cv, st[i]), 4, i);
	}
	return d;
}

/* Appends the fields of descriptor d of memref type t to args. */
static void desc_unpack(Conv *cv, Type *t, Value *d, ValVec *args)
{
	if (t->kind == TY_UMEMREF) {
		vec_push(args, b_extract1(cv, d, 0));
		vec_push(args, b_extract1(cv, d, 1));
		return;
	}
	vec_push(args, b_extract1(cv, d, 0));
	vec_push(args, b_extract1(cv, d, 1));
	vec_push(args, b_extract1(cv, d, 2));
	for (unsigned i = 0; i < t->shaped.rank; i++)
		vec_push(args, b_extract2(cv, d, 3, i));
	for (unsigned i = 0; i < t->shaped.rank; i++)
		vec_push(args, b_extract2(cv, d, 4, i));
}

/* ------------------------------------------------ unranked copies */

/* 2 * sizeof(ptr) + (2 * rank + 1) * sizeof(index): an unranked
 * descriptor's ranked part */
static Value *unranked_size(Conv *cv, Value *v, Value *one, Value *two, Value *isz)
{
	Value *dps = b_bin(cv, OP_LLVM_MUL, two, b_idx(cv, 8));
	Value *dr = b_bin(cv, OP_LLVM_MUL, two, b_extract1(cv, v, 0));
	Value *ris = b_bin(cv, OP_LLVM_MUL, b_bin(cv, OP_LLVM_ADD, dr, one), isz);
	return b_bin(cv, OP_LLVM_ADD, dps, ris);
}

void copy_unranked(Conv *cv, Value **vals, Type **types, unsigned n, bool to_heap)
{
	unsigned nu = 0;
	for (unsigned i = 0; i < n; i++)
		nu += types[i]->kind == TY_UMEMREF;
	if (!nu)
		return;
	Value *one = b_idx(cv, 1), *two = b_idx(cv, 2);
	Value *isz = b_idx(cv, (cv->iw + 7) / 8);
	Value **sizes = xmalloc(n * sizeof *sizes);
	/* all sizes first, or each just before its copy (GL_UNRANKED_EACH) */
	bool each = gen_of(cv->c->llvm_version)->lowers & GL_UNRANKED_EACH;
	for (unsigned i = 0; i < n; i++) {
		if (types[i]->kind != TY_UMEMREF || each)
			continue;
		sizes[i] = unranked_size(cv, vals[i], one, two, isz);
	}
	Type *fr = type_llfunc(cv->c, cv->voidt, 1, &cv->ptr, false);
	Type *ma = type_llfunc(cv->c, cv->ptr, 1, &cv->ity, false);
	if (to_heap)
		declare_func(cv, "malloc", ma);
	else
		declare_func(cv, "free", fr);
	for (unsigned i = 0; i < n; i++) {
		if (types[i]->kind != TY_UMEMREF)
			continue;
		Value *mem;
		if (each)
			sizes[i] = unranked_size(cv, vals[i], one, two, isz);
		if (to_heap) {
			mem = b_call(cv, csym(cv, "malloc"), 1, &sizes[i], cv->ptr);
		} else {
			Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &sizes[i], cv->ptr);
			setattr(cv, a, CS_elem_type, attr_type(cv->c, cv->i8));
			mem = &a->res[0];
		}
		Value *src = b_extract1(cv, vals[i], 1);
		b_memcpy(cv, mem, src, sizes[i]);
		if (!to_heap)
			b_call(cv, csym(cv, "free"), 1, &src, NULL);
		Value *d = b_agg0(cv, conv_type(cv, types[i]));
		Value *rank = b_extract1(cv, vals[i], 0);
		d = b_insert1(cv, d, rank, 0);
		vals[i] = b_insert1(cv, d, mem, 1);
	}
	free(sizes);
}

/* ------------------------------------------------ C wrappers */

/* The C-interface type: memrefs by pointer, struct results through a
 * leading pointer argument.  *sret gets the struct result type or NULL. */
static Type *cwrapper_type(Conv *cv, Type *ft, Type **sret)
{
	Type *res = conv_results(cv, ft->fn.nout, ft->fn.outs, false);
	VEC(Type *) ps = {0};
	*sret = NULL;
	if (res && res->kind == TY_LLVM_STRUCT) {
		*sret = res;
		vec_push(&ps, cv->ptr);
		res = cv->voidt;
	}
	for (unsigned i = 0; i < ft->fn.nin; i++) {
		Type *t = ft->fn.ins[i];
		vec_push(&ps, t->kind == TY_MEMREF || t->kind == TY_UMEMREF ? cv->ptr : conv_type(cv, t));
	}
	Type *r = type_llfunc(cv->c, res, ps.n, ps.v, false);
	vec_free(&ps);
	return r;
}

static Op *new_llvm_func(Conv *cv, Op *like, const char *name, Type *fnty, Op *after)
{
	OpState st;
	opstate_init(&st, cv->opname[OP_LLVM_FUNC], like->loc);
	st.nreg = 1;
	/* the discardable attributes of the original function */
	for (unsigned i = 0; i < like->nattr; i++) {
		Sym *n = like->attrs[i].name;
		if (n == cv->c->sym[SYM_sym_name] || n == cv->c->sym[SYM_function_type] ||
		    n == cv->c->sym[SYM_linkage] || n == cv->cs[CS_CConv] || n == cv->c->sym[SYM_arg_attrs] ||
		    n == cv->c->sym[SYM_res_attrs] || strcmp(n->s, "memory") == 0)
			continue;
		opstate_add_attr(&st, n, like->attrs[i].attr);
	}
	Op *op = op_create(cv->c, &st);
	opstate_free(&st);
	op_set_attr(cv->c, op, cv->c->sym[SYM_sym_name], attr_str(cv->c, name, strlen(name)));
	op_set_attr(cv->c, op, cv->c->sym[SYM_function_type], attr_type(cv->c, fnty));
	op_set_attr(cv->c, op, cv->c->sym[SYM_linkage], cv->external);
	setattr(cv, op, CS_CConv, cv->ccc);
	op_insert_after(after, op);
	map_put(&cv->syms, csym(cv, name), op);
	return op;
}

/* The wrapper's argument and result attributes: the original function's,
 * shifted by one when the result became a leading pointer argument. */
static void wrapper_attrs(Conv *cv, Op *w, bool sret, Attr *argattrs, Attr *resattrs)
{
	Ctx *c = cv->c;
	if (!sret) {
		if (resattrs)
			op_set_attr(c, w, c->sym[SYM_res_attrs], resattrs);
		if (argattrs)
			op_set_attr(c, w, c->sym[SYM_arg_attrs], argattrs);
		return;
	}
	if (!argattrs || argattrs->kind != ATTR_ARRAY)
		return;
	Attr **v = xmalloc((argattrs->arr.n + 1) * sizeof *v);
	v[0] = attr_dict(c, 0, NULL);
	for (unsigned i = 0; i < argattrs->arr.n; i++)
		v[i + 1] = argattrs->arr.elts[i];
	op_set_attr(c, w, c->sym[SYM_arg_attrs], attr_array(c, argattrs->arr.n + 1, v));
	free(v);
}

static Block *add_entry(Conv *cv, Op *f, Type *fnty)
{
	if (!f->nreg)   /* an unverified func.func without its region */
		return NULL;
	Block *b = block_new(cv->c);
	b->loc = f->loc;
	for (unsigned i = 0; i < fnty->llfn.n; i++)
		block_add_arg(cv->c, b, fnty->llfn.params[i]);
	region_push_block(&f->regs[0], b);
	return b;
}

/* _mlir_ciface_NAME for a defined function: loads the descriptors and calls. */
static void wrap_for_external_callers(Conv *cv, Op *f, Type *ft, Type *llt, Attr *argattrs, Attr *resattrs)
{
	char name[512];
	snprintf(name, sizeof name, "_mlir_ciface_%s", func_name(cv, f));
	Type *sret;
	Type *wt = cwrapper_type(cv, ft, &sret);
	Op *w = new_llvm_func(cv, f, name, wt, f);
	wrapper_attrs(cv, w, sret != NULL, argattrs, resattrs);
	Block *b = add_entry(cv, w, wt);
	set_ip_end(cv, b);
	cv->loc = f->loc;
	ValVec args = {0};
	unsigned off = sret ? 1 : 0;
	for (unsigned i = 0; i < ft->fn.nin; i++) {
		Type *t = ft->fn.ins[i];
		Value *a = b->args[i + off];
		if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF) {
			Value *d = b_load(cv, conv_type(cv, t), a, 0);
			desc_unpack(cv, t, d, &args);
		} else {
			vec_push(&args, a);
		}
	}
	Value *r = b_call(cv, csym(cv, func_name(cv, f)), args.n, args.v, llt->llfn.ret);
	vec_free(&args);
	if (sret) {
		b_store(cv, r, b->args[0], 0);
		emit(cv, OP_LLVM_RETURN, 0, NULL, NULL);
	} else {
		emit(cv, OP_LLVM_RETURN, r ? 1 : 0, &r, NULL);
	}
}

/* For an external function: a body that stores the descriptors on the
 * stack and calls the declared _mlir_ciface_NAME. */
static void wrap_external(Conv *cv, Op *f, Type *ft, Type *llt, Attr *argattrs, Attr *resattrs)
{
	char name[512];
	snprintf(name, sizeof name, "_mlir_ciface_%s", func_name(cv, f));
	Type *sret;
	Type *wt = cwrapper_type(cv, ft, &sret);
	Op *w = new_llvm_func(cv, f, name, wt, f);
	wrapper_attrs(cv, w, sret != NULL, argattrs, resattrs);
	op_set_attr(cv->c, f, cv->c->sym[SYM_linkage], attr_llvm_enum(cv->c, LL_LINKAGE, "private"));
	Block *b = add_entry(cv, f, llt);
	if (!b)
		return;
	set_ip_end(cv, b);
	cv->loc = f->loc;
	ValVec args = {0};
	if (sret) {
		Op *a = emit(cv, OP_LLVM_ALLOCA, 1, (Value *[]){ b_idx(cv, 1) }, cv->ptr);
		setattr(cv, a, CS_elem_type, attr_type(cv->c, sret));
		vec_push(&args, &a->res[0]);
	}
	unsigned k = 0;
	for (unsigned i = 0; i < ft->fn.nin; i++) {
		Type *t = ft->fn.ins[i];
		if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF) {
			unsigned n = t->kind == TY_UMEMREF ? 2 : 3 + 2 * t->shaped.rank;
			Value *d = desc_pack_args(cv, t, b->args + k);
			k += n;
			Op *a = emit(cv, OP_LLVM_ALLOCA, 1, (Value *[]){ b_idx(cv, 1) }, cv->ptr);
			setattr(cv, a, CS_elem_type, attr_type(cv->c, conv_type(cv, t)));
			b_store(cv, d, &a->res[0], 0);
			vec_push(&args, &a->res[0]);
		} else {
			vec_push(&args, b->args[k++]);
		}
	}
	Value *r = b_call(cv, csym(cv, name), args.n, args.v, wt->llfn.ret);
	if (sret) {
		Value *l = b_load(cv, sret, args.v[0], 0);
		emit(cv, OP_LLVM_RETURN, 1, &l, NULL);
	} else {
		emit(cv, OP_LLVM_RETURN, r ? 1 : 0, &r, NULL);
	}
	vec_free(&args);
}

/* ------------------------------------------------ func.func */

/* The new entry block arguments of f.  A memref argument's old value
 * stays as a placeholder while the body is converted; the descriptors of
 * the placeholders still used are built afterwards (materialize_args). */
static unsigned *convert_entry_args(Conv *cv, Block *e, Type *ft, bool bare, Value ***olds)
{
	unsigned n = e->nargs;
	if (n != ft->fn.nin)
		return NULL;
	unsigned *first = xmalloc((n + 1) * sizeof *first);
	Value **old = xmalloc((n + 1) * sizeof *old);
	for (unsigned i = 0; i < n; i++) {
		Type *t = ft->fn.ins[i];
		old[i] = e->args[i];
		first[i] = e->nargs - n;
		if (t->kind == TY_MEMREF && bare) {
			block_add_arg(cv->c, e, conv_memref_ptr(cv, t));
		} else if (t->kind == TY_MEMREF) {
			Type *d = conv_type(cv, t);
			block_add_arg(cv->c, e, d->st.elts[0]);
			block_add_arg(cv->c, e, d->st.elts[1]);
			for (unsigned k = 0; k < 1 + 2 * t->shaped.rank; k++)
				block_add_arg(cv->c, e, cv->ity);
		} else if (t->kind == TY_UMEMREF) {
			block_add_arg(cv->c, e, cv->ity);
			block_add_arg(cv->c, e, cv->ptr);
		} else {
			Value *a = block_add_arg(cv->c, e, conv_type(cv, t));
			a->name = old[i]->name;
		}
	}
	/* drop the n old arguments at once (block_erase_arg is per argument) */
	if (e->nargs > n)
		memmove(e->args, e->args + n, (e->nargs - n) * sizeof *e->args);
	e->nargs -= n;
	for (unsigned i = 0; i < e->nargs; i++)
		e->args[i]->index = i;
	for (unsigned i = 0; i < n; i++) {
		Type *t = ft->fn.ins[i];
		if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF) {
			map_put(&cv->ph, old[i], (void *)1);
			continue;
		}
		Value *nv = e->args[first[i]];
		if (nv->type != t)
			map_put(&cv->orig, nv, t);
		value_replace_all_uses(old[i], nv);
	}
	*olds = old;
	return first;
}

/* Descriptors of the memref arguments still used, at the start of the
 * entry block, last argument first (as upstream's materializations).  One
 * conversion of func and memref together (convert-to-llvm) builds each at
 * the block's start when a lowering first uses it: the first used last. */
static void materialize_args(Conv *cv, Block *e, Type *ft, bool bare, unsigned *first, Value **old)
{
	Op *anchor = e->first;
	bool by_use = cv->dialects && (cv->dialects & (CONV_FUNC | CONV_MEMREF)) == (CONV_FUNC | CONV_MEMREF);
	unsigned n = ft->fn.nin, *order = xmalloc((n + 1) * sizeof *order);
	for (unsigned k = 0; k < n; k++)
		order[k] = n - 1 - k;
	if (by_use)   /* in the order of first use (touch), the untouched after */
		for (unsigned k = 1; k < n; k++)
			for (unsigned j = k; j > 0; j--) {
				uintptr_t a = (uintptr_t)map_get(&cv->ph, old[order[j - 1]]);
				uintptr_t b = (uintptr_t)map_get(&cv->ph, old[order[j]]);
				if ((b >= 2 ? b : UINTPTR_MAX) >= (a >= 2 ? a : UINTPTR_MAX))
					break;
				unsigned x = order[j];
				order[j] = order[j - 1];
				order[j - 1] = x;
			}
	for (unsigned k = 0; k < n; k++) {
		unsigned i = order[k];
		Type *t = ft->fn.ins[i];
		Value *a = e->args[first[i]];
		/* one pass alone: unlowered ops get the argument cast back */
		if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF && cv->dialects && a->type != t)
			cast_back_uses(cv, a, t, anchor);
		if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF)
			continue;
		/* (a pass alone: what no op uses in the end is not built) */
		if ((cv->dialects || (uintptr_t)map_get(&cv->ph, old[i]) < 2) && !value_has_uses(old[i]))
			continue;
		Op *at = by_use ? e->first : anchor;
		if (at)
			set_ip_before(cv, at);
		else
			set_ip_end(cv, e);
		Value *nv = t->kind == TY_MEMREF && bare ? desc_from_static(cv, t, e->args[first[i]])
							 : desc_pack_args(cv, t, e->args + first[i]);
		map_put(&cv->orig, nv, t);
		value_replace_all_uses(old[i], nv);
	}
	free(order);
}

/* arg_attrs follow their argument when it maps to one llvm argument. */
static void remap_arg_attrs(Conv *cv, Op *f, Attr *aa, Type *ft, Type *llt)
{
	if (!aa || aa->kind != ATTR_ARRAY || aa->arr.n != ft->fn.nin)
		return;
	Attr **na = xmalloc((llt->llfn.n + 1) * sizeof *na);
	Attr *empty = attr_dict(cv->c, 0, NULL);
	unsigned k = 0;
	bool bare = func_bare(cv, f);
	for (unsigned i = 0; i < ft->fn.nin; i++) {
		Type *t = ft->fn.ins[i];
		unsigned cnt = 1;
		if (t->kind == TY_MEMREF && !bare)
			cnt = 3 + 2 * t->shaped.rank;
		else if (t->kind == TY_UMEMREF)
			cnt = 2;
		if (cnt == 1)
			na[k++] = aa->arr.elts[i];
		else
			for (unsigned j = 0; j < cnt; j++)
				na[k++] = empty;
	}
	op_set_attr(cv->c, f, cv->c->sym[SYM_arg_attrs], attr_array(cv->c, k, na));
	free(na);
}

void convert_func(Conv *cv, Op *f)
{
	Ctx *c = cv->c;
	Attr *fta = op_attr(f, c->sym[SYM_function_type]);
	if (!fta || fta->kind != ATTR_TYPE || fta->ty->kind != TY_FUNC) {
		conv_error(cv, f->loc, "func.func without a function type");
		return;
	}
	Type *ft = fta->ty;
	Attr *va = op_attr_s(c, f, "func.varargs");
	bool vararg = va && va->kind == ATTR_BOOL && va->b;
	bool bare = func_bare(cv, f);
	Type *llt = conv_func_sig(cv, ft, vararg, bare);
	if (!llt && cv->dialects) {   /* a pass alone leaves it, lowers its body */
		convert_func_body(cv, f);
		return;
	}
	if (!llt) {
		for (unsigned i = 0; i < ft->fn.nin + ft->fn.nout; i++) {
			Type *t = i < ft->fn.nin ? ft->fn.ins[i] : ft->fn.outs[i - ft->fn.nin];
			if (bare && t->kind == TY_UMEMREF) {
				conv_error(cv, f->loc, "failed to legalize operation 'func.func': unranked memrefs are not supported by the bare pointer calling convention");
				return;
			}
			if (bare && t->kind == TY_MEMREF && !memref_bare_ok(t)) {
				conv_error(cv, f->loc, "failed to legalize operation 'func.func': the bare pointer calling convention needs memrefs of static shape, strides and offset");
				return;
			}
			if (t->kind == TY_TENSOR || t->kind == TY_UTENSOR) {
				conv_error(cv, f->loc, "failed to legalize operation 'func.func': tensor types cannot be lowered to the llvm dialect (bufferize first)");
				return;
			}
		}
		conv_error(cv, f->loc, "failed to legalize operation 'func.func': its signature has types that cannot be lowered to the llvm dialect");
		return;
	}
	if (cv->o.emit_c_wrappers)
		op_set_attr(c, f, c->sym[SYM_llvm_emit_c_interface], attr_unit(c));
	Attr *link = op_attr_s(c, f, "llvm.linkage");
	Attr *argattrs = op_attr(f, c->sym[SYM_arg_attrs]);
	Attr *resattrs = op_attr(f, c->sym[SYM_res_attrs]);
	bool readnone = has_attr(cv, f, "llvm.readnone");
	if (link)
		op_set_attr(c, f, csym(cv, "llvm.linkage"), NULL);
	if (va)
		op_set_attr(c, f, csym(cv, "func.varargs"), NULL);
	if (readnone)
		op_set_attr(c, f, csym(cv, "llvm.readnone"), NULL);
	op_set_attr(c, f, c->sym[SYM_arg_attrs], NULL);
	op_set_attr(c, f, c->sym[SYM_res_attrs], NULL);
	f->kind = OP_LLVM_FUNC;
	f->name = cv->opname[OP_LLVM_FUNC];
	op_set_attr(c, f, c->sym[SYM_function_type], attr_type(c, llt));
	op_set_attr(c, f, c->sym[SYM_linkage], link ? link : cv->external);
	setattr(cv, f, CS_CConv, cv->ccc);
	Attr *none = attr_int(c, type_i(c, 64), 0);   /* ModRef none */
	if (readnone)
		op_set_attr(c, f, csym(cv, gen_of(c->llvm_version)->fn_memory),
			    attr_llvm(c, LL_MEMORY, (Attr *[]){none, none, none, none, none, none}, 0));
	if (resattrs && ft->fn.nout == 1)
		op_set_attr(c, f, c->sym[SYM_res_attrs], resattrs);
	remap_arg_attrs(cv, f, argattrs, ft, llt);
	Block *e = f->nreg ? f->regs[0].first : NULL;
	unsigned *first = NULL;
	Value **old = NULL;
	if (e)
		first = convert_entry_args(cv, e, ft, bare, &old);
	convert_func_body(cv, f);
	if (first && !cv->nerr)
		materialize_args(cv, e, ft, bare, first, old);
	free(first);
	free(old);
	if (cv->nerr)
		return;
	/* the bare pointer convention has no wrappers (as mlir-opt-19) */
	if (op_attr(f, c->sym[SYM_llvm_emit_c_interface]) && !bare) {
		if (vararg)
			warning_at(c, f->loc, "C interface for variadic functions is not supported yet: no _mlir_ciface_ wrapper for '%s'", func_name(cv, f));
		else if (e)
			wrap_for_external_callers(cv, f, ft, llt, argattrs, resattrs);
		else
			wrap_external(cv, f, ft, llt, argattrs, resattrs);
	}
}

void convert_func_body(Conv *cv, Op *f)
{
	for (unsigned i = 0; i < f->nreg; i++)
		conv_region(cv, &f->regs[i]);
}

/* ------------------------------------------------ ops */

static void lower_return(Conv *cv, Op *op)
{
	Op *f = op->parent && op->parent->parent ? op->parent->parent->parent : NULL;
	bool bare = func_bare(cv, f);
	unsigned n = op->nopnd;
	Value **vals = xmalloc((n + 1) * sizeof *vals);
	Type **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++) {
		vals[i] = op->opnd[i].v;
		types[i] = orig_type(cv, vals[i]);
	}
	for (unsigned i = 0; i < n && bare; i++)
		if (types[i]->kind == TY_UMEMREF) {
			conv_error(cv, op->loc, "failed to legalize operation 'func.return': unranked memrefs are not supported by the bare pointer calling convention");
			free(vals);
			free(types);
			return;
		}
	if (bare) {
		for (unsigned i = 0; i < n; i++)
			if (types[i]->kind == TY_MEMREF && memref_bare_ok(types[i]))
				vals[i] = b_extract1(cv, vals[i], 0);
	} else {
		copy_unranked(cv, vals, types, n, true);
	}
	Value *r = n == 1 ? vals[0] : NULL;
	if (n > 1) {
		Type **ct = xmalloc(n * sizeof *ct);
		for (unsigned i = 0; i < n; i++)
			ct[i] = types[i];
		Type *st = conv_results(cv, n, ct, bare);
		free(ct);
		if (!st) {
			conv_error(cv, op->loc, "failed to legalize operation 'func.return': its operand types cannot be lowered");
			free(vals);
			free(types);
			return;
		}
		r = b_agg0(cv, st);
		for (unsigned i = 0; i < n; i++)
			r = b_insert1(cv, r, vals[i], i);
	}
	emit(cv, OP_LLVM_RETURN, r ? 1 : 0, &r, NULL);
	free(vals);
	free(types);
	op_erase(op);
}

/* Shared by func.call and func.call_indirect: callee is NULL for the
 * indirect form, whose first operand is the function pointer. */
static void lower_call_common(Conv *cv, Op *op, bool bare, bool indirect)
{
	unsigned nres = op->nres;
	Type **rtypes = xmalloc((nres + 1) * sizeof *rtypes);
	for (unsigned i = 0; i < nres; i++)
		rtypes[i] = op->res[i].type;
	Type *packed = nres ? conv_results(cv, nres, rtypes, bare) : NULL;
	if (nres && !packed) {
		conv_error(cv, op->loc, "failed to legalize operation '%s': its result types cannot be lowered", op->name->s);
		free(rtypes);
		return;
	}
	ValVec args = {0};
	for (unsigned i = 0; i < op->nopnd; i++) {
		Value *v = op->opnd[i].v;
		Type *t = orig_type(cv, v);
		if (indirect && i == 0) {
			vec_push(&args, v);
			continue;
		}
		if (bare && (t->kind == TY_UMEMREF || (t->kind == TY_MEMREF && !memref_bare_ok(t)))) {
			conv_error(cv, op->loc, "failed to legalize operation '%s': the bare pointer calling convention takes memrefs of static shape, strides and offset only", op->name->s);
			vec_free(&args);
			free(rtypes);
			return;
		}
		if (bare && t->kind == TY_MEMREF)
			vec_push(&args, b_extract1(cv, v, 1));
		else if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF)
			desc_unpack(cv, t, v, &args);
		else
			vec_push(&args, v);
	}
	Op *call = emit(cv, OP_LLVM_CALL, args.n, args.v,
			packed && packed->kind != TY_LLVM_VOID ? packed : NULL);
	vec_free(&args);
	for (unsigned i = 0; i < op->nattr; i++)
		op_set_attr(cv->c, call, op->attrs[i].name, op->attrs[i].attr);
	setattr(cv, call, CS_CConv, cv->ccc);
	Value **res = xmalloc((nres + 1) * sizeof *res);
	if (nres == 1)
		res[0] = &call->res[0];
	else
		for (unsigned i = 0; i < nres; i++)
			res[i] = b_extract1(cv, &call->res[0], i);
	if (bare) {
		for (unsigned i = 0; i < nres; i++)
			if (rtypes[i]->kind == TY_MEMREF)
				res[i] = desc_from_static(cv, rtypes[i], res[i]);
	} else {
		copy_unranked(cv, res, rtypes, nres, false);
	}
	replace_op(cv, op, res);
	free(res);
	free(rtypes);
}

static void lower_call(Conv *cv, Op *op)
{
	Attr *ca = op_attr(op, cv->c->sym[SYM_callee]);
	Sym *name = ca && ca->kind == ATTR_SYMREF && ca->sym.n ? ca->sym.path[0] : NULL;
	Op *callee = name ? map_get(&cv->syms, name) : NULL;
	ModSym freed;
	bool bare = name && !callee && conv_freed(cv, name, &freed) && freed.bareptr;
	lower_call_common(cv, op, func_bare(cv, callee) || bare, false);
}

static void lower_call_indirect(Conv *cv, Op *op)
{
	lower_call_common(cv, op, func_bare(cv, NULL), true);
}

static void lower_constant(Conv *cv, Op *op)
{
	Attr *v = op_attr(op, cv->c->sym[SYM_value]);
	Op *a = emit(cv, OP_LLVM_ADDRESSOF, 0, NULL, cv->ptr);
	op_set_attr(cv->c, a, csym(cv, "global_name"), v);
	replace_op1(cv, op, &a->res[0]);
}

void func_rewrites(RewriteFn **tab)
{
	tab[OP_FUNC_RETURN] = lower_return;
	tab[OP_FUNC_CALL] = lower_call;
	tab[OP_FUNC_CALL_INDIRECT] = lower_call_indirect;
	tab[OP_FUNC_CONSTANT] = lower_constant;
}
