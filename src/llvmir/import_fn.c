/* import_fn.c - function bodies of the LLVM IR importer as a whole: the
 * entry block and arguments, and at the end of a function the PHI operands
 * (each predecessor's terminator gets its successor operands; with
 * --keep-ll-extras the PHIs' order as xlate.phi_order), the checks
 * for names used but never defined, and the hand-over of the finished
 * body to the driver (a Feed, ir.h). */
#include <string.h>

#include "llvmir/import_fn.h"

void ll_fn_body_begin(LLParser *p, Op *fn, LLFnHead *h)
{
	FnState *f = xmalloc(sizeof *f);
	memset(f, 0, sizeof *f);
	f->locals = p->spare_locals;
	f->cache = p->spare_cache;
	p->spare_locals = p->spare_cache = (Map){0};
	p->fn = f;
	if (!p->scratch)
		p->scratch = arena_new();
	p->a = p->scratch;
	f->op = fn;
	f->r = &fn->regs[0];
	f->entry = block_new(p->c);
	region_push_block(f->r, f->entry);
	f->consts = (Sink){f->entry, NULL, true, &f->cache};
	f->fname = h->name;
	for (unsigned i = 0; h->params && i < h->params->n; i++) {
		LLParam *pa = h->params->v[i];
		Value *v = block_add_arg(p->c, f->entry, pa->ty);
		Sym *name = pa->name ? pa->name : ll_num_sym(p, f->next_num);
		Local *l = ll_local_get(p, name, pa->loc);
		if (l->defined) {
			error_at(p->c, pa->loc, "redefinition of argument '%%%s'", name->s);
			continue;
		}
		l->v = v;
		l->defined = true;
		v->name = name;
		unsigned n = 0;
		bool num = name->len > 0;
		for (unsigned j = 0; j < name->len; j++)
			num &= name->s[j] >= '0' && name->s[j] <= '9';
		if (num)
			n = (unsigned)strtoul(name->s, NULL, 10) + 1;
		if (!pa->name || (num && n > f->next_num))
			f->next_num = pa->name ? n : f->next_num + 1;
	}
}

void ll_fn_state_free(LLParser *p)
{
	FnState *f = p->fn;
	if (!f)
		return;
	ll_map_recycle(&f->locals, &p->spare_locals);
	ll_map_recycle(&f->cache, &p->spare_cache);
	map_clear(&p->const_deps, 0);
	vec_free(&f->order);
	vec_free(&f->phis);
	vec_free(&f->terms);
	vec_free(&f->tagged);
	vec_free(&f->dbg);
	free(f);
	p->fn = NULL;
	p->a = p->c->arena;
	/* reset after each function (it keeps one chunk, and clears only what
	 * was used), freed at the end */
	if (!p->module) {
		arena_free(p->scratch);
		p->scratch = NULL;
	} else {
		arena_reset(p->scratch);
	}
}

/* The PHIs of one block: phis[first .. first+n) and, per predecessor
 * block, the incoming values in PHI order. */
typedef struct BlockPhis {
	unsigned first, n;
	Map preds;   /* Block* -> Value *[n] */
} BlockPhis;

/* Rebuilds terminator t with successor operands ops[i] for successor i. */
static void rebuild_term(LLParser *p, Op *t, Value ***ops, unsigned *nops)
{
	OpState s;
	opstate_init(&s, t->name, t->loc);
	unsigned own = t->succs[0].first;
	for (unsigned i = 0; i < own; i++)
		vec_push(&s.opnds, t->opnd[i].v);
	int64_t *segs = arena_alloc(p->a, t->nsucc * sizeof *segs);
	int64_t rest = 0;
	for (unsigned i = 0; i < t->nsucc; i++) {
		Succ sc = {t->succs[i].block, s.opnds.n, nops[i]};
		for (unsigned j = 0; j < nops[i]; j++)
			vec_push(&s.opnds, ops[i][j]);
		vec_push(&s.succs, sc);
		segs[i] = nops[i];
		if (i)
			rest += nops[i];
	}
	for (unsigned i = 0; i < t->nres; i++)
		vec_push(&s.types, t->res[i].type);
	Sym *oss = p->c->sym[SYM_operandSegmentSizes], *cos = ll_sym(p, "case_operand_segments");
	Sym *ios = ll_sym(p, "indbr_operand_segments");
	for (unsigned i = 0; i < t->nattr; i++)
		if (t->attrs[i].name != oss && t->attrs[i].name != cos && t->attrs[i].name != ios)
			opstate_add_attr(&s, t->attrs[i].name, t->attrs[i].attr);
	if (t->kind == OP_LLVM_COND_BR || t->kind == OP_LLVM_INVOKE) {
		int64_t v[3] = {own, segs[0], t->nsucc > 1 ? segs[1] : 0};
		opstate_add_attr(&s, oss, ll_dense_i32(p, 3, v));
	} else if (t->kind == OP_LLVM_SWITCH) {
		int64_t v[3] = {own, segs[0], rest};
		opstate_add_attr(&s, oss, ll_dense_i32(p, 3, v));
		opstate_add_attr(&s, cos, ll_dense_i32(p, t->nsucc - 1, segs + 1));
	} else if (t->kind == OP_LLVM_INDIRECTBR) {
		opstate_add_attr(&s, ios, ll_dense_i32(p, t->nsucc, segs));
	}
	Op *n = op_create(p->c, &s);
	opstate_free(&s);
	op_insert_before(t, n);
	for (unsigned i = 0; i < t->nres; i++)
		value_replace_all_uses(&t->res[i], &n->res[i]);
	uint64_t mi = (uint64_t)(uintptr_t)map_get(&p->md_index, (uint64_t)(uintptr_t)t);
	if (mi && mi <= p->md_ops.n && p->md_ops.v[mi - 1] == t) {   /* keys of freed ops may remain */
		p->md_ops.v[mi - 1] = n;
		map_put(&p->md_index, (uint64_t)(uintptr_t)n, (void *)(uintptr_t)mi);
	}
	/* keys of freed ops may remain (ll_stream_body): check the entry */
	uint64_t ci = (uint64_t)(uintptr_t)map_get(&p->call_index, (uint64_t)(uintptr_t)t);
	if (ci && ci <= p->calls.n && p->calls.v[ci - 1] == t) {
		p->calls.v[ci - 1] = n;
		map_put(&p->call_index, (uint64_t)(uintptr_t)n, (void *)(uintptr_t)ci);
	}
	ll_dbg_moved(p, t, n);
	op_erase(t);
}

