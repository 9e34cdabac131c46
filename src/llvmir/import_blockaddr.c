/* import_blockaddr.c - blockaddress(@f, %bb) constants of the LLVM IR
 * importer.  Each becomes an llvm.blockaddress op naming the tag of the
 * block, and the block starts with llvm.blocktag.  As in mlir-translate,
 * the tag id is LLVM's number of the block in its function: blocks are
 * numbered as the LLVM parser creates them, that is at their first
 * mention, except that blocks addressed before their function is defined
 * are created (in name order) when its body starts, before the entry.
 *
 * This file owns the blockaddress ops waiting for their function
 * (LLParser.ba_fwd: function name -> BARef list) and the tagging of the
 * addressed blocks of the function being parsed (FnState.tagged). */
#include <string.h>

#include "llvmir/import_fn.h"

/* A blockaddress op created before its function: patched when it starts. */
typedef struct BARef {
	Sym *block;
	Loc loc;
	Op *op;
	struct BARef *next;
} BARef;

static Sym *block_addr_sym(LLParser *p)
{
	return ll_sym(p, "block_addr");
}

static void mark_tagged(LLParser *p, Local *l)
{
	if (!l->tagged) {
		l->tagged = true;
		vec_push(&p->fn->tagged, l);
	}
}

Value *ll_blockaddress(LLParser *p, Sink *k, LLV *v)
{
	if (p->feed)
		p->feed->whole = true;   /* it changes the function it names, handed on or not */
	FnState *f = p->fn;
	Sym *fn = v->s;
	Type *t = v->ty->kind == TY_LLVM_PTR ? v->ty : ll_ptr(p, 0);
	int64_t id = 0;
	Local *l = NULL;
	if (f && fn == f->fname) {
		if (!(l = ll_block_local(p, v->s2, v->loc)))
			return NULL;
		if (l->addr && k == &f->consts && l->addr->type == t)
			return l->addr;   /* one op per function, like any constant */
		mark_tagged(p, l);
		id = l->num;
	} else {
		GlobalInfo *g = ll_global_info(p, fn);
		Op *gop = gi_op(g);
		if (gop && gop->kind != OP_LLVM_FUNC) {
			error_at(p->c, v->loc, "blockaddress needs a function, '@%s' is not one", fn->s);
			return NULL;
		}
		if (g->left_whole || (gop && gop->regs[0].first)) {
			error_at(p->c, v->loc, "blockaddress of a block of '@%s', defined before this use, is not supported",
			         fn->s);
			return NULL;
		}
		ll_global_ref(p, fn, v->loc);
	}
	OpState s;
	opstate_init(&s, ll_sym(p, "llvm.blockaddress"), v->loc);
	opstate_add_attr(&s, block_addr_sym(p), attr_blockaddress(p->c, fn, id));
	vec_push(&s.types, t);
	Value *r = sink_op(p, k, &s);
	if (l && k == &f->consts)
		l->addr = r;
	if (!l) {
		BARef *ref = arena_alloc(p->c->arena, sizeof *ref);
		*ref = (BARef){v->s2, v->loc, r->def, map_get(&p->ba_fwd, (uint64_t)(uintptr_t)fn)};
		map_put(&p->ba_fwd, (uint64_t)(uintptr_t)fn, ref);
	}
	return r;
}

/* LLParser's ValID order: numbered blocks by number, named ones by name. */
static int block_name_cmp(const void *a, const void *b)
{
	const BARef *x = *(BARef *const *)a, *y = *(BARef *const *)b;
	char *ex, *ey;
	unsigned long nx = strtoul(x->block->s, &ex, 10), ny = strtoul(y->block->s, &ey, 10);
	bool numx = !*ex && x->block->len, numy = !*ey && y->block->len;
	if (numx && numy)
		return nx < ny ? -1 : nx > ny;
	if (numx != numy)
		return numx ? -1 : 1;
	return strcmp(x->block->s, y->block->s);
}

void ll_blockaddr_fn_begin(LLParser *p)
{
	FnState *f = p->fn;
	BARef *refs = map_get(&p->ba_fwd, (uint64_t)(uintptr_t)f->fname);
	if (!refs) {
		f->nblocks++;   /* the entry */
		return;
	}
	map_put(&p->ba_fwd, (uint64_t)(uintptr_t)f->fname, NULL);
	VEC(BARef *) v = {0};
	for (BARef *r = refs; r; r = r->next)
		vec_push(&v, r);
	qsort(v.v, v.n, sizeof *v.v, block_name_cmp);
	for (unsigned i = 0; i < v.n; i++) {
		Local *l = ll_block_local(p, v.v[i]->block, v.v[i]->loc);
		if (!l)
			break;
		mark_tagged(p, l);
		op_set_attr(p->c, v.v[i]->op, block_addr_sym(p), attr_blockaddress(p->c, f->fname, l->num));
	}
	vec_free(&v);
	f->nblocks++;   /* the entry */
}

void ll_blockaddr_fn_end(LLParser *p)
{
	FnState *f = p->fn;
	for (unsigned i = 0; i < f->tagged.n; i++) {
		Local *l = f->tagged.v[i];
		if (!l->defined || l->b == f->entry) {
			error_at(p->c, l->loc, "blockaddress of %s '%%%s'", l->defined ? "the entry block" : "undefined label",
			         l->name->s);
			continue;
		}
		OpState s;
		opstate_init(&s, ll_sym(p, "llvm.blocktag"), l->loc);
		opstate_add_attr(&s, ll_sym(p, "tag"), attr_blocktag(p->c, l->num));
		Op *tag = op_create(p->c, &s);
		opstate_free(&s);
		if (l->b->first)
			op_insert_before(l->b->first, tag);
		else
			block_push_op(l->b, tag);
	}
}

void ll_blockaddr_finish(LLParser *p)
{
	for (unsigned i = 0; i < p->ba_fwd.cap; i++) {
		uint64_t key;
		BARef **rp = map_at(&p->ba_fwd, i, &key), *r = rp ? *rp : NULL;
		if (r) {
			Sym *fn = (Sym *)(uintptr_t)key;
			error_at(p->c, r->loc, "blockaddress of '@%s', which has no body", fn->s);
		}
	}
}
