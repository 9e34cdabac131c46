/* ll_body.c - function bodies for the .ll printer: constants folded out
 * of the body, the block order, edges split where a terminator branches
 * to the same argument-taking block twice (ensureDistinctSuccessors),
 * block arguments as PHI nodes (in the order an import kept, else as
 * mlir-translate orders them) and the dense numbering of unnamed values
 * and blocks.  The function header and the module around it are
 * ll_print.c's; each instruction is ll_inst.c's. */
#include <stdlib.h>
#include <string.h>

#include "ll_print.h"

/* The number of block (or split edge, by its Succ*) key in p->blocks. */
static long *lp_block(LLP *p, const void *key, bool insert)
{
	if (!insert)
		return map_find(&p->blocks, key);
	bool added;
	long *s = map_slot(&p->blocks, key, &added);
	if (added)
		*s = -1;
	return s;
}

/* Block number of the target of successor i of term (a split block if the
 * edge is split). */
void lp_block_ref(LLP *p, Out *o, Op *term, unsigned succ)
{
	long *s = lp_block(p, &term->succs[succ], false);
	long n = s ? p->splits.v[*s].num : 0;
	if (!s && (s = lp_block(p, term->succs[succ].block, false)))
		n = *s;
	out_str(o, "label %");
	out_i64(o, n);
}

typedef struct Edge {
	Op *term;
	unsigned succ;
} Edge;

static long block_num(LLP *p, Block *b)
{
	long *s = lp_block(p, b, false);
	return s ? *s : 0;
}

/* GT_LL_EXTRAS: the PHI orders an import kept (--keep-ll-extras,
 * import_fn.c) in the function's xlate.phi_order, array<i32: B, A, N,
 * E0 .. EN-1, ...>, checked against the blocks (npred: the edges into
 * each): ord maps ((B << 32 | A) + 1) to the record's E0 + 1; false (the
 * orders are guessed) if there is none or it does not fit. */
static bool phi_orders(LLP *p, Op *fn, Block **blocks, unsigned nb, const unsigned *pstart, Map *ord)
{
	Attr *a = (gen_of(p->c->llvm_version)->translates & GT_LL_EXTRAS) ? lp_attr(fn, "xlate.phi_order") : NULL;
	if (!a || a->kind != ATTR_DENSE_ARRAY)
		return false;
	map_clear(ord, 0);
	unsigned n = a->arr.n;
	bool ok = true, *seen = NULL;
	for (unsigned i = 0; ok && i < n;) {
		uint64_t v[3];
		for (unsigned j = 0; j < 3; j++)
			v[j] = i + j < n && a->arr.elts[i + j]->kind == ATTR_INT ? a->arr.elts[i + j]->i.words[0] : UINT64_MAX;
		ok = v[0] < nb && v[1] < blocks[v[0]]->nargs && v[2] == pstart[v[0] + 1] - pstart[v[0]] && v[2] <= n - i - 3;
		seen = ok ? realloc(seen, v[2] + 1) : seen;
		if (ok)
			memset(seen, 0, v[2] + 1);
		for (unsigned j = 0; ok && j < v[2]; j++) {
			Attr *e = a->arr.elts[i + 3 + j];
			ok = e->kind == ATTR_INT && e->i.words[0] < v[2] && !seen[e->i.words[0]];
			if (ok)
				seen[e->i.words[0]] = true;
		}
		if (ok)
			map_put(ord, (v[0] << 32 | v[1]) + 1, (void *)(uintptr_t)(i + 3 + 1));
		i += ok ? 3 + (unsigned)v[2] : 0;
	}
	free(seen);
	return ok;
}

/* Incoming values are listed the way mlir-translate lists them: newest
 * use first, i.e. edges through split blocks (created last), then the
 * others, each in reverse order; with GT_PHI_IN_ORDER, as the import kept
 * them (ord, GT_LL_EXTRAS: edge order but for the PHIs recorded), or as
 * clang would make them. */