/* An invoke's result cannot be a successor operand of the invoke itself:
 * such operands go through a new block that branches on, as
 * mlir-translate-19 does.  Returns whether operands remain. */
static bool invoke_trampolines(LLParser *p, Op *t, Value ***opv, unsigned *nops)
{
	bool any = false;
	for (unsigned k = 0; k < t->nsucc; k++) {
		bool self = false;
		for (unsigned j = 0; j < nops[k]; j++)
			self |= opv[k][j]->def == t;
		if (!self) {
			any |= nops[k] > 0;
			continue;
		}
		Block *nb = block_new(p->c);
		region_insert_block_after(t->parent->parent, t->succs[k].block->prev, nb);
		OpState s;
		opstate_init(&s, ll_sym(p, "llvm.br"), t->loc);
		for (unsigned j = 0; j < nops[k]; j++)
			vec_push(&s.opnds, opv[k][j]);
		Succ sc = {t->succs[k].block, 0, nops[k]};
		vec_push(&s.succs, sc);
		block_push_op(nb, op_create(p->c, &s));
		opstate_free(&s);
		t->succs[k].block = nb;
		nops[k] = 0;
	}
	return any;
}

static void resolve_phis(LLParser *p)
{
	FnState *f = p->fn;
	Map blocks = {0};
	VEC(BlockPhis *) all = {0};
	for (unsigned i = 0; i < f->phis.n; i++) {
		Phi *ph = &f->phis.v[i];
		BlockPhis *bp = map_get(&blocks, (uint64_t)(uintptr_t)ph->b);
		if (!bp) {
			bp = arena_alloc(p->a, sizeof *bp);
			bp->first = i;
			map_put(&blocks, (uint64_t)(uintptr_t)ph->b, bp);
			vec_push(&all, bp);
		}
		unsigned j = bp->n++;
		for (unsigned k = 0; ph->ins && k < ph->ins->n; k++) {
			LLV *w = ph->ins->v[k];
			Local *l = ll_local_get(p, w->s, w->loc);
			if (l->v || !l->b) {
				error_at(p->c, w->loc, "'%%%s' is not a basic block", w->s->s);
				continue;
			}
			LLV *v = w->elts->v[0];
			v->ty = ph->ty;
			Value *x = ll_use(p, v);
			if (!x)
				continue;
			Value **ops = map_get(&bp->preds, (uint64_t)(uintptr_t)l->b);
			if (!ops) {
				/* sized for every PHI of the block: PHIs are contiguous */
				unsigned cap = 0;
				while (i + cap < f->phis.n && f->phis.v[i + cap].b == ph->b)
					cap++;
				ops = arena_alloc(p->a, (j + cap) * sizeof *ops);
				map_put(&bp->preds, (uint64_t)(uintptr_t)l->b, ops);
			}
			if (!ops[j])
				ops[j] = x;
		}
	}
	for (unsigned i = 0; i < f->terms.n && !p->c->nerrors; i++) {
		Op *t = f->terms.v[i];
		Value **ops[64], ***opv = t->nsucc <= 64 ? ops : xmalloc(t->nsucc * sizeof *opv);
		unsigned nst[64], *nops = t->nsucc <= 64 ? nst : xmalloc(t->nsucc * sizeof *nops);
		bool any = false;
		for (unsigned k = 0; k < t->nsucc; k++) {
			BlockPhis *bp = map_get(&blocks, (uint64_t)(uintptr_t)t->succs[k].block);
			opv[k] = NULL;
			nops[k] = 0;
			if (!bp)
				continue;
			Value **v = map_get(&bp->preds, (uint64_t)(uintptr_t)t->parent);
			bool complete = v != NULL;
			for (unsigned j = 0; complete && j < bp->n; j++)
				complete = v[j] != NULL;
			if (!complete) {
				error_at(p->c, f->phis.v[bp->first].loc, "PHI node has no entry for one of its predecessors");
				break;
			}
			opv[k] = v;
			nops[k] = bp->n;
			any = true;
		}
		if (any && t->kind == OP_LLVM_INVOKE)
			any = invoke_trampolines(p, t, opv, nops);
		if (any && !p->c->nerrors)
			rebuild_term(p, t, opv, nops);
		if (opv != ops)
			free(opv);
		if (nops != nst)
			free(nops);
	}
	for (unsigned i = 0; i < all.n; i++)
		map_free(&all.v[i]->preds);
	vec_free(&all);
	map_free(&blocks);
}

