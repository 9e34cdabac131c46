/* memref.c - lowering of the memref dialect (finalize-memref-to-llvm):
 * descriptors, allocation through malloc/free (or the generic
 * _mlir_memref_to_llvm_* functions), strided address computation, casts
 * between ranked and unranked memrefs, globals, views and atomics. */
#include <string.h>

#include "conv/conv.h"

/* ------------------------------------------------ descriptor fields */

Value *desc_alloc(Conv *cv, Value *d) { return b_extract1(cv, d, 0); }
Value *desc_aligned(Conv *cv, Value *d) { return b_extract1(cv, d, 1); }
Value *desc_offset(Conv *cv, Value *d) { return b_extract1(cv, d, 2); }
Value *desc_size(Conv *cv, Value *d, unsigned i) { return b_extract2(cv, d, 3, i); }
Value *desc_stride(Conv *cv, Value *d, unsigned i) { return b_extract2(cv, d, 4, i); }

static Type *elt_of(Conv *cv, Type *mt)
{
	return conv_type(cv, mt->kind == TY_UMEMREF ? mt->unranked.elt : mt->shaped.elt);
}

static Value *gep_dyn(Conv *cv, Type *pt, Type *elt, Value *base, Value *idx)
{
	int32_t z = 0;
	return b_gep(cv, pt, elt, base, 1, &idx, &z);
}

static Value *gep_const(Conv *cv, Type *pt, Type *elt, Value *base, unsigned n, const int32_t *cst)
{
	Value *buf[8] = {0}, **dyn = n <= 8 ? buf : calloc(n, sizeof *dyn);
	Value *r = b_gep(cv, pt, elt, base, n, dyn, cst);
	if (dyn != buf)
		free(dyn);
	return r;
}

Value *b_sizeof(Conv *cv, Type *t)
{
	Value *null = b_zero(cv, cv->ptr);
	int32_t one = 1;
	Value *g = gep_const(cv, cv->ptr, t, null, 1, &one);
	return b_cast(cv, OP_LLVM_PTRTOINT, g, cv->ity);
}

/* The aligned pointer plus the static or dynamic offset. */
static Value *buffer_ptr(Conv *cv, Type *mt, Value *d)
{
	int64_t st[64], off;
	memref_strides(mt, st, &off);
	Value *p = desc_aligned(cv, d);
	if (off == 0)
		return p;
	Value *o = off == DYN ? desc_offset(cv, d) : b_idx(cv, off);
	return gep_dyn(cv, conv_memref_ptr(cv, mt), elt_of(cv, mt), p, o);
}

/* index arithmetic of an element address: overflow<nsw, nuw> when nw */
static Value *idx_bin(Conv *cv, OpKind k, Value *a, Value *b, bool nw)
{
	Value *r = b_bin(cv, k, a, b);
	if (nw)
		setattr(cv, r->def, CS_overflowFlags, attr_llvm_flags(cv->c, LL_OVERFLOW, 3));   /* nsw, nuw */
	return r;
}

/* nw (load, store, where the release lowers so: GL_GEP_NUW): the GEP is
 * inbounds|nuw and the index arithmetic overflow<nsw, nuw> */
Value *strided_elem_ptr(Conv *cv, Type *mt, Value *d, unsigned n, Value **idx, bool nw)
{
	nw = nw && (cv->lowers & GL_GEP_NUW);
	int64_t st[64], off;
	if (!memref_strides(mt, st, &off))
		return desc_aligned(cv, d);
	if (n > mt->shaped.rank)
		n = mt->shaped.rank;
	Value *base = buffer_ptr(cv, mt, d);
	Value *index = NULL;
	for (unsigned i = 0; i < n; i++) {
		Value *inc = idx[i];
		if (st[i] != 1) {
			Value *s = st[i] == DYN ? desc_stride(cv, d, i) : b_idx(cv, st[i]);
			inc = idx_bin(cv, OP_LLVM_MUL, inc, s, nw);
		}
		index = index ? idx_bin(cv, OP_LLVM_ADD, index, inc, nw) : inc;
	}
	if (!index)
		return base;
	Value *g = gep_dyn(cv, conv_memref_ptr(cv, mt), elt_of(cv, mt), base, index);
	if (nw) {
		op_set_attr(cv->c, g->def, csym(cv, "inbounds"), attr_unit(cv->c));
		op_set_attr(cv->c, g->def, csym(cv, "nuw"), attr_unit(cv->c));
	}
	return g;
}

/* ------------------------------------------------ allocation */

static bool identity_layout(Type *mt)
{
	int64_t st[64], off;
	if (!mt->shaped.layout)
		return true;
	if (!memref_strides(mt, st, &off) || off != 0)
		return false;
	mt->shaped.layout = NULL;
	int64_t id[64], o2;
	memref_strides(mt, id, &o2);
	bool same = memcmp(st, id, mt->shaped.rank * sizeof *st) == 0;
	return same;
}

/* Sizes (static as constants, dynamic from operands), strides, and the
 * element count or byte size, as upstream getMemRefDescriptorSizes. */
static Value *descriptor_sizes(Conv *cv, Type *mt, Value **dyn, Value **sizes, Value **strides, bool bytes)
{
	unsigned r = mt->shaped.rank, k = 0;
	for (unsigned i = 0; i < r; i++)
		sizes[i] = mt->shaped.shape[i] == DYN ? dyn[k++] : b_idx(cv, mt->shaped.shape[i]);
	int64_t stride = 1;
	Value *running = b_idx(cv, 1);
	for (unsigned i = r; i-- > 0;) {
		strides[i] = running;
		int64_t sz = mt->shaped.shape[i];
		if (sz == 0 && !(cv->lowers & GL_ZERO_EXTENT))
			continue;   /* a zero extent does not scale the strides (19) */
		bool use_size = stride == 1;
		if (sz == DYN)
			stride = DYN;
		if (stride != DYN)
			stride *= sz;
		if (use_size)
			running = sizes[i];
		else if (stride == DYN)
			running = b_bin(cv, OP_LLVM_MUL, running, sizes[i]);
		else
			running = b_idx(cv, stride);
	}
	if (!bytes)
		return running;
	Value *null = b_zero(cv, cv->ptr);
	Value *g = gep_dyn(cv, cv->ptr, elt_of(cv, mt), null, running);
	return b_cast(cv, OP_LLVM_PTRTOINT, g, cv->ity);
}

/* Remembers the dynamic size operands of the op defining descriptor d,
 * for memref.dim's fold. */
static void note_dyn_sizes(Conv *cv, Value *d, Op *op, unsigned first)
{
	if (op->nopnd <= first)
		return;
	Value **v = arena_alloc(cv->c->ir, (op->nopnd - first) * sizeof *v);
	for (unsigned i = first; i < op->nopnd; i++)
		v[i - first] = op->opnd[i].v;
	map_put(&cv->dynsizes, d, v);
}

static Value *make_desc(Conv *cv, Type *mt, Value *alloc, Value *aligned, Value **sizes, Value **strides)
{
	Value *d = b_agg0(cv, conv_type(cv, mt));
	d = b_insert1(cv, d, alloc, 0);
	d = b_insert1(cv, d, aligned, 1);
	d = b_insert1(cv, d, b_idx(cv, 0), 2);
	for (unsigned i = 0; i < mt->shaped.rank; i++)
		d = b_insert2(cv, d, sizes[i], 3, i);
	for (unsigned i = 0; i < mt->shaped.rank; i++)
		d = b_insert2(cv, d, strides[i], 4, i);
	return d;
}

static Sym *alloc_fn(Conv *cv)
{
	const char *n = cv->o.use_generic_functions ? "_mlir_memref_to_llvm_alloc" : "malloc";
	declare_func(cv, n, type_llfunc(cv->c, cv->ptr, 1, &cv->ity, false));
	return csym(cv, n);
}

