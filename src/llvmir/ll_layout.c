/* ll_layout.c - the data layout's alignments, as LLVM's DataLayout gives
 * them: what a load, store, alloca or masked intrinsic written without an
 * alignment gets when mlir-translate builds it (IRBuilder asks the
 * module's layout).  The layout string is read once per module into a
 * few short tables; a module without one has LLVM's default layout.
 * What the string says of anything but alignments (mangling, native
 * widths, address spaces of allocas and globals) is not looked at. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "llvmir/ll_print.h"

/* LLVM's default layout (DataLayout's DefaultAlignments, in bits) */
static const LayoutSpec default_ints[] = {{1, 8, 8}, {8, 8, 8}, {16, 16, 16}, {32, 32, 32}, {64, 32, 64}};
static const LayoutSpec default_floats[] = {{16, 16, 16}, {32, 32, 32}, {64, 64, 64}, {128, 128, 128}};
static const LayoutSpec default_vecs[] = {{64, 64, 64}, {128, 128, 128}};

/* A layout's number, new each time one is made or read. */
static uint32_t layout_number(void)
{
	static _Atomic uint32_t next = 1;
	return atomic_fetch_add(&next, 1);
}

void layout_default(Layout *l)
{
	memset(l, 0, sizeof *l);
	l->id = layout_number();
	memcpy(l->ints, default_ints, sizeof default_ints);
	l->nint = sizeof default_ints / sizeof *default_ints;
	memcpy(l->floats, default_floats, sizeof default_floats);
	l->nfloat = sizeof default_floats / sizeof *default_floats;
	memcpy(l->vecs, default_vecs, sizeof default_vecs);
	l->nvec = sizeof default_vecs / sizeof *default_vecs;
	l->ptrs[0] = (LayoutSpec){0, 64, 64};
	l->ptr_bits[0] = 64;
	l->nptr = 1;
	l->agg_abi = 0;
	l->agg_pref = 64;
}

/* Sets width's entry of a table kept sorted by width (a later spec of a
 * width replaces the earlier one, as in LLVM). */
static void set_spec(LayoutSpec *tab, unsigned *n, unsigned cap, LayoutSpec s)
{
	unsigned i = 0;
	while (i < *n && tab[i].bits < s.bits)
		i++;
	if (i < *n && tab[i].bits == s.bits) {
		tab[i] = s;
		return;
	}
	if (*n == cap)
		return;
	memmove(tab + i + 1, tab + i, (*n - i) * sizeof *tab);
	tab[i] = s;
	(*n)++;
}

/* The numbers of one spec after its letter: "64:32:64" -> 3 */
static unsigned spec_nums(const char *s, const char *end, unsigned long v[4])
{
	unsigned n = 0;
	while (s < end && n < 4) {
		char *e;
		v[n++] = strtoul(s, &e, 10);
		if (e == s)
			return 0;
		s = e;
		if (s < end && *s != ':')
			return 0;
		if (s < end)
			s++;
	}
	return n;
}

void layout_read(Layout *l, const char *s, size_t len)
{
	layout_default(l);
	const char *end = s + len;
	while (s < end) {
		const char *e = memchr(s, '-', (size_t)(end - s));
		if (!e)
			e = end;
		unsigned long v[4];
		unsigned n;
		char k = *s;
		if ((k == 'i' || k == 'f' || k == 'v') && (n = spec_nums(s + 1, e, v)) >= 2) {
			LayoutSpec sp = {(unsigned)v[0], (unsigned)v[1], (unsigned)(n > 2 ? v[2] : v[1])};
			if (k == 'i')
				set_spec(l->ints, &l->nint, LAYOUT_CAP, sp);
			else if (k == 'f')
				set_spec(l->floats, &l->nfloat, LAYOUT_CAP, sp);
			else
				set_spec(l->vecs, &l->nvec, LAYOUT_CAP, sp);
		} else if (k == 'a' && s + 1 < e && s[1] == ':' && (n = spec_nums(s + 2, e, v)) >= 1) {
			l->agg_abi = (unsigned)v[0];
			l->agg_pref = n > 1 ? (unsigned)v[1] : (unsigned)v[0];
		} else if (k == 'p') {
			/* p[AS]:size:abi[:pref[:idx]] */
			const char *q = s + 1;
			unsigned long as = 0;
			if (q < e && *q >= '0' && *q <= '9')
				as = strtoul(q, (char **)&q, 10);
			if (q < e && *q == ':' && (n = spec_nums(q + 1, e, v)) >= 2) {
				unsigned i = 0;
				while (i < l->nptr && l->ptrs[i].bits != as)
					i++;
				if (i < LAYOUT_CAP) {
					l->ptrs[i] = (LayoutSpec){(unsigned)as, (unsigned)v[1], (unsigned)(n > 2 ? v[2] : v[1])};
					l->ptr_bits[i] = (unsigned)v[0];
					if (i == l->nptr)
						l->nptr++;
				}
			}
		}
		s = e + (e < end);
	}
	l->id = layout_number();   /* (not the default any more) */
}

static const LayoutSpec *ptr_spec(const Layout *l, unsigned as, unsigned *bits)
{
	for (unsigned i = 0; i < l->nptr; i++)
		if (l->ptrs[i].bits == as) {
			*bits = l->ptr_bits[i];
			return &l->ptrs[i];
		}
	*bits = l->ptr_bits[0];
	return &l->ptrs[0];
}