void ll_record_call(LLParser *p, Op *op, Sym *callee, Type *fnty)
{
	vec_push(&p->calls, op);
	vec_push(&p->call_types, fnty);
	map_put(&p->call_index, (uint64_t)(uintptr_t)op, (void *)(uintptr_t)p->calls.n);
	(void)callee;
}

/* A direct call whose type differs from its callee's (or whose callee is
 * no function: a variable, an alias) becomes an indirect call through
 * llvm.mlir.addressof, as in mlir-translate-19 and -22. */
/* MLIR 22's checkFunctionTypeCompatibility for a variadic callee: the
 * call's type has its return type and its fixed parameters first, then
 * any others.  (Before 22 such a call became an indirect one.) */
static bool vararg_compatible(LLParser *p, Type *call, Type *callee)
{
	if (!(gen_of(p->c->llvm_version)->keeps & GK_VARARG_CALLS) || call->kind != TY_LLVM_FUNC ||
	    callee->kind != TY_LLVM_FUNC || !callee->llfn.vararg || call->llfn.ret != callee->llfn.ret ||
	    call->llfn.n < callee->llfn.n)
		return false;
	for (unsigned i = 0; i < callee->llfn.n; i++)
		if (call->llfn.params[i] != callee->llfn.params[i])
			return false;
	return true;
}

void ll_fix_call(LLParser *p, Op *op, Type *ty)
{
	Ctx *c = p->c;
	Sym *callee = c->sym[SYM_callee], *oss = c->sym[SYM_operandSegmentSizes];
	Attr *ca = op_attr(op, callee);
	if (op->kind == OP_LLVM_CALL_INTRINSIC) {   /* its declaration, if any, of its type (llvm-as) */
		Attr *in = op_attr_s(c, op, "intrin");
		GlobalInfo *g = in && in->kind == ATTR_STRING ? ll_global_info(p, in->s.str) : NULL;
		Attr *ft = g ? ll_fn_type(p, g, false) : NULL;
		if (ft && ft->kind == ATTR_TYPE && ft->ty != ty)
			error_at(c, op->loc, "intrinsic called with incompatible signature");
		return;
	}
	if (!op->parent || !ca || ca->kind != ATTR_SYMREF)
		return;
	GlobalInfo *g = ll_global_info(p, ca->sym.path[0]);
	/* a function, or an ifunc (22) of that type, is called directly */
	Attr *ft = ll_fn_type(p, g, true);
	if (ft && ft->ty == ty)
		return;
	if (ft && vararg_compatible(p, ty, ft->ty)) {
		op_set_attr(c, op, ll_sym(p, "var_callee_type"), ft);   /* the callee's type, as MLIR 22 */
		return;
	}
	OpState a;
	opstate_init(&a, ll_sym(p, "llvm.mlir.addressof"), op->loc);
	opstate_add_attr(&a, ll_sym(p, "global_name"), ca);
	vec_push(&a.types, ll_ptr(p, 0));
	Op *addr = op_create(c, &a);
	opstate_free(&a);
	op_insert_before(op, addr);
	OpState s;
	opstate_init(&s, op->name, op->loc);
	vec_push(&s.opnds, &addr->res[0]);
	for (unsigned j = 0; j < op->nopnd; j++)
		vec_push(&s.opnds, op->opnd[j].v);
	for (unsigned j = 0; j < op->nsucc; j++) {
		Succ sc = op->succs[j];
		sc.first++;
		vec_push(&s.succs, sc);
	}
	for (unsigned j = 0; j < op->nres; j++)
		vec_push(&s.types, op->res[j].type);
	for (unsigned j = 0; j < op->nattr; j++) {
		NamedAttr na = op->attrs[j];
		if (na.name == callee)
			continue;
		if (na.name == oss && na.attr->kind == ATTR_DENSE_ARRAY && na.attr->arr.n == 3) {
			int64_t v[3] = {attr_int_sext(na.attr->arr.elts[0]) + 1, attr_int_sext(na.attr->arr.elts[1]),
			                attr_int_sext(na.attr->arr.elts[2])};
			na.attr = ll_dense_i32(p, 3, v);
		}
		opstate_add_attr(&s, na.name, na.attr);
	}
	Op *n = op_create(c, &s);
	opstate_free(&s);
	op_insert_before(op, n);
	for (unsigned j = 0; j < op->nres; j++)
		value_replace_all_uses(&op->res[j], &n->res[j]);
	ll_dbg_moved(p, op, n);
	op_erase(op);
}