static Sym *aligned_alloc_fn(Conv *cv)
{
	const char *n = cv->o.use_generic_functions ? "_mlir_memref_to_llvm_aligned_alloc" : "aligned_alloc";
	Type *args[2] = {cv->ity, cv->ity};
	declare_func(cv, n, type_llfunc(cv->c, cv->ptr, 2, args, false));
	return csym(cv, n);
}

/* The size in bytes of a memref element as the default data layout has
 * it, 0 if not known here (for aligned_alloc's alignment). */
static uint64_t elt_bytes(Conv *cv, Type *t)
{
	if (t->kind == TY_INT)
		return (t->i.width + 7) / 8;
	if (t->kind == TY_INDEX)
		return (cv->ity->i.width + 7) / 8;
	if (type_float_width(t))
		return type_float_width(t) == 80 ? 16 : (type_float_width(t) + 7) / 8;
	if (t->kind == TY_VECTOR && !t->shaped.scalable)
		return type_num_elements(t) * elt_bytes(cv, t->shaped.elt);
	return 0;
}

static uint64_t pow2_ceil(uint64_t n)
{
	uint64_t p = 1;
	while (p < n)
		p <<= 1;
	return p;
}

static Sym *free_fn(Conv *cv)
{
	const char *n = cv->o.use_generic_functions ? "_mlir_memref_to_llvm_free" : "free";
	declare_func(cv, n, type_llfunc(cv->c, cv->voidt, 1, &cv->ptr, false));
	return csym(cv, n);
}

/* How many dimensions of shaped type t are dynamic ('?'). */
static unsigned dyn_dims(Type *t)
{
	unsigned n = 0;
	for (unsigned i = 0; i < t->shaped.rank; i++)
		n += t->shaped.shape[i] == DYN;
	return n;
}

static bool check_alloc_type(Conv *cv, Op *op, Type *mt)
{
	if (mt->kind != TY_MEMREF) {   /* unverified (--no-verify) */
		conv_error(cv, op->loc, "failed to legalize operation '%s': result #0 must be memref", op->name->s);
		return false;
	}
	if (!conv_type(cv, mt) || !identity_layout(mt)) {
		conv_error(cv, op->loc, "failed to legalize operation '%s': only memrefs with an identity layout can be allocated", op->name->s);
		return false;
	}
	if (op->nopnd != dyn_dims(mt)) {   /* unverified: one size per dynamic dimension, no symbols */
		conv_error(cv, op->loc, "failed to legalize operation '%s': %u operands for %u dynamic dimensions",
		           op->name->s, op->nopnd, dyn_dims(mt));
		return false;
	}
	return true;
}

static void lower_alloc(Conv *cv, Op *op)
{
	Type *mt = op->res[0].type;
	if (!check_alloc_type(cv, op, mt))
		return;
	Value *sizes[64], *strides[64], *dyn[64];
	for (unsigned i = 0; i < op->nopnd && i < 64; i++)
		dyn[i] = op->opnd[i].v;
	Value *size = descriptor_sizes(cv, mt, dyn, sizes, strides, true);
	Attr *al = op_attr(op, cv->c->sym[SYM_alignment]);
	Value *align = NULL;
	Type *et = mt->shaped.elt;
	if (cv->o.use_aligned_alloc) {
		/* as upstream's aligned allocation: the alignment given, else the
		 * element's size rounded up to a power of two and at least 16; the
		 * size padded to a multiple of it unless it is one already */
		uint64_t eb = elt_bytes(cv, et);
		uint64_t a = al && al->kind == ATTR_INT ? (uint64_t)attr_int_sext(al) : pow2_ceil(eb);
		if (!(al && al->kind == ATTR_INT) && a < 16)
			a = 16;
		Value *av = b_idx(cv, (int64_t)a);
		uint64_t known = eb;   /* the static part of the size (dynamic dims left out, as upstream) */
		for (unsigned i = 0; i < mt->shaped.rank; i++)
			if (mt->shaped.shape[i] >= 0)
				known *= (uint64_t)mt->shaped.shape[i];
		if (!known || known % a) {
			Value *bump = b_bin(cv, OP_LLVM_SUB, av, b_idx(cv, 1));
			Value *bumped = b_bin(cv, OP_LLVM_ADD, size, bump);
			Value *mod = b_bin(cv, OP_LLVM_UREM, bumped, av);
			size = b_bin(cv, OP_LLVM_SUB, bumped, mod);
		}
		Sym *afn = aligned_alloc_fn(cv);
		if (cv->declined)
			return;
		Value *args[2] = {av, size};
		Value *p = b_call(cv, afn, 2, args, cv->ptr);
		Type *pt = conv_memref_ptr(cv, mt);
		if (pt != cv->ptr)
			p = b_cast(cv, OP_LLVM_ADDRSPACECAST, p, pt);
		Value *desc = make_desc(cv, mt, p, p, sizes, strides);
		note_dyn_sizes(cv, desc, op, 0);
		replace_op1(cv, op, desc);
		return;
	}
	if (al && al->kind == ATTR_INT)
		align = b_idx(cv, attr_int_sext(al));
	else if (!(et->kind == TY_INT && et->i.sign == SIGNLESS) && et->kind != TY_INDEX && !type_is_float(et))
		align = b_sizeof(cv, elt_of(cv, mt));
	if (align)
		size = b_bin(cv, OP_LLVM_ADD, size, align);
	Sym *fn = alloc_fn(cv);
	if (cv->declined)   /* an input's malloc of another type */
		return;
	Value *p = b_call(cv, fn, 1, &size, cv->ptr);
	Type *pt = conv_memref_ptr(cv, mt);
	if (pt != cv->ptr)
		p = b_cast(cv, OP_LLVM_ADDRSPACECAST, p, pt);
	Value *aligned = p;
	if (align) {
		Value *pi = b_cast(cv, OP_LLVM_PTRTOINT, p, cv->ity);
		Value *one = b_idx(cv, 1);
		Value *bump = b_bin(cv, OP_LLVM_SUB, align, one);
		Value *bumped = b_bin(cv, OP_LLVM_ADD, pi, bump);
		Value *mod = b_bin(cv, OP_LLVM_UREM, bumped, align);
		Value *ai = b_bin(cv, OP_LLVM_SUB, bumped, mod);
		aligned = b_cast(cv, OP_LLVM_INTTOPTR, ai, pt);
	}
	Value *desc = make_desc(cv, mt, p, aligned, sizes, strides);
	note_dyn_sizes(cv, desc, op, 0);
	replace_op1(cv, op, desc);
}

static void lower_alloca(Conv *cv, Op *op)
{
	Type *mt = op->res[0].type;
	if (!check_alloc_type(cv, op, mt))
		return;
	Value *sizes[64], *strides[64], *dyn[64];
	for (unsigned i = 0; i < op->nopnd && i < 64; i++)
		dyn[i] = op->opnd[i].v;
	Value *n = descriptor_sizes(cv, mt, dyn, sizes, strides, false);
	Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &n, conv_memref_ptr(cv, mt));
	setattr(cv, a, CS_elem_type, attr_type(cv->c, elt_of(cv, mt)));
	Attr *al = op_attr(op, cv->c->sym[SYM_alignment]);
	if (al && al->kind == ATTR_INT && attr_int_sext(al))
		op_set_attr(cv->c, a, cv->c->sym[SYM_alignment], attr_int(cv->c, cv->i64, attr_int_sext(al)));
	Value *desc = make_desc(cv, mt, &a->res[0], &a->res[0], sizes, strides);
	note_dyn_sizes(cv, desc, op, 0);
	replace_op1(cv, op, desc);
}