static void print_phis(LLP *p, Block *b, Edge *preds, unsigned npred, long first, const Map *ord, unsigned bi)
{
	Attr *rec = ord ? lp_attr(p->cur_fn, "xlate.phi_order") : NULL;
	for (unsigned k = 0; k < b->nargs; k++) {
		out_str(p->o, "  %");
		out_i64(p->o, first + (long)k);
		out_str(p->o, " = phi ");
		Type *pt = p->typed ? lp_use_type(p, b->args[k]) : b->args[k]->type;
		lp_type(p, p->o, pt);
		/* mlir-translate: reversed.  clang (GT_PHI_IN_ORDER): in block
		 * order, but a phi of && and || (an i1 from conditional
		 * branches) is made with all predecessors but the last
		 * (use-list order: reversed) and then the last; and a loop
		 * header entered from a conditional branch (a rotated loop's
		 * guard) takes its back edge first (so in 81% of clang-14 -O2's
		 * loop headers of two predecessors, against 58% in block order),
		 * a join of a conditional branch and an unconditional one after
		 * it (an if-then) the latter first (so in 67% of such phis, but
		 * i1 ones, in clang-14 -O2's output) */
		bool comma = false, fwd = gen_of(p->c->llvm_version)->translates & GT_PHI_IN_ORDER;
		bool logic = fwd && b->args[k]->type->kind == TY_INT && b->args[k]->type->i.width == 1;
		for (unsigned j = 0; j + 1 < npred; j++)
			logic &= preds[j].term->kind == OP_LLVM_COND_BR;
		bool from_cond = fwd && npred == 2 && block_num(p, preds[0].term->parent) < block_num(p, b) &&
				 (preds[0].term->kind == OP_LLVM_COND_BR || preds[0].term->kind == OP_LLVM_SWITCH);
		bool back = from_cond && block_num(p, preds[1].term->parent) >= block_num(p, b);
		back |= from_cond && !logic && preds[1].term->kind == OP_LLVM_BR;
		uintptr_t at = ord ? (uintptr_t)map_get(ord, ((uint64_t)bi << 32 | k) + 1) : 0;
		for (int pass = 0; pass < 2; pass++)
			for (unsigned j = 0; j < npred; j++) {
				unsigned i = !fwd || back ? npred - 1 - j : !logic || j == npred - 1 ? j : npred - 2 - j;
				if (ord)
					i = at ? (unsigned)rec->arr.elts[at - 1 + j]->i.words[0] : j;
				Op *t = preds[i].term;
				Succ *s = &t->succs[preds[i].succ];
				long *sp = lp_block(p, s, false);
				if (ord ? pass : (sp != NULL) != (pass == 0))
					continue;
				out_str(p->o, comma ? ", [ " : " [ ");
				comma = true;
				if (sp) {  /* through a split block: its phi */
					SplitEdge *e = &p->splits.v[*sp];
					out_fmt(p->o, "%%%ld, %%%ld ]", e->phi0 + (long)k, e->num);
					continue;
				}
				if (k < s->n)
					lp_phi_value(p, p->o, t, s->first + k, pt);
				out_str(p->o, ", %");
				out_i64(p->o, block_num(p, t->parent));
				out_str(p->o, " ]");
			}
		out_ch(p->o, '\n');
	}
}

/* Maps the blocks of fn's body and collects them in order; folds its
 * constant ops in dominance order (a DFS preorder from the entry visits
 * every dominator of a block before the block; unreachable blocks last). */
static void fold_body(LLP *p, Op *fn, BlockVec *blocks)
{
	Region *r = &fn->regs[0];
	size_t nblk, nval = lp_region_values(r, &nblk);
	lp_vals_clear(p, nval);
	if (p->typed)
		map_clear(&p->edges, 0);
	map_clear(&p->blocks, nblk + nval);
	p->splits.n = 0;
	for (Block *b = r->first; b; b = b->next) {
		*lp_block(p, b, true) = blocks->n;
		vec_push(blocks, b);
	}
	unsigned nb = blocks->n, norder = 0;
	ArenaMark m = arena_mark(p->tmp);
	bool *seen = arena_alloc(p->tmp, nb + 1);
	Block **stack = arena_alloc(p->tmp, (nb + 1) * sizeof *stack);
	Block **order = arena_alloc(p->tmp, (nb + 1) * sizeof *order);   /* each block once */
	unsigned sp = 0;
	stack[sp++] = blocks->v[0];
	seen[0] = true;
	while (sp) {
		Block *b = stack[--sp];
		order[norder++] = b;
		Op *t = b->last;
		if (!t)
			continue;
		for (unsigned i = t->nsucc; i-- > 0;) {
			Block *s = t->succs[i].block;
			long *bs = lp_block(p, s, false);
			if (bs && !seen[*bs]) {
				seen[*bs] = true;
				stack[sp++] = s;
			}
		}
	}
	for (unsigned i = 0; i < nb; i++)
		if (!seen[i])
			order[norder++] = blocks->v[i];
	/* GT_CONST_INST: past the constants at the top of the entry block,
	 * only constant ops fold (the others were instructions) */
	bool insts = !(gen_of(p->c->llvm_version)->translates & GT_CONST_INST);
	bool top = !insts;
	for (unsigned i = 0; i < norder; i++) {
		Block *b = order[i];
		for (unsigned k = 0; k < b->nargs; k++)
			lp_val(p, b->args[k], true);
		top &= b == blocks->v[0];
		for (Op *op = b->first; op; op = op->next) {
			LLConst *k = top || insts || (op_flags[op->kind] & OPF_CONST) ? lc_fold_op(p, op) : NULL;
			top &= k != NULL;
			for (unsigned j = 0; j < op->nres; j++)
				lp_val(p, &op->res[j], true)->c = k;
			/* IRBuilder returns the operand of a cast to its own type */
			if (!k && op->nres == 1 && op->nopnd == 1 && op->res[0].type == op->opnd[0].v->type &&
			    (op->kind == OP_LLVM_BITCAST || op->kind == OP_LLVM_ADDRSPACECAST))
				lp_val(p, &op->res[0], false)->alias = op->opnd[0].v;
		}
	}
	arena_release(p->tmp, m);
}