/* A direct call whose type differs from its callee's becomes an indirect
 * call through llvm.mlir.addressof, as in mlir-translate-19. */
void ll_fix_calls(LLParser *p)
{
	for (unsigned i = 0; i < p->calls.n; i++)
		ll_fix_call(p, p->calls.v[i], p->call_types.v[i]);
}

/* The callee of a direct call op (the intrinsic llvm.call_intrinsic
 * names), or NULL. */
static Sym *callee_of(LLParser *p, Op *op)
{
	if (op->kind == OP_LLVM_CALL_INTRINSIC) {
		Attr *in = op_attr_s(p->c, op, "intrin");
		return op->parent && in && in->kind == ATTR_STRING ? in->s.str : NULL;
	}
	Attr *ca = op_attr(op, p->c->sym[SYM_callee]);
	return op->parent && ca && ca->kind == ATTR_SYMREF ? ca->sym.path[0] : NULL;
}

/* Streaming: hands the body of fn to the driver, final when its metadata,
 * named struct types and the callees defined so far are: bodies with
 * metadata attachments, or parsed while numbered struct types exist, are
 * not.  A call to a function defined later is assumed to match its type,
 * and a type defined after a body handed on makes ll_finish give up
 * (feed->broken). */
void ll_stream_body(LLParser *p, Op *fn)
{
	Ctx *c = p->c;
	/* (a function with kernel metadata gets its attributes at the end) */
	bool final = !c->nerrors && !p->numbered.n && !(p->kmd_ops.n && p->kmd_ops.v[p->kmd_ops.n - 1] == fn);
	for (unsigned i = p->fn_calls; final && i < p->calls.n; i++) {
		Sym *name = callee_of(p, p->calls.v[i]);
		if (name && ll_defined(ll_global_info(p, name)))
			ll_fix_call(p, p->calls.v[i], p->call_types.v[i]);
	}
	unsigned npending = p->pending.n, nmd = p->md_ops.n, ncfa = p->cfa_ops.n, ncm = p->cm_done.n;
	if (final && nmd != p->fn_mds)
		final = ll_md_pend(p);
	if (final && ncfa != p->fn_cfa)
		ll_cfa_pend(p);
	if (final && p->cms.n != p->fn_cm)
		ll_cm_pend(p);
	if (!final) {
		p->feed->close(p->feed, fn, false);   /* kept for the end */
		return;
	}
	/* what the body assumes, before the driver may free it */
	unsigned nassumed = p->assumed.n;
	for (unsigned i = p->fn_calls; i < p->calls.n; i++) {
		Sym *name = callee_of(p, p->calls.v[i]);
		if (name && !ll_defined(ll_global_info(p, name)))
			vec_push(&p->assumed, ((LLCallee){name, p->call_types.v[i]}));
	}
	/* what the checks at the end and later calls read of a function
	 * that leaves whole (Feed.heads) */
	GlobalInfo *g = NULL;
	Attr *fn_type = NULL;
	if (p->feed->heads) {
		Attr *name = op_attr(fn, c->sym[SYM_sym_name]);
		g = name && name->kind == ATTR_STRING ? ll_global_info(p, name->s.str) : NULL;
		if (g && gi_op(g) == fn) {
			fn_type = op_attr(fn, c->sym[SYM_function_type]);
			Attr *mem = op_attr(fn, ll_sym(p, gen_of(c->llvm_version)->fn_memory));
			if (mem || g->more)
				ll_global_more(p, g)->fn_memory = mem;
		} else {
			g = NULL;
		}
	}
	if (!p->feed->close(p->feed, fn, final)) {
		if (g && g->more)
			g->more->fn_memory = NULL;
		p->assumed.n = nassumed;
		if (p->cfa_ops.n != ncfa)
			ll_cfa_unpend(p, ncfa);
		if (p->cm_done.n != ncm)
			ll_cm_unpend(p, ncm);
		if (p->md_ops.n != nmd)
			p->md_ops.n = p->md_atts.n = p->md_seq.n = nmd;
		if (p->pending.n != npending)
			ll_md_unpend(p, npending);
		return;
	}
	if (g) {   /* gone with its body: its type stays */
		g->def.fn_type = fn_type;
		g->left_whole = true;
		/* nothing is left to set on it at the end (ll_apply_fn_attrs): out
		 * of fns, unless a late drop is told in its place */
		unsigned last = p->fns.n - 1;
		if (p->fns.n && p->fns.v[last] == g && !(p->late_drops.n && p->late_drops.v[p->late_drops.n - 1].fn == last))
			p->fns.n--;
	}
	p->calls.n = p->call_types.n = p->fn_calls;
	p->nstreamed++;
	map_del(&p->const_prefix, (uint64_t)(uintptr_t)fn);   /* its body is gone */
}