static void lower_dealloc(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	Sym *f = free_fn(cv);
	if (cv->declined)
		return;
	Value *p;
	if (mt->kind == TY_UMEMREF)
		p = b_load(cv, cv->ptr, b_extract1(cv, d, 1), 0);
	else
		p = desc_alloc(cv, d);
	b_call(cv, f, 1, &p, NULL);
	op_erase(op);
}

/* ------------------------------------------------ load/store */

/* memref.load/store {alignment = N} (MLIR 20+): the llvm op's alignment */
static void mem_alignment(Conv *cv, Op *op, Op *to)
{
	Attr *a = op_attr_s(cv->c, op, "alignment");
	if (a && a->kind == ATTR_INT && (cv->lowers & GL_MEM_ALIGN))
		op_set_attr(cv->c, to, cv->c->sym[SYM_alignment], attr_int(cv->c, cv->i64, attr_int_sext(a)));
}

static void lower_load(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	if (mt->kind != TY_MEMREF) {   /* unverified (--no-verify) */
		conv_error(cv, op->loc, "failed to legalize operation 'memref.load': operand #0 must be memref");
		return;
	}
	Value *idx[64];
	for (unsigned i = 1; i < op->nopnd && i <= 64; i++)
		idx[i - 1] = op->opnd[i].v;
	Value *p = strided_elem_ptr(cv, mt, d, op->nopnd - 1, idx, true);
	Op *l = emit(cv, OP_LLVM_LOAD, 1, &p, elt_of(cv, mt));
	if (op_attr(op, cv->cs[CS_nontemporal]))
		op_set_attr(cv->c, l, cv->cs[CS_nontemporal], attr_unit(cv->c));
	mem_alignment(cv, op, l);
	replace_op1(cv, op, &l->res[0]);
}

static void lower_store(Conv *cv, Op *op)
{
	Value *v = op->opnd[0].v, *d = op->opnd[1].v;
	Type *mt = orig_type(cv, d);
	Value *idx[64];
	for (unsigned i = 2; i < op->nopnd && i <= 65; i++)
		idx[i - 2] = op->opnd[i].v;
	Value *p = strided_elem_ptr(cv, mt, d, op->nopnd - 2, idx, true);
	Value *o[2] = { v, p };
	Op *s = emit(cv, OP_LLVM_STORE, 2, o, NULL);
	if (op_attr(op, cv->cs[CS_nontemporal]))
		op_set_attr(cv->c, s, cv->cs[CS_nontemporal], attr_unit(cv->c));
	mem_alignment(cv, op, s);
	op_erase(op);
}

/* ------------------------------------------------ dim, rank, casts */

static void lower_dim(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v, *ix = op->opnd[1].v;
	Type *mt = orig_type(cv, d);
	int64_t i;
	bool ci = const_int_of(ix, &i);
	if (mt->kind == TY_UMEMREF) {
		touch(cv, d);
		/* sizes live after the two pointers and the offset */
		Value *dp = b_extract1(cv, d, 1);
		Type *pt = cv->ptr;
		Type *st = type_struct(cv->c, 3, (Type *[]){ pt, pt, cv->ity }, false);
		int32_t c2[2] = { 0, 2 };
		Value *offp = gep_const(cv, pt, st, dp, 2, c2);
		Value *one = b_idx(cv, 1);
		Value *idx1 = b_bin(cv, OP_LLVM_ADD, one, ix);
		Value *sp = gep_dyn(cv, pt, cv->ity, offp, idx1);
		replace_op1(cv, op, b_load(cv, cv->ity, sp, 0));
		return;
	}
	unsigned r = mt->shaped.rank;
	if (!r) {   /* unverified (--no-verify): a 0-D memref has no sizes */
		conv_error(cv, op->loc, "failed to legalize operation 'memref.dim'");
		return;
	}
	/* folded before the lowering: a static extent at a constant index */
	if (ci && i >= 0 && (unsigned)i < r && mt->shaped.shape[i] != DYN) {
		replace_op1(cv, op, b_lowered_const(cv, cv->ity, attr_int(cv->c, type_simple(cv->c, TY_INDEX), mt->shaped.shape[i])));
		return;
	}
	Value **dsz = ci && i >= 0 && (unsigned)i < r ? map_get(&cv->dynsizes, d) : NULL;
	if (dsz) {
		/* folded: dim of an alloc, alloca or view is its size operand */
		unsigned k = 0;
		for (unsigned j = 0; j < (unsigned)i; j++)
			k += mt->shaped.shape[j] == DYN;
		replace_op1(cv, op, dsz[k]);
		return;
	}
	touch(cv, d);
	/* the lowering itself sees through llvm.mlir.constant indices only;
	 * a lowered arith constant reaches it through a cast */
	if (ci && i >= 0 && (unsigned)i < r && !map_get(&cv->lconst, ix)) {
		replace_op1(cv, op, desc_size(cv, d, (unsigned)i));
		return;
	}
	Type *at = type_array(cv->c, r, cv->ity);
	Value *one = b_idx(cv, 1);
	Value *sizes = b_extract1(cv, d, 3);
	Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &one, cv->ptr);
	setattr(cv, a, CS_elem_type, attr_type(cv->c, at));
	b_store(cv, sizes, &a->res[0], 0);
	Value *dyn[2] = { NULL, ix };
	int32_t cst[2] = { 0, 0 };
	Value *p = b_gep(cv, cv->ptr, at, &a->res[0], 2, dyn, cst);
	replace_op1(cv, op, b_load(cv, cv->ity, p, 0));
}

static void lower_rank(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	if (mt->kind == TY_UMEMREF) {
		touch(cv, d);
		replace_op1(cv, op, b_extract1(cv, d, 0));
		return;
	}
	replace_op1(cv, op, b_lowered_const(cv, cv->ity, attr_int(cv->c, type_simple(cv->c, TY_INDEX), mt->shaped.rank)));
}

/* Stores a ranked descriptor on the stack; returns the pointer. */
/* the count is an i64 whatever the index bitwidth (mlir-opt's
 * promoteOneMemRefDescriptor: getI64Type, an index attribute) */
static Value *promote_desc(Conv *cv, Value *d, Type *dt)
{
	Value *one = b_const(cv, cv->i64, attr_int(cv->c, type_simple(cv->c, TY_INDEX), 1));
	Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &one, cv->ptr);
	setattr(cv, a, CS_elem_type, attr_type(cv->c, dt));
	b_store(cv, d, &a->res[0], 0);
	return &a->res[0];
}

static void lower_cast(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *st = orig_type(cv, d), *dt = op->res[0].type;
	if (st->kind == TY_MEMREF && dt->kind == TY_MEMREF) {
		if (conv_type(cv, st) != conv_type(cv, dt)) {
			conv_error(cv, op->loc, "failed to legalize operation 'memref.cast'");
			return;
		}
		replace_op1(cv, op, d);
	} else if (st->kind == TY_MEMREF && dt->kind == TY_UMEMREF) {
		Value *p = promote_desc(cv, d, conv_type(cv, st));
		Value *rank = b_idx(cv, st->shaped.rank);
		Value *u = b_agg0(cv, conv_type(cv, dt));
		u = b_insert1(cv, u, rank, 0);
		u = b_insert1(cv, u, p, 1);
		replace_op1(cv, op, u);
	} else if (st->kind == TY_UMEMREF && dt->kind == TY_MEMREF) {
		Value *p = b_extract1(cv, d, 1);
		replace_op1(cv, op, b_load(cv, conv_type(cv, dt), p, 0));
	} else {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.cast'");
	}
}