/* Numbers the arguments, then per block its label (bnum[i]), its
 * arguments (phis) and its results; returns the next free number. */
static long number_body(LLP *p, Block **blocks, unsigned nb, long *bnum)
{
	long n = 0;
	Block *entry = blocks[0];
	for (unsigned k = 0; k < entry->nargs; k++)
		lp_val(p, entry->args[k], true)->num = n++;
	for (unsigned i = 0; i < nb; i++) {
		Block *b = blocks[i];
		bnum[i] = n++;
		*lp_block(p, b, true) = bnum[i];
		if (i)
			for (unsigned k = 0; k < b->nargs; k++)
				lp_val(p, b->args[k], true)->num = n++;
		for (Op *op = b->first; op; op = op->next)
			for (unsigned j = 0; j < op->nres; j++) {
				VSlot *s = lp_val(p, &op->res[j], true);
				if (!s->c && !s->alias && !lp_is_void(op->res[j].type))
					s->num = n++;
			}
	}
	return n;
}

/* Records the label number of every block of fn that starts with an
 * llvm.blocktag, keyed by the #llvm.blockaddress attribute naming it.
 * Run for all functions before anything is printed, so that blockaddress
 * constants anywhere in the module can name their block. */
void lp_number_tagged_blocks(LLP *p, Op *fn, Sym *fname)
{
	bool any = false;
	for (Block *b = fn->regs[0].first; b && !any; b = b->next)
		for (Op *op = b->first; op && !any; op = op->next)
			any = op->kind == OP_LLVM_BLOCKTAG;
	if (!any)
		return;
	BlockVec blocks = {0};
	fold_body(p, fn, &blocks);
	long *bnum = xmalloc((blocks.n + 1) * sizeof *bnum);
	number_body(p, blocks.v, blocks.n, bnum);
	for (unsigned i = 0; i < blocks.n; i++)
		for (Op *op = blocks.v[i]->first; op; op = op->next) {
			int64_t id;
			if (op->kind != OP_LLVM_BLOCKTAG)
				continue;
			if (!attr_blocktag_id(lp_attr(op, "tag"), &id)) {
				error_at(p->c, op->loc, "llvm.blocktag without a valid tag");
				p->nerr++;
				continue;
			}
			if (op != blocks.v[i]->first || !i) {
				error_at(p->c, op->loc, "llvm.blocktag must be the first op of a block other than the entry");
				p->nerr++;
				continue;
			}
			VSlot *s = lp_map_get(&p->tags, attr_blockaddress(p->c, fname, id), true);
			if (s->num >= 0) {
				error_at(p->c, op->loc, "duplicate block tag <id = %lld> in @%s", (long long)id, fname->s);
				p->nerr++;
			}
			s->num = bnum[i];
		}
	free(bnum);
	vec_free(&blocks);
}

/* A block node of block_preds: blocks 0..nb-1, then the split edges. */
static unsigned pred_succs(LLP *p, Block **blocks, unsigned nb, Map *ix, unsigned x, unsigned *out)
{
	if (x >= nb) {   /* a split edge's block branches to the edge's target */
		SplitEdge *e = &p->splits.v[x - nb];
		out[0] = (unsigned)(uintptr_t)map_get(ix, e->term->succs[e->succ].block) - 1;
		return 1;
	}
	Op *t = blocks[x]->last;
	if (!t || !(op_flags[t->kind] & OPF_TERM))
		return 0;
	unsigned n = 0;
	for (unsigned j = 0; j < t->nsucc; j++) {
		long *sp = lp_block(p, &t->succs[j], false);
		uintptr_t k = sp ? nb + (uintptr_t)*sp + 1 : (uintptr_t)map_get(ix, t->succs[j].block);
		if (k)
			out[n++] = (unsigned)k - 1;
	}
	return n;
}