void rpo_from(Block *b, Map *pos, BlockVec *order)
{
	typedef struct { Block *b; unsigned next; } Frame;
	VEC(Frame) stack = {0};
	BlockVec post = {0};
	/* a block on the stack is in pos already, as UINTPTR_MAX until its
	 * place is known (every one pushed is placed below) */
	map_put(pos, (uint64_t)(uintptr_t)b, (void *)UINTPTR_MAX);
	Frame f0 = {b, 0};
	vec_push(&stack, f0);
	while (stack.n) {
		Frame *f = &stack.v[stack.n - 1];
		Op *t = f->b->last;
		if (t && f->next < t->nsucc) {
			Block *s = t->succs[f->next++].block;
			if (!map_get(pos, (uint64_t)(uintptr_t)s)) {
				map_put(pos, (uint64_t)(uintptr_t)s, (void *)UINTPTR_MAX);
				Frame fs = {s, 0};
				vec_push(&stack, fs);
			}
			continue;
		}
		vec_push(&post, f->b);
		stack.n--;
	}
	for (unsigned i = post.n; i-- > 0;) {
		vec_push(order, post.v[i]);
		map_put(pos, (uint64_t)(uintptr_t)post.v[i], (void *)(uintptr_t)order->n);
	}
	vec_free(&stack);
	vec_free(&post);
}

/* A function's blocks in mlir-translate's order: reverse post-order from
 * the entry (the first nreach), then from each block not yet met, in
 * text order; pos: Block* -> 1 + its place. */
typedef struct BlockOrder { Map pos; BlockVec order; unsigned nreach; } BlockOrder;

static void block_order(LLParser *p, BlockOrder *o)
{
	FnState *f = p->fn;
	*o = (BlockOrder){p->spare_pos, {0}, 0};   /* the last function's table, emptied */
	p->spare_pos = (Map){0};
	rpo_from(f->entry, &o->pos, &o->order);
	o->nreach = o->order.n;
	for (Block *b = f->r->first; b; b = b->next)
		if (!map_get(&o->pos, (uint64_t)(uintptr_t)b))
			rpo_from(b, &o->pos, &o->order);
}

static void block_order_free(LLParser *p, BlockOrder *o)
{
	vec_free(&o->order);
	ll_map_recycle(&o->pos, &p->spare_pos);
}

/* Unreachable blocks are kept, in source order, unless mlir-translate-19
 * could not export them: it emits blocks in reverse post-order from the
 * entry, then from each unreachable block in turn, and a value used before
 * that order defines it (`%a = add i32 %a, 1`, legal in LLVM's dead code)
 * fails there with "Operand is null".  Then the function's unreachable
 * blocks are dropped, with the one summary warning, and bo (the
 * function's block order) is made again. */
static void drop_unexportable_unreachable(LLParser *p, BlockOrder *bo)
{
	FnState *f = p->fn;
	Map done = {0};
	Map pos = bo->pos;
	BlockVec order = bo->order;
	unsigned nreach = bo->nreach;
	bool unsafe = false;
	for (unsigned k = nreach; k < order.n && !unsafe; k++) {
		for (Op *op = order.v[k]->first; op && !unsafe; op = op->next) {
			for (unsigned i = 0; i < op->nopnd && !unsafe; i++) {
				Op *d = op->opnd[i].v ? op->opnd[i].v->def : NULL;
				uintptr_t at = d ? (uintptr_t)map_get(&pos, (uint64_t)(uintptr_t)d->parent) : 0;
				unsafe = at > nreach && !map_get(&done, (uint64_t)(uintptr_t)d);
			}
			map_put(&done, (uint64_t)(uintptr_t)op, op);
		}
	}
	if (unsafe) {
		for (unsigned k = nreach; k < order.n; k++)
			for (Op *op = order.v[k]->first; op; op = op->next)
				for (unsigned i = 0; i < op->nopnd; i++)
					op_set_operand(op, i, NULL);
		for (unsigned k = nreach; k < order.n; k++) {
			while (order.v[k]->first)
				op_erase(order.v[k]->first);
			block_remove(order.v[k]);
		}
		ll_drop(p, f->op->loc, "unreachable blocks that use values before defining them");
		block_order_free(p, bo);
		block_order(p, bo);
	}
	map_free(&done);
}

/* The constants at the start of the entry block are made in text order;
 * mlir-translate-19 makes each when it first meets it, converting blocks
 * in its order (rpo_from from the entry, then from each block not yet
 * seen) and the operands of each instruction in order, a PHI's incoming
 * values with the predecessor's terminator (its successor operands).  A
 * constant's own operands come first, the last one first (its post-order
 * walk pops them from the back); an aggregate built as undef and a chain
 * of insertvalue/insertelement is one constant whose operands are the
 * inserted elements. */