static void lower_memory_space_cast(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *st = orig_type(cv, d), *dt = op->res[0].type;
	Type *np = conv_memref_ptr(cv, dt);
	if (st->kind == TY_UMEMREF) {
		/* a new ranked descriptor on the stack, its pointers cast */
		Type *sp_t = conv_memref_ptr(cv, st);
		Value *rank = b_extract1(cv, d, 0), *sp = b_extract1(cv, d, 1);
		Value *u = b_agg0(cv, conv_type(cv, dt));
		u = b_insert1(cv, u, rank, 0);
		Value *one = b_idx(cv, 1), *two = b_idx(cv, 2), *isz = b_idx(cv, (cv->iw + 7) / 8);
		Value *psz = b_idx(cv, 8);
		Value *dps = b_bin(cv, OP_LLVM_MUL, two, psz);
		Value *dr = b_bin(cv, OP_LLVM_MUL, two, b_extract1(cv, u, 0));
		Value *dri = b_bin(cv, OP_LLVM_ADD, dr, one);
		Value *ris = b_bin(cv, OP_LLVM_MUL, dri, isz);
		Value *size = b_bin(cv, OP_LLVM_ADD, dps, ris);
		Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &size, cv->ptr);
		setattr(cv, a, CS_elem_type, attr_type(cv->c, cv->i8));
		Value *dp = &a->res[0];
		u = b_insert1(cv, u, dp, 1);
		int32_t one_i = 1, two_i = 2;
		Value *sap = b_load(cv, sp_t, sp, 0);
		Value *salp = b_load(cv, sp_t, gep_const(cv, cv->ptr, sp_t, sp, 1, &one_i), 0);
		Value *cap = b_cast(cv, OP_LLVM_ADDRSPACECAST, sap, np);
		Value *calp = b_cast(cv, OP_LLVM_ADDRSPACECAST, salp, np);
		b_store(cv, cap, dp, 0);
		b_store(cv, calp, gep_const(cv, cv->ptr, np, dp, 1, &one_i), 0);
		Value *soff = gep_const(cv, cv->ptr, sp_t, sp, 1, &two_i);
		Value *doff = gep_const(cv, cv->ptr, np, dp, 1, &two_i);
		Value *rest = b_bin(cv, OP_LLVM_SUB, size, b_idx(cv, 16));   /* both pointers */
		b_memcpy(cv, doff, soff, rest);
		replace_op1(cv, op, u);
		return;
	}
	unsigned r = st->shaped.rank;
	Value *f[3 + 2 * 64];
	f[0] = desc_alloc(cv, d);
	f[1] = desc_aligned(cv, d);
	f[2] = desc_offset(cv, d);
	for (unsigned i = 0; i < r; i++)
		f[3 + i] = desc_size(cv, d, i);
	for (unsigned i = 0; i < r; i++)
		f[3 + r + i] = desc_stride(cv, d, i);
	f[0] = b_cast(cv, OP_LLVM_ADDRSPACECAST, f[0], np);
	f[1] = b_cast(cv, OP_LLVM_ADDRSPACECAST, f[1], np);
	replace_op1(cv, op, desc_pack_args(cv, dt, f));
}

/* ------------------------------------------------ globals */

static Type *global_type(Conv *cv, Type *mt)
{
	Type *t = elt_of(cv, mt);
	for (unsigned i = mt->shaped.rank; i-- > 0;)
		t = type_array(cv->c, (uint64_t)mt->shaped.shape[i], t);
	return t;
}

static void lower_global(Conv *cv, Op *op)
{
	Ctx *c = cv->c;
	Attr *ta = op_attr_s(c, op, "type");
	Type *mt = ta && ta->kind == ATTR_TYPE ? ta->ty : NULL;
	if (!mt || mt->kind != TY_MEMREF || !type_static_shape(mt) || !conv_type(cv, mt) || !identity_layout(mt)) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.global'");
		return;
	}
	unsigned as = conv_memspace(mt->shaped.memspace);
	Attr *vis = op_attr(op, c->sym[SYM_sym_visibility]);
	bool pub = !vis || (vis->kind == ATTR_STRING && strcmp(vis->s.str->s, "public") == 0);
	Attr *init = op_attr_s(c, op, "initial_value");
	Type *gt = global_type(cv, mt);
	OpState st;
	opstate_init(&st, csym(cv, "llvm.mlir.global"), op->loc);
	st.nreg = 1;
	Op *g = op_create(c, &st);
	opstate_free(&st);
	op_set_attr(c, g, c->sym[SYM_sym_name], op_attr(op, c->sym[SYM_sym_name]));
	op_set_attr(c, g, c->sym[SYM_global_type], attr_type(c, gt));
	op_set_attr(c, g, c->sym[SYM_linkage], attr_llvm_enum(c, LL_LINKAGE, pub ? "external" : "private"));
	if (op_attr(op, c->sym[SYM_constant]))
		op_set_attr(c, g, c->sym[SYM_constant], attr_unit(c));
	setattr(cv, g, CS_addr_space, attr_int(c, cv->i32, as));
	Attr *al = op_attr(op, c->sym[SYM_alignment]);
	if (al && al->kind == ATTR_INT)
		op_set_attr(c, g, c->sym[SYM_alignment], attr_int(c, cv->i64, attr_int_sext(al)));
	if (init && init->kind != ATTR_UNIT) {
		Attr *v = init;
		if (mt->shaped.rank == 0 && init->kind == ATTR_DENSE && init->arr.n >= 1)
			v = init->arr.elts[0];
		op_set_attr(c, g, c->sym[SYM_value], v);
	}
	op_insert_before(op, g);
	if (init && init->kind == ATTR_UNIT) {
		Block *b = block_new(c);
		region_push_block(&g->regs[0], b);
		set_ip_end(cv, b);
		cv->loc = op->loc;
		Value *u = b_undef(cv, gt);
		emit(cv, OP_LLVM_RETURN, 1, &u, NULL);
	}
	Attr *nm = op_attr(op, c->sym[SYM_sym_name]);
	if (nm && nm->kind == ATTR_STRING)
		map_put(&cv->syms, nm->s.str, g);
	op_erase(op);
}

static void lower_get_global(Conv *cv, Op *op)
{
	Type *mt = op->res[0].type;
	if (mt->kind != TY_MEMREF || !type_static_shape(mt)) {   /* the verifier's, unless --no-verify */
		conv_error(cv, op->loc, "failed to legalize operation 'memref.get_global'");
		return;
	}
	if (!check_alloc_type(cv, op, mt))
		return;
	Value *sizes[64], *strides[64];
	descriptor_sizes(cv, mt, NULL, sizes, strides, true);
	Type *pt = conv_memref_ptr(cv, mt);
	Op *a = emit(cv, OP_LLVM_ADDRESSOF, 0, NULL, pt);
	Attr *n = op_attr_s(cv->c, op, "name");
	op_set_attr(cv->c, a, csym(cv, "global_name"), n);
	int32_t zeros[65] = {0};
	Value *gep = gep_const(cv, pt, global_type(cv, mt), &a->res[0], mt->shaped.rank + 1, zeros);
	/* an integer of the pointer's width (64), not the index type */
	Value *dead = b_const(cv, cv->i64, attr_int(cv->c, type_simple(cv->c, TY_INDEX), 0xdeadbeef));
	Value *dp = b_cast(cv, OP_LLVM_INTTOPTR, dead, pt);
	replace_op1(cv, op, make_desc(cv, mt, dp, gep, sizes, strides));
}

/* ------------------------------------------------ metadata ops */

static void lower_extract_aligned(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	Value *p;
	if (mt->kind == TY_UMEMREF) {
		/* the aligned pointer is the second field of the ranked descriptor */
		Value *dp = b_extract1(cv, d, 1);
		int32_t one = 1;
		Value *ap = gep_const(cv, cv->ptr, cv->ptr, dp, 1, &one);
		p = b_load(cv, cv->ptr, ap, 0);
	} else {
		p = desc_aligned(cv, d);
	}
	replace_op1(cv, op, b_cast(cv, OP_LLVM_PTRTOINT, p, cv->ity));
}