/* Each block's predecessors as LLVM's printer lists them ("; preds = "):
 * by its use list, the terminator built last first.  mlir-translate builds
 * the blocks in reverse post-order from the entry (successors in order),
 * then from each block not reached yet, in region order; a split edge's
 * block stands between its terminator and the target.  The numbers of
 * node x's predecessors are preds[start[x] .. start[x + 1]). */
static void block_preds(LLP *p, Block **blocks, unsigned nb, const long *bnum, unsigned **startp, long **predsp)
{
	unsigned nn = nb + p->splits.n, maxs = 1;
	Map *ix = &p->block_ix;
	map_clear(ix, nb);
	for (unsigned i = 0; i < nb; i++) {
		map_put(ix, blocks[i], (void *)(uintptr_t)(i + 1));
		if (blocks[i]->last && blocks[i]->last->nsucc > maxs)
			maxs = blocks[i]->last->nsucc;
	}
	/* in p->tmp, given back with the function's (lp_function_body) */
	Arena *a = p->tmp;
	unsigned *succ = arena_alloc(a, maxs * sizeof *succ);
	/* reverse post-order: an iterative DFS, post-order into po */
	unsigned *po = arena_alloc(a, (nn + 1) * sizeof *po), npo = 0;
	unsigned *order = arena_alloc(a, (nn + 1) * sizeof *order), norder = 0;
	unsigned *stk = arena_alloc(a, (nn + 1) * sizeof *stk), *next = arena_alloc(a, (nn + 1) * sizeof *next);
	bool *seen = arena_alloc(a, nn + 1);
	for (unsigned r = 0; r < nb; r++) {
		if (seen[r])
			continue;
		unsigned sp = 0, first = npo;
		stk[sp++] = r;
		seen[r] = true;
		while (sp) {
			unsigned x = stk[sp - 1], n = pred_succs(p, blocks, nb, ix, x, succ);
			if (next[x] < n) {
				unsigned y = succ[next[x]++];
				if (y < nn && !seen[y]) {
					seen[y] = true;
					stk[sp++] = y;
				}
			} else {
				po[npo++] = x;
				sp--;
			}
		}
		for (unsigned i = npo; i-- > first;)
			order[norder++] = po[i];
	}
	/* the edges into each node, in building order, then reversed */
	unsigned *start = arena_alloc(a, (nn + 2) * sizeof *start);
	for (unsigned i = 0; i < norder; i++) {
		unsigned n = pred_succs(p, blocks, nb, ix, order[i], succ);
		for (unsigned j = 0; j < n; j++)
			start[succ[j] + 1]++;
	}
	for (unsigned i = 0; i < nn; i++)
		start[i + 1] += start[i];
	long *preds = arena_alloc(a, (start[nn] + 1) * sizeof *preds);
	unsigned *fill = arena_alloc(a, (nn + 1) * sizeof *fill);
	for (unsigned i = norder; i-- > 0;) {
		unsigned x = order[i], n = pred_succs(p, blocks, nb, ix, x, succ);
		long num = x < nb ? bnum[x] : p->splits.v[x - nb].num;
		for (unsigned j = 0; j < n; j++)
			preds[start[succ[j]] + fill[succ[j]]++] = num;
	}
	*startp = start;
	*predsp = preds;
}

/* A block's label line: "N:", then at column 50 its predecessors. */
static void block_label(Out *o, long num, const long *preds, unsigned n)
{
	out_ch(o, '\n');
	size_t at = o->len;
	out_i64(o, num);
	out_ch(o, ':');
	size_t w = o->len - at;
	out_indent(o, w < 50 ? (unsigned)(50 - w) : 1);
	if (!n)
		out_str(o, "; No predecessors!");
	for (unsigned i = 0; i < n; i++) {
		out_str(o, i ? ", %" : "; preds = %");
		out_i64(o, preds[i]);
	}
	out_ch(o, '\n');
}