typedef struct CFrame { Op *op; Value **deps; unsigned next; } CFrame;
typedef VEC(Op *) OpVec;

static bool is_insert(Op *op)
{
	return op->kind == OP_LLVM_INSERTVALUE || op->kind == OP_LLVM_INSERTELEMENT;
}

ConstDeps *ll_const_deps(LLParser *p, Op *op, unsigned n, bool gep)
{
	ConstDeps *d = arena_alloc(p->a, sizeof *d + n * sizeof *d->v);
	d->n = n;
	d->gep = gep;
	map_put(&p->const_deps, (uint64_t)(uintptr_t)op, d);
	return d;
}

/* What MLIR converts for op, in order, into out (room for its operands
 * and d->n + 1): a GEP's base, then each index, a static one's constant
 * too; a zero aggregate's element values; else its operands. */
static unsigned conv_operands(Op *op, const ConstDeps *d, Value **out)
{
	unsigned n = 0, dyn = 1;
	if (d && d->gep) {
		out[n++] = op->opnd[0].v;
		for (unsigned i = 0; i < d->n; i++)
			out[n++] = d->v[i] ? d->v[i] : dyn < op->nopnd ? op->opnd[dyn++].v : NULL;
		return n;
	}
	for (unsigned i = 0; d && i < d->n; i++)
		out[n++] = d->v[i];
	for (unsigned i = 0; i < op->nopnd; i++)
		out[n++] = op->opnd[i].v;
	return n;
}

/* state: prefix Op* -> 1 not met, 2 on the walk's stack, 3 placed */
static void meet(LLParser *p, Map *state, Op *root, OpVec *out)
{
	VEC(CFrame) st = {0};
	map_put(state, (uint64_t)(uintptr_t)root, (void *)2);
	CFrame f0 = {root, NULL, 0};
	vec_push(&st, f0);
	while (st.n) {
		CFrame *f = &st.v[st.n - 1];
		if (!f->deps) {
			/* the operands, of the whole chain for an aggregate */
			unsigned n = 0;
			Op *u = f->op;
			for (; is_insert(u); u = u->opnd[0].v->def)
				n += u->kind == OP_LLVM_INSERTELEMENT ? 1 : u->nopnd - 1;
			n += u->nopnd;
			f->deps = arena_alloc(p->a, (n ? n : 1) * sizeof *f->deps);
			f->next = n;
			for (u = f->op; is_insert(u); u = u->opnd[0].v->def)
				for (unsigned i = u->kind == OP_LLVM_INSERTELEMENT ? 2 : u->nopnd; i-- > 1;)
					f->deps[--n] = u->opnd[i].v;   /* (an insertelement's index goes with it) */
			for (unsigned i = u->nopnd; i-- > 0;)
				f->deps[--n] = u->opnd[i].v;
			ConstDeps *g = p->const_deps.n ? map_get(&p->const_deps, (uint64_t)(uintptr_t)f->op) : NULL;
			if (g) {   /* a GEP's static indices among its operands, a zero aggregate's elements */
				f->deps = arena_alloc(p->a, (g->n + f->op->nopnd + 1) * sizeof *f->deps);
				f->next = conv_operands(f->op, g, f->deps);
			}
		}
		if (!f->next) {
			/* the chain from its undef up to the aggregate */
			unsigned n = out->n;
			Op *u = f->op;
			for (; is_insert(u); u = u->opnd[0].v->def) {
				vec_push(out, u);
				Op *ix = u->kind == OP_LLVM_INSERTELEMENT && u->nopnd > 2 ? u->opnd[2].v->def : NULL;
				if (ix && (uintptr_t)map_get(state, (uint64_t)(uintptr_t)ix) == 1)
					vec_push(out, ix);   /* made right before its insert */
			}
			vec_push(out, u);
			for (unsigned i = n, j = out->n - 1; i < j; i++, j--) {
				Op *t = out->v[i];
				out->v[i] = out->v[j];
				out->v[j] = t;
			}
			for (unsigned i = n; i < out->n; i++)
				map_put(state, (uint64_t)(uintptr_t)out->v[i], (void *)3);
			st.n--;
			continue;
		}
		Value *dv = f->deps[--f->next];
		Op *d = dv ? dv->def : NULL;
		if (d && (uintptr_t)map_get(state, (uint64_t)(uintptr_t)d) == 1) {
			map_put(state, (uint64_t)(uintptr_t)d, (void *)2);
			CFrame fd = {d, NULL, 0};
			vec_push(&st, fd);
		}
	}
	vec_free(&st);
}

/* Marks the ops first .. last (of one block) not met yet (state 1). */
static void mark_unmet(Map *state, Op *first, Op *last)
{
	for (Op *op = first; op; op = op->next) {
		map_put(state, (uint64_t)(uintptr_t)op, (void *)1);
		if (op == last)
			break;
	}
}

/* Appends to out the ops first .. last the walk did not meet, in their
 * order, then puts all of out, in its order, where first .. last were. */