static void lower_extract_strided_metadata(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	if (mt->kind != TY_MEMREF) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.extract_strided_metadata'");
		return;
	}
	unsigned r = mt->shaped.rank;
	Value **res = xmalloc((op->nres + 1) * sizeof *res);
	Type *bt = op->res[0].type;
	Value *ap = desc_alloc(cv, d), *alp = desc_aligned(cv, d);
	Value *b = b_agg0(cv, conv_type(cv, bt));
	b = b_insert1(cv, b, ap, 0);
	b = b_insert1(cv, b, alp, 1);
	b = b_insert1(cv, b, b_idx(cv, 0), 2);
	res[0] = b;
	res[1] = desc_offset(cv, d);
	for (unsigned i = 0; i < r; i++)
		res[2 + i] = desc_size(cv, d, i);
	for (unsigned i = 0; i < r; i++)
		res[2 + r + i] = desc_stride(cv, d, i);
	replace_op(cv, op, res);
	free(res);
}

static void lower_assume_alignment(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Attr *al = op_attr(op, cv->c->sym[SYM_alignment]);
	int64_t a = al ? attr_int_sext(al) : 1;
	Type *mt = orig_type(cv, d);
	Value *p = buffer_ptr(cv, mt, d);
	if (cv->lowers & GL_ASSUME_BUNDLE) {
		/* llvm.intr.assume %true ["align"(%p, %a : !llvm.ptr, i64)] */
		Value *o[3];
		o[0] = b_const(cv, cv->i1, attr_bool(cv->c, true));
		o[1] = p;
		o[2] = b_idx(cv, a);
		Op *as = emit_named(cv, csym(cv, "llvm.intr.assume"), 3, o, NULL);
		Attr *two = attr_int(cv->c, cv->i32, 2), *tag = attr_str(cv->c, "align", 5);
		op_set_attr(cv->c, as, csym(cv, "op_bundle_sizes"), attr_dense_array(cv->c, cv->i32, 1, &two));
		op_set_attr(cv->c, as, csym(cv, "op_bundle_tags"), attr_array(cv->c, 1, &tag));
		if (op->nres)
			replace_op1(cv, op, d);
		else
			op_erase(op);
		return;
	}
	Value *z = b_idx(cv, 0);
	Value *mask = b_idx(cv, a - 1);
	Value *pi = b_cast(cv, OP_LLVM_PTRTOINT, p, cv->ity);
	Value *and = b_bin(cv, OP_LLVM_AND, pi, mask);
	Value *cmp = b_icmp(cv, 0, and, z);
	emit_named(cv, csym(cv, "llvm.intr.assume"), 1, &cmp, NULL);
	op_erase(op);
}

static void lower_prefetch(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	if (mt->kind != TY_MEMREF) {   /* unverified (--no-verify) */
		conv_error(cv, op->loc, "failed to legalize operation 'memref.load': operand #0 must be memref");
		return;
	}
	Value *idx[64];
	for (unsigned i = 1; i < op->nopnd && i <= 64; i++)
		idx[i - 1] = op->opnd[i].v;
	Value *p = strided_elem_ptr(cv, mt, d, op->nopnd - 1, idx, false);
	Attr *w = op_attr_s(cv->c, op, "isWrite");
	Attr *loc = op_attr_s(cv->c, op, "localityHint");
	Attr *data = op_attr_s(cv->c, op, "isDataCache");
	Op *pf = emit_named(cv, csym(cv, "llvm.intr.prefetch"), 1, &p, NULL);
	op_set_attr(cv->c, pf, csym(cv, "rw"), attr_int(cv->c, cv->i32, w && w->kind == ATTR_BOOL ? w->b : 0));
	op_set_attr(cv->c, pf, csym(cv, "hint"), attr_int(cv->c, cv->i32, loc ? attr_int_sext(loc) : 3));
	op_set_attr(cv->c, pf, csym(cv, "cache"), attr_int(cv->c, cv->i32, data && data->kind == ATTR_BOOL ? data->b : 1));
	op_erase(op);
}

/* ------------------------------------------------ atomics */

/* arith.atomicrmw kind -> llvm bin_op (AtomicBinOp) */
static int atomic_binop(int64_t kind, bool *ok)
{
	/* addf 0, addi 1, assign 2, maximumf 3, maxs 4, maxu 5, minimumf 6,
	 * mins 7, minu 8, mulf 9, muli 10, ori 11, andi 12, maxnumf 13,
	 * minnumf 14, xori 15 (the last three lower after 19 only) */
	static const int map[] = { 11, 1, 0, 13, 7, 9, 14, 8, 10, -1, -1, 5, 3, 13, 14, 6 };
	*ok = kind >= 0 && kind < (int64_t)(sizeof map / sizeof map[0]) && map[kind] >= 0;
	return *ok ? map[kind] : 0;
}

static void lower_atomic_rmw(Conv *cv, Op *op)
{
	Value *v = op->opnd[0].v, *d = op->opnd[1].v;
	Type *mt = orig_type(cv, d);
	Attr *k = op_attr_s(cv->c, op, "kind");
	bool ok;
	int64_t kind = k ? attr_int_sext(k) : -1;
	int bin = atomic_binop(kind, &ok);
	if (cv->lowers & GL_RMW_FMAXIMUM)   /* maximumf, minimumf: fmaximum, fminimum */
		bin = kind == 3 ? 19 : kind == 6 ? 20 : bin;
	else if (kind >= 13)
		ok = false;
	if (!ok) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.atomic_rmw' of this kind");
		return;
	}
	Value *idx[64];
	for (unsigned i = 2; i < op->nopnd && i <= 65; i++)
		idx[i - 2] = op->opnd[i].v;
	Value *p = strided_elem_ptr(cv, mt, d, op->nopnd - 2, idx, false);
	Value *o[2] = { p, v };
	Op *a = emit(cv, OP_LLVM_ATOMICRMW, 2, o, conv_type(cv, op->res[0].type));
	setattr(cv, a, CS_bin_op, attr_int(cv->c, cv->i64, bin));
	setattr(cv, a, CS_ordering, attr_int(cv->c, cv->i64, 6));
	replace_op1(cv, op, &a->res[0]);
}


/* ------------------------------------------------ views and reshapes */

static int64_t dense_i64(Attr *a, unsigned i)
{
	return a && a->kind == ATTR_DENSE_ARRAY && i < a->arr.n ? attr_int_sext(a->arr.elts[i]) : 0;
}

/* Allocated and aligned pointers of a ranked or unranked source. */
static void source_ptrs(Conv *cv, Value *d, Type *mt, Value **alloc, Value **aligned)
{
	if (mt->kind == TY_UMEMREF) {
		Value *dp = b_extract1(cv, d, 1);
		*alloc = b_load(cv, cv->ptr, dp, 0);
		int32_t one = 1;
		Value *ap = gep_const(cv, cv->ptr, cv->ptr, dp, 1, &one);
		*aligned = b_load(cv, cv->ptr, ap, 0);
		return;
	}
	*alloc = desc_alloc(cv, d);
	*aligned = desc_aligned(cv, d);
}