void lp_function_body(LLP *p, Op *fn)
{
	BlockVec blocks = p->fblocks;   /* its storage kept from function to function */
	blocks.n = 0;
	fold_body(p, fn, &blocks);
	unsigned nb = blocks.n;
	/* the arrays below: in p->tmp, given back at the end */
	ArenaMark m = arena_mark(p->tmp);

	/* Predecessor edges of argument-taking blocks; split repeated ones. */
	unsigned *npred = arena_alloc(p->tmp, (nb + 1) * sizeof *npred);
	unsigned *stamp = arena_alloc(p->tmp, (nb + 1) * sizeof *stamp);  /* last terminator seen per block */
	for (unsigned i = 0; i < nb; i++) {
		Op *t = blocks.v[i]->last;
		if (!t || !(op_flags[t->kind] & OPF_TERM))
			continue;
		for (unsigned j = 0; j < t->nsucc; j++) {
			Block *s = t->succs[j].block;
			if (!s->nargs)
				continue;
			long *sb = lp_block(p, s, false);
			bool dup = sb && stamp[*sb] == i + 1;
			if (sb)
				stamp[*sb] = i + 1;
			if (dup) {
				SplitEdge e = {t, j, blocks.v[i], 0, 0};
				*lp_block(p, &t->succs[j], true) = p->splits.n;
				vec_push(&p->splits, e);
			}
			long *bs = lp_block(p, s, false);
			if (bs)
				npred[*bs]++;
		}
	}
	unsigned *pstart = arena_alloc(p->tmp, (nb + 1) * sizeof *pstart);
	for (unsigned i = 0; i < nb; i++)
		pstart[i + 1] = pstart[i] + npred[i];
	Edge *edges = arena_alloc(p->tmp, (pstart[nb] + 1) * sizeof *edges);
	memset(npred, 0, (nb + 1) * sizeof *npred);
	for (unsigned i = 0; i < nb; i++) {
		Op *t = blocks.v[i]->last;
		if (!t || !(op_flags[t->kind] & OPF_TERM))
			continue;
		for (unsigned j = 0; j < t->nsucc; j++) {
			Block *s = t->succs[j].block;
			long *bs = s->nargs ? lp_block(p, s, false) : NULL;
			if (bs)
				edges[pstart[*bs] + npred[*bs]++] = (Edge){t, j};
		}
	}

	Map ord = {0};
	bool ordered = phi_orders(p, fn, blocks.v, nb, pstart, &ord);

	/* Number: arguments, then per block its label, phis and results. */
	long *bnum = arena_alloc(p->tmp, (nb + 1) * sizeof *bnum);
	if (p->typed)
		lp_typed_fold(p, blocks.v, nb);
	long n = number_body(p, blocks.v, nb, bnum);
	if (p->typed)
		lp_typed_args(p, fn);
	for (unsigned i = 0; i < p->splits.n; i++) {
		SplitEdge *e = &p->splits.v[i];
		e->num = n++;
		e->phi0 = n;
		n += e->term->succs[e->succ].block->nargs;
	}

	/* Print. */
	unsigned *pstart2;
	long *preds;
	block_preds(p, blocks.v, nb, bnum, &pstart2, &preds);
	for (unsigned i = 0; i < nb; i++) {
		Block *b = blocks.v[i];
		if (i)
			block_label(p->o, bnum[i], preds + pstart2[i], pstart2[i + 1] - pstart2[i]);
		if (i && b->nargs)
			print_phis(p, b, edges + pstart[i], pstart[i + 1] - pstart[i],
				   lp_val(p, b->args[0], false)->num, ordered ? &ord : NULL, i);
		for (Op *op = b->first; op; op = op->next)
			lp_inst(p, op);
	}
	for (unsigned i = 0; i < p->splits.n; i++) {
		SplitEdge *e = &p->splits.v[i];
		Succ *s = &e->term->succs[e->succ];
		block_label(p->o, e->num, preds + pstart2[nb + i], pstart2[nb + i + 1] - pstart2[nb + i]);
		for (unsigned k = 0; k < s->block->nargs; k++) {
			out_fmt(p->o, "  %%%ld = phi ", e->phi0 + (long)k);
			Type *pt = p->typed ? lp_use_type(p, s->block->args[k]) : s->block->args[k]->type;
			lp_type(p, p->o, pt);
			out_str(p->o, " [ ");
			if (k < s->n)
				lp_phi_value(p, p->o, e->term, s->first + k, pt);
			out_fmt(p->o, ", %%%ld ]\n", block_num(p, e->from));
		}
		out_fmt(p->o, "  br label %%%ld\n", block_num(p, s->block));
	}
	arena_release(p->tmp, m);
	map_free(&ord);
	p->fblocks = blocks;
}