static void put_in_order(Map *state, Block *b, Op *first, Op *last, OpVec *out)
{
	for (Op *op = first; op; op = op->next) {
		if ((uintptr_t)map_get(state, (uint64_t)(uintptr_t)op) == 1)
			vec_push(out, op);
		if (op == last)
			break;
	}
	Op *rest = last->next;
	for (unsigned i = 0; i < out->n; i++) {
		op_unlink(out->v[i]);
		if (rest)
			op_insert_before(rest, out->v[i]);
		else
			block_push_op(b, out->v[i]);
	}
}

static void order_constants(LLParser *p, const BlockOrder *bo)
{
	FnState *f = p->fn;
	Op *last = f->consts.last;
	if (!last)
		return;
	Map state = p->spare_state;   /* the last function's table, emptied */
	p->spare_state = (Map){0};
	mark_unmet(&state, f->entry->first, last);
	const BlockVec *blocks = &bo->order;
	OpVec out = {0};
	/* MLIR converts the debug intrinsics after everything else
	 * (processDebugIntrinsics): their constants come last */
	for (int dbg = 0; dbg < 2; dbg++)
		for (unsigned k = 0; k < blocks->n; k++)
			for (Op *op = blocks->v[k]->first; op; op = op->next) {
				if (map_get(&state, (uint64_t)(uintptr_t)op))
					continue;
				if ((op->kind == OP_LLVM_INTR && !strncmp(op->name->s, "llvm.intr.dbg.", 14)) != dbg)
					continue;
				/* (of the ops in blocks, only a GEP has any) */
				ConstDeps *g = op->kind == OP_LLVM_GEP && p->const_deps.n ?
					map_get(&p->const_deps, (uint64_t)(uintptr_t)op) : NULL;
				Value **opnds = NULL;
				unsigned n = op->nopnd;
				if (g) {
					opnds = arena_alloc(p->a, (g->n + op->nopnd + 1) * sizeof *opnds);
					n = conv_operands(op, g, opnds);
				}
				for (unsigned i = 0; i < n; i++) {
					Value *v = opnds ? opnds[i] : op->opnd[i].v;
					Op *d = v ? v->def : NULL;
					if (d && (uintptr_t)map_get(&state, (uint64_t)(uintptr_t)d) == 1)
						meet(p, &state, d, &out);
				}
			}
	/* constants no op uses any more (dropped blocks) keep their order */
	put_in_order(&state, f->entry, f->entry->first, last, &out);
	f->consts.last = out.v[out.n - 1];
	vec_free(&out);
	ll_map_recycle(&state, &p->spare_state);
}

void ll_order_region(LLParser *p, Block *b, Op *after, Op *last, Value *root)
{
	Op *first = after ? after->next : b->first;
	if (!last || !root || !root->def || first == last)
		return;
	Map state = {0};
	mark_unmet(&state, first, last);
	OpVec out = {0};
	if ((uintptr_t)map_get(&state, (uint64_t)(uintptr_t)root->def) == 1)
		meet(p, &state, root->def, &out);
	put_in_order(&state, b, first, last, &out);   /* (none is left unmet but for errors) */
	vec_free(&out);
	map_free(&state);
}

/* --keep-ll-extras: the order of each PHI's incoming pairs, which block
 * arguments cannot hold (each predecessor's terminator passes its value),
 * as the function's xlate.phi_order: array<i32: B, A, N, E0 .. EN-1, ...>,
 * a record for each PHI whose pairs are not in edge order: argument A of
 * block B (the region's B-th), whose N incoming edges (its predecessors'
 * successors in block order, then successor order) come in the order
 * E0 .. EN-1.  An empty array says every PHI is in edge order.
 * --llvm-version=14 --to-llvm writes the PHIs so (ll_typed.c). */