static void lower_view(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v, *shift = op->opnd[1].v;
	Type *st = orig_type(cv, d), *vt = op->res[0].type;
	int64_t strides[64], off;
	if (!conv_type(cv, vt) || !memref_strides(vt, strides, &off) || op->nopnd != 2 + dyn_dims(vt)) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.view'");
		return;
	}
	Value *r = b_agg0(cv, conv_type(cv, vt));
	r = b_insert1(cv, r, desc_alloc(cv, d), 0);
	Value *al = desc_aligned(cv, d);
	al = gep_dyn(cv, conv_memref_ptr(cv, st), elt_of(cv, st), al, shift);
	r = b_insert1(cv, r, al, 1);
	r = b_insert1(cv, r, b_idx(cv, off), 2);
	unsigned rank = vt->shaped.rank;
	Value *stride = NULL, *next = NULL;
	for (unsigned i = rank; i-- > 0;) {
		Value *size;
		if (vt->shaped.shape[i] != DYN) {
			size = b_idx(cv, vt->shaped.shape[i]);
		} else {
			unsigned k = 0;
			for (unsigned j = 0; j < i; j++)
				k += vt->shaped.shape[j] == DYN;
			size = op->opnd[2 + k].v;
		}
		r = b_insert2(cv, r, size, 3, i);
		if (strides[i] != DYN)
			stride = b_idx(cv, strides[i]);
		else if (next)
			stride = stride ? b_bin(cv, OP_LLVM_MUL, stride, next) : next;
		else
			stride = b_idx(cv, 1);
		r = b_insert2(cv, r, stride, 4, i);
		next = size;
	}
	note_dyn_sizes(cv, r, op, 2);
	replace_op1(cv, op, r);
}

/* Count of DYN entries of a dense array (or -1 if it is not n long). */
static int64_t dyn_entries(Attr *a, unsigned n)
{
	if (!a || a->kind != ATTR_DENSE_ARRAY || a->arr.n != n)
		return -1;
	int64_t k = 0;
	for (unsigned i = 0; i < n; i++)
		k += attr_int_sext(a->arr.elts[i]) == DYN;
	return k;
}

/* Whether an op of offsets, sizes and strides (unverified, --no-verify)
 * has the operands its segments and static arrays say: the source, then
 * one operand per DYN entry of each, in that order. */
static bool mixed_operands_ok(Op *op, Attr *seg, Attr *so, Attr *ss, Attr *sst, unsigned rank)
{
	if (!seg || seg->kind != ATTR_DENSE_ARRAY || seg->arr.n != 4 || dense_i64(seg, 0) != 1)
		return false;
	return dyn_entries(so, 1) == dense_i64(seg, 1) && dyn_entries(ss, rank) == dense_i64(seg, 2) &&
	       dyn_entries(sst, rank) == dense_i64(seg, 3) &&
	       1 + dense_i64(seg, 1) + dense_i64(seg, 2) + dense_i64(seg, 3) == op->nopnd;
}

static void lower_reinterpret_cast(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *st = orig_type(cv, d), *tt = op->res[0].type;
	Attr *seg = op_attr(op, cv->cs[CS_operandSegmentSizes]);
	Attr *so = op_attr_s(cv->c, op, "static_offsets"), *ss = op_attr_s(cv->c, op, "static_sizes");
	Attr *sst = op_attr_s(cv->c, op, "static_strides");
	unsigned noff = (unsigned)dense_i64(seg, 1), nsz = (unsigned)dense_i64(seg, 2);
	if (!conv_type(cv, tt) || !mixed_operands_ok(op, seg, so, ss, sst, tt->shaped.rank)) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.reinterpret_cast'");
		return;
	}
	Value *r = b_agg0(cv, conv_type(cv, tt));
	Value *ap, *alp;
	source_ptrs(cv, d, st, &ap, &alp);
	r = b_insert1(cv, r, ap, 0);
	r = b_insert1(cv, r, alp, 1);
	unsigned k = 1;
	if (dense_i64(so, 0) == DYN)
		r = b_insert1(cv, r, op->opnd[k++].v, 2);
	else
		r = b_insert1(cv, r, b_idx(cv, dense_i64(so, 0)), 2);
	k = 1 + noff;
	unsigned ks = 1 + noff + nsz;
	for (unsigned i = 0; i < tt->shaped.rank; i++) {
		int64_t sz = dense_i64(ss, i), sd = dense_i64(sst, i);
		r = b_insert2(cv, r, sz == DYN ? op->opnd[k++].v : b_idx(cv, sz), 3, i);
		r = b_insert2(cv, r, sd == DYN ? op->opnd[ks++].v : b_idx(cv, sd), 4, i);
	}
	replace_op1(cv, op, r);
}

/* The permutation of an affine map "(d0, d1) -> (d1, d0)": perm[result] = dim. */
static bool map_perm(Attr *map, unsigned rank, unsigned *perm)
{
	const AffineForm *f = map && map->kind == ATTR_AFFINE_MAP ? map->opaque.form : NULL;
	if (!f || f->ndims != rank || f->nres != rank)
		return false;
	for (unsigned i = 0; i < rank; i++) {
		if (f->dims[i] < 0)
			return false;
		perm[i] = (unsigned)f->dims[i];
	}
	return true;
}

static void lower_transpose(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *tt = op->res[0].type;
	Attr *pa = op_attr_s(cv->c, op, "permutation");
	unsigned perm[64];
	if (tt->kind != TY_MEMREF || !map_perm(pa, tt->shaped.rank, perm)) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.transpose'");
		return;
	}
	Value *r = b_agg0(cv, conv_type(cv, tt));
	r = b_insert1(cv, r, desc_alloc(cv, d), 0);
	r = b_insert1(cv, r, desc_aligned(cv, d), 1);
	r = b_insert1(cv, r, desc_offset(cv, d), 2);
	for (unsigned i = 0; i < tt->shaped.rank; i++) {
		r = b_insert2(cv, r, desc_size(cv, d, perm[i]), 3, i);
		r = b_insert2(cv, r, desc_stride(cv, d, perm[i]), 4, i);
	}
	replace_op1(cv, op, r);
}

/* reshape to an unranked memref: a ranked descriptor of the shape's
 * length on the stack, sizes copied from the shape and strides computed
 * in a loop from the innermost dimension out. */