static uint64_t pow2_ceil(uint64_t x)
{
	uint64_t a = 1;
	while (a < x)
		a <<= 1;
	return a;
}

/* An exact match of width in tab, else NULL */
static const LayoutSpec *exact(const LayoutSpec *tab, unsigned n, uint64_t bits)
{
	for (unsigned i = 0; i < n; i++)
		if (tab[i].bits == bits)
			return &tab[i];
	return NULL;
}

static uint64_t pick(const LayoutSpec *s, bool pref)
{
	unsigned b = pref ? s->pref : s->abi;
	return b >= 8 ? b / 8 : 1;
}

/* Bits of a scalar (an integer, float or pointer), 0 for others */
static uint64_t scalar_bits(const Layout *l, Type *t)
{
	unsigned pb;
	switch (t->kind) {
	case TY_INT: return t->i.width;
	case TY_INDEX: return 64;
	case TY_LLVM_PTR: ptr_spec(l, t->ptr.addrspace, &pb); return pb;
	default: return type_float_width(t) == 19 ? 32 : type_float_width(t);
	}
}

/* Sizedness: SIZED, UNSIZED, or not known yet (a struct named before its
 * body is read, or containing one): taken as sized, and not kept. */
enum { SIZED = 1, UNSIZED = 2, SIZE_UNKNOWN = 3 };

static int sized_of(Type *t)
{
	switch (t->kind) {
	case TY_LLVM_ARRAY: return sized_of(t->arr.elt);
	case TY_LLVM_STRUCT: {
		if (t->st.sized)
			return t->st.sized;
		if (t->st.walking)
			return UNSIZED;   /* it contains itself: so do the structs on the way here */
		if (t->st.opaque)
			return t->st.sized = UNSIZED;
		if (t->st.name && !t->st.has_body)
			return SIZE_UNKNOWN;
		int r = SIZED;
		t->st.walking = true;
		for (unsigned i = 0; r != UNSIZED && i < t->st.n; i++) {
			int e = sized_of(t->st.elts[i]);
			r = e == SIZED ? r : e;
		}
		t->st.walking = false;
		if (r != SIZE_UNKNOWN)
			t->st.sized = (uint8_t)r;
		return r;
	}
	default: return layout_kind_unsized(t->kind) ? UNSIZED : SIZED;
	}
}

bool layout_sized_walk(Type *t)
{
	return sized_of(t) != UNSIZED;
}

static unsigned log2_of(uint64_t a)
{
	unsigned k = 0;
	while (((uint64_t)1 << k) < a)
		k++;
	return k;
}

uint64_t layout_align(const Layout *l, Type *t, bool pref)
{
	switch (t->kind) {
	case TY_INT: {
		/* the exact width, else the next larger one, else the largest */
		unsigned i = 0, w = t->i.width;
		while (i < l->nint && l->ints[i].bits < w)
			i++;
		if (i == l->nint)
			i--;
		return pick(&l->ints[i], pref);
	}
	case TY_INDEX: return pref ? 8 : 4;
	case TY_LLVM_PTR: {
		unsigned pb;
		return pick(ptr_spec(l, t->ptr.addrspace, &pb), pref);
	}
	case TY_LLVM_ARRAY: return layout_align(l, t->arr.elt, pref);
	case TY_LLVM_STRUCT: {
		/* an identified struct's once per layout (each may hold others
		 * twice over: no walk of them all); none if not sized */
		int sized = sized_of(t);
		if (sized == UNSIZED)
			return 0;
		uint8_t *memo = pref ? &t->st.pref_log2 : &t->st.abi_log2;
		bool keep = t->st.name && sized == SIZED;
		if (keep && t->st.lay_id == l->id && *memo)
			return (uint64_t)1 << (*memo - 1);
		uint64_t a = 1;
		if (!t->st.packed || pref) {
			for (unsigned i = 0; !t->st.packed && i < t->st.n; i++) {
				uint64_t e = layout_align(l, t->st.elts[i], false);
				if (e > a)
					a = e;
			}
			uint64_t agg = (pref ? l->agg_pref : l->agg_abi) / 8;
			a = agg > a ? agg : a;
		}
		if (keep) {
			if (t->st.lay_id != l->id)
				t->st.abi_log2 = t->st.pref_log2 = 0;
			t->st.lay_id = l->id;
			*memo = (uint8_t)(log2_of(a) + 1);
		}
		return a;
	}
	case TY_VECTOR: case TY_LLVM_VEC: {
		Type *e = type_elt(t);
		uint64_t n = t->kind == TY_VECTOR ? (uint64_t)t->shaped.shape[0] : t->llvec.n;
		uint64_t bits = n * scalar_bits(l, e);
		const LayoutSpec *s = exact(l->vecs, l->nvec, bits);
		return s ? pick(s, pref) : pow2_ceil((bits + 7) / 8);
	}
	default: {
		unsigned w = type_float_width(t);
		if (!w)
			return 0;
		uint64_t bits = t->kind == TY_LLVM_PPC_FP128 ? 128 : w == 19 ? 32 : w;
		const LayoutSpec *s = exact(l->floats, l->nfloat, bits);
		return s ? pick(s, pref) : pow2_ceil(bits / 8);
	}
	}
}

uint64_t layout_store_size(const Layout *l, Type *t)
{
	uint64_t b = scalar_bits(l, t);
	return b ? (b + 7) / 8 : layout_align(l, t, false);
}