static void record_phi_order(LLParser *p)
{
	FnState *f = p->fn;
	Map idx = {0}, tgt = {0}, firsts = {0}, cur = {0};   /* Block* -> index + 1; target -> slot + 1 */
	unsigned nb = 0, nt = 0;
	for (Block *b = f->r->first; b; b = b->next)
		map_put(&idx, b, (void *)(uintptr_t)++nb);
	for (unsigned i = 0; i < f->phis.n; i++)
		if (map_get(&idx, f->phis.v[i].b) && !map_get(&tgt, f->phis.v[i].b))
			map_put(&tgt, f->phis.v[i].b, (void *)(uintptr_t)++nt);
	/* the edges into each target, counted, then filled in order */
	unsigned *start = xmalloc((nt + 2) * sizeof *start), *fill = xmalloc((nt + 1) * sizeof *fill);
	memset(start, 0, (nt + 2) * sizeof *start);
	for (int pass = 0; pass < 2; pass++) {
		Block **edges = pass ? xmalloc((start[nt] + 1) * sizeof *edges) : NULL;
		for (Block *b = f->r->first; b; b = b->next)
			for (unsigned j = 0; b->last && j < b->last->nsucc; j++) {
				uintptr_t t = (uintptr_t)map_get(&tgt, b->last->succs[j].block);
				if (t && pass)
					edges[fill[t - 1]++] = b;
				else if (t)
					start[t]++;
			}
		if (!pass) {
			for (unsigned t = 0; t < nt; t++) {   /* slot t: edges [start[t], start[t + 1]) */
				start[t + 1] += start[t];
				fill[t] = start[t];
			}
			continue;
		}
		/* per target: each predecessor's first edge and each edge's next
		 * from the same predecessor (+ 1; 0: none); per PHI: the next edge
		 * of each predecessor to take (+ 2; 1: none left) */
		VEC(int64_t) rec = {0};
		int64_t *perm = xmalloc((start[nt] + 1) * sizeof *perm);
		unsigned *nxt = xmalloc((start[nt] + 1) * sizeof *nxt);
		Block *last = NULL;
		for (unsigned i = 0; i < f->phis.n; i++) {
			Phi *ph = &f->phis.v[i];
			uintptr_t t = (uintptr_t)map_get(&tgt, ph->b);
			unsigned first = t ? start[t - 1] : 0, n = t ? start[t] - first : 0;
			if (!t || !ph->ins || ph->ins->n != n)
				continue;
			if (ph->b != last) {
				map_clear(&firsts, n);
				for (unsigned e = n; e-- > 0;) {
					nxt[e] = (unsigned)(uintptr_t)map_get(&firsts, edges[first + e]);
					map_put(&firsts, edges[first + e], (void *)(uintptr_t)(e + 1));
				}
				last = ph->b;
			}
			map_clear(&cur, n);
			bool ok = true, same = true;
			for (unsigned k = 0; k < n && ok; k++) {
				LLV *w = ph->ins->v[k];
				Block *pb = ll_local_get(p, w->s, w->loc)->b;
				uintptr_t v = (uintptr_t)map_get(&cur, pb);
				if (!v)
					v = (uintptr_t)map_get(&firsts, pb) + 1;
				ok = v > 1;
				unsigned e = ok ? (unsigned)v - 2 : 0;
				perm[k] = e;
				same &= e == k;
				if (ok)
					map_put(&cur, pb, (void *)(uintptr_t)(nxt[e] + 1));
			}
			if (!ok || same)
				continue;
			vec_push(&rec, (int64_t)(uintptr_t)map_get(&idx, ph->b) - 1);
			vec_push(&rec, ph->arg);
			vec_push(&rec, n);
			for (unsigned k = 0; k < n; k++)
				vec_push(&rec, perm[k]);
		}
		free(nxt);
		Arena *ir = p->c->ir;   /* the function op outlives its body's arena */
		p->c->ir = p->c->arena;
		op_set_attr(p->c, f->op, ll_sym(p, "xlate.phi_order"), ll_dense_i32(p, rec.n, rec.v));
		p->c->ir = ir;
		vec_free(&rec);
		free(perm);
		free(edges);
	}
	free(start);
	free(fill);
	map_free(&idx);
	map_free(&tgt);
	map_free(&firsts);
	map_free(&cur);
}

void ll_fn_end(LLParser *p, Loc loc)
{
	FnState *f = p->fn;
	if (!f)
		return;
	if (!f->started)
		error_at(p->c, loc, "function body requires at least one basic block");
	else if (f->cur)
		error_at(p->c, loc, "the last basic block does not end with a terminator");
	if (!p->c->nerrors && f->phis.n)
		resolve_phis(p);
	if (!p->c->nerrors)
		ll_blockaddr_fn_end(p);
	for (unsigned i = 0; i < f->order.n && !p->c->nerrors; i++) {
		Local *l = f->order.v[i];
		if (!l->defined)
			error_at(p->c, l->loc, "use of undefined %s '%%%s'", l->b ? "label" : "value", l->name->s);
	}
	if (!p->c->nerrors) {
		BlockOrder bo;
		block_order(p, &bo);
		drop_unexportable_unreachable(p, &bo);
		order_constants(p, &bo);
		block_order_free(p, &bo);
		ll_dbg_place(p);
		if (p->c->keep_ll_extras && f->phis.n)
			record_phi_order(p);
		/* LLVM's verifier: "Instruction does not dominate all uses!"
		 * (not needed when every use is of a value defined before it in
		 * its block or in the entry block, and no phi or debug
		 * intrinsic was placed apart from where it was read) */
		if (f->dom_unsure || f->phis.n || f->dbg.n)
			verify_dominance(p->c, f->op, p->scratch);
	}
	uintptr_t n = 0, k = 0;   /* the constants made at the start of the entry block */
	for (Op *op = f->entry && f->consts.last ? f->entry->first : NULL; op && !n; op = op->next)
		if (++k, op == f->consts.last)
			n = k;
	map_put(&p->const_prefix, (uint64_t)(uintptr_t)f->op, (void *)(n + 1));
	Op *fn = f->op;
	ll_fn_state_free(p);
	if (p->feed)
		ll_stream_body(p, fn);
	ll_text_done(p);
}