static void lower_reshape_unranked(Conv *cv, Op *op, Value *d, Type *st, Value *shape, Type *tt)
{
	Value *rank = desc_size(cv, shape, 0);
	Value *u = b_agg0(cv, conv_type(cv, tt));
	u = b_insert1(cv, u, rank, 0);
	Value *one = b_idx(cv, 1), *two = b_idx(cv, 2), *isz = b_idx(cv, (cv->iw + 7) / 8);
	Value *psz = b_idx(cv, 8);
	Value *dps = b_bin(cv, OP_LLVM_MUL, two, psz);
	Value *dr = b_bin(cv, OP_LLVM_MUL, two, b_extract1(cv, u, 0));
	Value *dri = b_bin(cv, OP_LLVM_ADD, dr, one);
	Value *ris = b_bin(cv, OP_LLVM_MUL, dri, isz);
	Value *size = b_bin(cv, OP_LLVM_ADD, dps, ris);
	Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &size, cv->ptr);
	setattr(cv, a, CS_elem_type, attr_type(cv->c, cv->i8));
	Value *mem = &a->res[0];
	u = b_insert1(cv, u, mem, 1);
	Value *ap, *alp, *off;
	source_ptrs(cv, d, st, &ap, &alp);
	if (st->kind == TY_UMEMREF) {
		int32_t two_i = 2;
		Value *dp = b_extract1(cv, d, 1);
		off = b_load(cv, cv->ity, gep_const(cv, cv->ptr, cv->ptr, dp, 1, &two_i), 0);
	} else {
		off = desc_offset(cv, d);
	}
	int32_t one_i = 1, two_i = 2, z3[2] = { 0, 3 };
	b_store(cv, ap, mem, 0);
	b_store(cv, alp, gep_const(cv, cv->ptr, cv->ptr, mem, 1, &one_i), 0);
	b_store(cv, off, gep_const(cv, cv->ptr, cv->ptr, mem, 1, &two_i), 0);
	Type *rt = type_struct(cv->c, 4, (Type *[]){ cv->ptr, cv->ptr, cv->ity, cv->ity }, false);
	Value *sizes = gep_const(cv, cv->ptr, rt, mem, 2, z3);
	Value *strides = gep_dyn(cv, cv->ptr, cv->ity, sizes, rank);
	Value *shp_ptr = desc_aligned(cv, shape);
	Value *c1 = b_idx(cv, 1);
	Value *rm1 = b_bin(cv, OP_LLVM_SUB, rank, c1);
	Block *init = op->parent;
	Block *rest = split_after(cv, op);
	Block *cond = block_new(cv->c), *body = block_new(cv->c);
	region_insert_block_after(init->parent, init, cond);
	region_insert_block_after(init->parent, cond, body);
	Value *ia = block_add_arg(cv->c, cond, cv->ity), *sa = block_add_arg(cv->c, cond, cv->ity);
	Value *bargs[2] = { rm1, c1 };
	set_ip_before(cv, op);
	Op *br = b_branch(cv, init, NULL, cond, 2, bargs, NULL, 0, NULL);
	op_unlink(br);
	op_insert_before(op, br);
	set_ip_end(cv, cond);
	cv->loc = op->loc;
	Value *zero = b_idx(cv, 0);
	Value *pred = b_icmp(cv, 5, ia, zero);
	b_branch(cv, cond, pred, body, 0, NULL, rest, 0, NULL);
	set_ip_end(cv, body);
	Value *sz = b_load(cv, cv->ity, gep_dyn(cv, cv->ptr, cv->ity, shp_ptr, ia), 0);
	b_store(cv, sz, gep_dyn(cv, cv->ptr, cv->ity, sizes, ia), 0);
	b_store(cv, sa, gep_dyn(cv, cv->ptr, cv->ity, strides, ia), 0);
	Value *ns = b_bin(cv, OP_LLVM_MUL, sa, sz);
	Value *ni = b_bin(cv, OP_LLVM_SUB, ia, c1);
	Value *nargs[2] = { ni, ns };
	b_branch(cv, body, NULL, cond, 2, nargs, NULL, 0, NULL);
	replace_op1(cv, op, u);
}

static void lower_reshape(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v, *shape = op->opnd[1].v;
	Type *st = orig_type(cv, d), *shp = orig_type(cv, shape), *tt = op->res[0].type;
	int64_t strides[64], off;
	if (tt->kind == TY_UMEMREF && shp->kind == TY_MEMREF) {
		lower_reshape_unranked(cv, op, d, st, shape, tt);
		return;
	}
	if (tt->kind != TY_MEMREF || shp->kind != TY_MEMREF || shp->shaped.shape[0] == DYN ||
	    !memref_strides(tt, strides, &off) || off == DYN) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.reshape' (only a shape of static length is supported)");
		return;
	}
	Value *r = b_agg0(cv, conv_type(cv, tt));
	Value *ap, *alp;
	source_ptrs(cv, d, st, &ap, &alp);
	r = b_insert1(cv, r, ap, 0);
	r = b_insert1(cv, r, alp, 1);
	r = b_insert1(cv, r, b_idx(cv, off), 2);
	Value *stride = NULL;
	for (unsigned i = tt->shaped.rank; i-- > 0;) {
		if (strides[i] != DYN)
			stride = b_idx(cv, strides[i]);
		else if (!stride)
			stride = b_idx(cv, 1);
		Value *size;
		if (tt->shaped.shape[i] != DYN) {
			size = b_idx(cv, tt->shaped.shape[i]);
		} else {
			Value *ix = b_idx(cv, i);
			Value *p = strided_elem_ptr(cv, shp, shape, 1, &ix, true);
			size = b_load(cv, elt_of(cv, shp), p, 0);
			Type *et = elt_of(cv, shp);
			if (et != cv->ity && et->kind == TY_INT)
				size = b_cast(cv, et->i.width < cv->iw ? OP_LLVM_SEXT : OP_LLVM_TRUNC, size, cv->ity);
		}
		r = b_insert2(cv, r, size, 3, i);
		r = b_insert2(cv, r, stride, 4, i);
		stride = b_bin(cv, OP_LLVM_MUL, stride, size);
	}
	replace_op1(cv, op, r);
}

/* memcpy-able as mlir-opt's memref.copy lowering (19, 22) takes it: an
 * identity layout (a strided one of rank <= 1 with offset 0 and stride 1 is
 * one), or a static, non-empty shape whose inner dimensions are unit-strided
 * row-major and whose outer ones are of size 1 (isStaticShapeAndContiguousRowMajor;
 * any offset) */
static bool contiguous(Type *t)
{
	if (t->kind != TY_MEMREF)
		return false;
	if (!t->shaped.layout)
		return true;
	int64_t st[64], off;
	if (!memref_strides(t, st, &off))
		return false;
	unsigned rank = t->shaped.rank;
	if (rank <= 1 && off == 0 && (rank == 0 || st[0] == 1))
		return true;
	for (unsigned i = 0; i < rank; i++)
		if (t->shaped.shape[i] == DYN || t->shaped.shape[i] == 0)
			return false;
	int64_t run = 1;
	int d = (int)rank - 1;
	for (; d >= 0 && st[d] == run; d--)
		run *= t->shaped.shape[d];
	while (d >= 0 && t->shaped.shape[d] == 1)
		d--;
	return d < 0;
}

static void lower_copy(Conv *cv, Op *op)
{
	Value *s = op->opnd[0].v, *t = op->opnd[1].v;
	Type *stp = orig_type(cv, s), *ttp = orig_type(cv, t);
	if ((stp->kind != TY_MEMREF && stp->kind != TY_UMEMREF) || (ttp->kind != TY_MEMREF && ttp->kind != TY_UMEMREF)) {
		/* unverified (--no-verify) */
		conv_error(cv, op->loc, "failed to legalize operation 'memref.copy': operands must be memrefs");
		return;
	}
	if (contiguous(stp) && contiguous(ttp)) {
		Value *n = b_idx(cv, 1);
		for (unsigned i = 0; i < stp->shaped.rank; i++)
			n = b_bin(cv, OP_LLVM_MUL, n, desc_size(cv, s, i));
		Value *esz = b_sizeof(cv, elt_of(cv, stp));
		Value *total = b_bin(cv, OP_LLVM_MUL, n, esz);
		Type *et = elt_of(cv, stp);
		Value *sb = desc_aligned(cv, s);
		Value *sp = gep_dyn(cv, conv_memref_ptr(cv, stp), et, sb, desc_offset(cv, s));
		Value *tb = desc_aligned(cv, t);
		Value *tp = gep_dyn(cv, conv_memref_ptr(cv, ttp), et, tb, desc_offset(cv, t));
		b_memcpy(cv, tp, sp, total);
		op_erase(op);
		return;
	}
	Value *save = res0(emit_named(cv, csym(cv, "llvm.intr.stacksave"), 0, NULL, cv->ptr));
	Value *us[2];
	Value *vals[2] = { s, t };
	Type *tys[2] = { stp, ttp };
	for (int k = 0; k < 2; k++) {
		if (tys[k]->kind == TY_MEMREF) {
			Value *rank = b_int(cv, cv->ity, tys[k]->shaped.rank);
			Value *p = promote_desc(cv, vals[k], conv_type(cv, tys[k]));
			Type *ut = type_struct(cv->c, 2, (Type *[]){ cv->ity, cv->ptr }, false);
			Value *u = b_agg0(cv, ut);
			u = b_insert1(cv, u, rank, 0);
			us[k] = b_insert1(cv, u, p, 1);
		} else {
			us[k] = vals[k];
		}
	}
	Value *one = b_idx(cv, 1);
	Value *ptrs[2];
	for (int k = 0; k < 2; k++) {
		Op *a = emit(cv, OP_LLVM_ALLOCA, 1, &one, cv->ptr);
		setattr(cv, a, CS_elem_type, attr_type(cv->c, conv_type(cv, us[k]->type)));
		b_store(cv, us[k], &a->res[0], 0);
		ptrs[k] = &a->res[0];
	}
	Value *esz = b_sizeof(cv, elt_of(cv, stp));
	Type *params[3] = { cv->ity, cv->ptr, cv->ptr };
	declare_func(cv, "memrefCopy", type_llfunc(cv->c, cv->voidt, 3, params, false));
	Value *args[3] = { esz, ptrs[0], ptrs[1] };
	b_call(cv, csym(cv, "memrefCopy"), 3, args, NULL);
	emit_named(cv, csym(cv, "llvm.intr.stackrestore"), 1, &save, NULL);
	op_erase(op);
}

/* generic_atomic_rmw: a cmpxchg loop around the body. */
static void lower_generic_atomic_rmw(Conv *cv, Op *op)
{
	Value *d = op->opnd[0].v;
	Type *mt = orig_type(cv, d);
	Block *init = op->parent;
	Region *r = init->parent;
	Type *vt = conv_type(cv, op->res[0].type);
	Block *body = op->nreg ? op->regs[0].first : NULL;
	if (!body || !body->last || body->nargs != 1) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.generic_atomic_rmw'");
		return;
	}
	Block *end = split_after(cv, op), *loop = block_new(cv->c);
	loop->loc = op->loc;
	region_insert_block_after(r, init, loop);
	Value *arg = block_add_arg(cv->c, loop, vt);
	Value *idx[64];
	for (unsigned i = 1; i < op->nopnd && i <= 64; i++)
		idx[i - 1] = op->opnd[i].v;
	Value *p = strided_elem_ptr(cv, mt, d, op->nopnd - 1, idx, false);
	Value *initv = b_load(cv, vt, p, 0);
	Op *br = b_branch(cv, init, NULL, loop, 1, &initv, NULL, 0, NULL);
	op_unlink(br);
	op_insert_before(op, br);
	/* the body moves into the loop block */
	Op *yield = body->last;
	value_replace_all_uses(body->args[0], arg);
	Value *result = yield->nopnd ? yield->opnd[0].v : arg;
	Op *next;
	for (Op *o = body->first; o && o != yield; o = next) {
		next = o->next;
		op_unlink(o);
		block_push_op(loop, o);
	}
	set_ip_end(cv, loop);
	cv->loc = op->loc;
	Value *o3[3] = { p, arg, result };
	Op *cx = emit(cv, OP_LLVM_CMPXCHG, 3, o3, type_struct(cv->c, 2, (Type *[]){ vt, cv->i1 }, false));
	op_set_attr(cv->c, cx, csym(cv, "success_ordering"), attr_int(cv->c, cv->i64, 6));
	op_set_attr(cv->c, cx, csym(cv, "failure_ordering"), attr_int(cv->c, cv->i64, 2));
	Value *nl = b_extract1(cv, &cx->res[0], 0);
	Value *ok = b_extract1(cv, &cx->res[0], 1);
	b_branch(cv, loop, ok, end, 0, NULL, loop, 1, &nl);
	replace_op1(cv, op, nl);
}

/* alloca_scope: its region inlined between a stacksave and, where the
 * body returns, a stackrestore. */
static void lower_alloca_scope(Conv *cv, Op *op)
{
	Block *cur = op->parent;
	Region *r = cur->parent;
	Region *body = op->nreg ? &op->regs[0] : NULL;
	if (!body || !body->first || !body->last->last || body->last->last->kind != OP_MEMREF_ALLOCA_SCOPE_RETURN) {
		conv_error(cv, op->loc, "failed to legalize operation 'memref.alloca_scope'");
		return;
	}
	Block *rem = split_after(cv, op), *cont = rem;
	Value **res = xmalloc((op->nres + 1) * sizeof *res);
	if (op->nres) {
		cont = block_new(cv->c);
		cont->loc = op->loc;
		region_insert_block_after(r, cur, cont);
		for (unsigned i = 0; i < op->nres; i++)
			res[i] = block_add_arg(cv->c, cont, conv_type(cv, op->res[i].type));
		set_ip_end(cv, cont);
		b_branch(cv, cont, NULL, rem, 0, NULL, NULL, 0, NULL);
	}
	Block *first = body->first, *last = body->last, *after = cur, *next;
	for (Block *b = first; b; b = next) {
		next = b->next;
		block_remove(b);
		region_insert_block_after(r, after, b);
		if (b != first)
			for (unsigned i = 0; i < b->nargs; i++) {
				Type *t = conv_type(cv, b->args[i]->type);
				if (t && t != b->args[i]->type) {
					map_put(&cv->orig, b->args[i], b->args[i]->type);
					b->args[i]->type = t;
				}
			}
		after = b;
	}
	set_ip_before(cv, op);
	Value *save = res0(emit_named(cv, csym(cv, "llvm.intr.stacksave"), 0, NULL, cv->ptr));
	Op *br = b_branch(cv, cur, NULL, first, 0, NULL, NULL, 0, NULL);
	op_unlink(br);
	op_insert_before(op, br);
	Op *ret = last->last;
	set_ip_before(cv, ret);
	emit_named(cv, csym(cv, "llvm.intr.stackrestore"), 1, &save, NULL);
	Value **rv = xmalloc((ret->nopnd + 1) * sizeof *rv);
	for (unsigned i = 0; i < ret->nopnd; i++)
		rv[i] = ret->opnd[i].v;
	Op *out = b_branch(cv, last, NULL, cont, ret->nopnd, rv, NULL, 0, NULL);
	op_unlink(out);
	op_insert_before(ret, out);
	op_erase(ret);
	free(rv);
	replace_op(cv, op, res);
	free(res);
}

void memref_rewrites(RewriteFn **tab)
{
	tab[OP_MEMREF_ALLOCA_SCOPE] = lower_alloca_scope;
	tab[OP_MEMREF_VIEW] = lower_view;
	tab[OP_MEMREF_REINTERPRET_CAST] = lower_reinterpret_cast;
	tab[OP_MEMREF_TRANSPOSE] = lower_transpose;
	tab[OP_MEMREF_RESHAPE] = lower_reshape;
	tab[OP_MEMREF_COPY] = lower_copy;
	tab[OP_MEMREF_GENERIC_ATOMIC_RMW] = lower_generic_atomic_rmw;
	tab[OP_MEMREF_ALLOC] = lower_alloc;
	tab[OP_MEMREF_ALLOCA] = lower_alloca;
	tab[OP_MEMREF_DEALLOC] = lower_dealloc;
	tab[OP_MEMREF_LOAD] = lower_load;
	tab[OP_MEMREF_STORE] = lower_store;
	tab[OP_MEMREF_DIM] = lower_dim;
	tab[OP_MEMREF_RANK] = lower_rank;
	tab[OP_MEMREF_CAST] = lower_cast;
	tab[OP_MEMREF_MEMORY_SPACE_CAST] = lower_memory_space_cast;
	tab[OP_MEMREF_GLOBAL] = lower_global;
	tab[OP_MEMREF_GET_GLOBAL] = lower_get_global;
	tab[OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX] = lower_extract_aligned;
	tab[OP_MEMREF_EXTRACT_STRIDED_METADATA] = lower_extract_strided_metadata;
	tab[OP_MEMREF_ASSUME_ALIGNMENT] = lower_assume_alignment;
	tab[OP_MEMREF_PREFETCH] = lower_prefetch;
	tab[OP_MEMREF_ATOMIC_RMW] = lower_atomic_rmw;
}
