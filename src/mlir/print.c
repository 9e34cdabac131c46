/* print.c - the MLIR printer core: value/block numbering as mlir-opt-19's
 * SSANameState does it, the generic op form, regions and blocks (with the
 * "// pred:" comments), and dispatch to the custom forms of
 * print_ops_std.c / print_ops_llvm.c / print_intr.c.
 *
 * Numbering (replicating mlir-opt): each region is numbered with the
 * counters (next value id, next entry-argument id, next conflict id) that
 * its parent region had after all of the parent's own values were
 * numbered; sibling regions therefore reuse numbers.  Names chosen by ops
 * (%c0_i32, %alloc) are unique within the enclosing regions, made so with
 * a "_<conflict id>" suffix. */
#include <ctype.h>
#include <string.h>

#include "print.h"

/* ---- used-name set: offsets into p->names by the name's hash, scoped by
 * an undo log of (hash << 32 | offset) */

static uint32_t str_hash(const char *s, size_t n)
{
	return (uint32_t)hash_bytes(s, n, 0x9e3779b97f4a7c15ull);
}

static const char *name_at(Printer *p, uint32_t off)
{
	return p->names.v + off;
}

/* Whether the set holds s (its str_hash: h). */
static bool used_has(Printer *p, const char *s, size_t n, uint32_t h)
{
	uint64_t key = MAP_HASH_KEY(h);
	for (uint32_t *o = map_next(&p->used, key, NULL); o; o = map_next(&p->used, key, o)) {
		const char *t = name_at(p, *o);
		if (strncmp(t, s, n) == 0 && !t[n])
			return true;
	}
	return false;
}

/* Adds the name stored at off, of hash h, to the set. */
static void used_add(Printer *p, uint32_t off, uint32_t h)
{
	*(uint32_t *)map_add(&p->used, MAP_HASH_KEY(h)) = off;
	vec_push(&p->usedlog, (uint64_t)h << 32 | off);
}

/* Forgets the names added since the log had length mark. */
static void used_pop(Printer *p, unsigned mark)
{
	while (p->usedlog.n > mark) {
		uint64_t l = p->usedlog.v[--p->usedlog.n];
		uint64_t key = MAP_HASH_KEY(l >> 32);
		uint32_t *o = map_next(&p->used, key, NULL);
		while (*o != (uint32_t)l)
			o = map_next(&p->used, key, o);
		map_remove(&p->used, o);
	}
}

/* ---- numbering */

typedef struct Counters {
	uint32_t value, arg, conflict;
} Counters;

static uint32_t names_add(Printer *p, const char *s, size_t n)
{
	uint32_t off = p->names.n;
	while (p->names.cap - p->names.n < n + 1)
		vec_grow_((void **)&p->names.v, &p->names.cap, 1);
	memcpy(p->names.v + off, s, n);
	p->names.v[off + n] = '\0';
	p->names.n += (unsigned)n + 1;
	return off;
}

/* A unique version of name (sanitized as MLIR's sanitizeIdentifier);
 * returns its offset in p->names. */
static uint32_t unique_name(Printer *p, Counters *cnt, const char *name)
{
	char buf[256];
	size_t n = 0, len = strlen(name);
	if (len > 200)
		len = 200;
	if (len && name[0] >= '0' && name[0] <= '9')
		buf[n++] = '_';
	for (size_t i = 0; i < len; i++) {
		char ch = name[i];
		bool ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
		          ch == '$' || ch == '.' || ch == '_' || ch == '-';
		buf[n++] = ok ? ch : '_';
	}
	buf[n] = 0;
	uint32_t h = str_hash(buf, n);
	if (!used_has(p, buf, n, h)) {
		uint32_t off = names_add(p, buf, n);
		used_add(p, off, h);
		return off;
	}
	for (;;) {
		char probe[280];
		int k = snprintf(probe, sizeof probe, "%s_%u", buf, cnt->conflict++);
		h = str_hash(probe, (size_t)k);
		if (!used_has(p, probe, (size_t)k, h)) {
			uint32_t off = names_add(p, probe, (size_t)k);
			used_add(p, off, h);
			return off;
		}
	}
}

static void set_vname(Printer *p, Value *v, VName vn)
{
	vn.v = v;
	v->mslot = p->vnames.n;
	vec_push(&p->vnames, vn);
}

/* v's name, or NULL if it has none in scope */
static VName *vname_of(Printer *p, Value *v)
{
	uint32_t i = v->mslot;
	return i >= p->vbase && i < p->vnames.n && p->vnames.v[i].v == v ? &p->vnames.v[i] : NULL;
}

static void number_op_results(Printer *p, Op *op, Counters *cnt)
{
	unsigned n = op->nres;
	if (!n)
		return;
	char buf[128];
	unsigned glen = p->generic || !op_arity_ok(op, NULL, 0) ? 0 : std_result_name(p, op, 0, buf, sizeof buf);
	if (!glen) {
		for (unsigned i = 0; i < n; i++)
			set_vname(p, &op->res[i], (VName){.num = cnt->value, .sub = n > 1 ? (int32_t)i : -1,
			                                  .group = i == 0 ? n : 0});
		cnt->value++;
		return;
	}
	for (unsigned i = 0; i < n;) {
		if (i)
			glen = std_result_name(p, op, i, buf, sizeof buf);
		if (!glen || i + glen > n)
			glen = n - i;
		uint32_t off = unique_name(p, cnt, buf);
		uint32_t len = (uint32_t)strlen(name_at(p, off));
		for (unsigned k = 0; k < glen; k++)
			set_vname(p, &op->res[i + k], (VName){.off = off, .len = len, .sub = glen > 1 ? (int32_t)k : -1,
			                                      .group = k == 0 ? glen : 0});
		i += glen;
	}
}

/* Numbers the values of r's blocks (not of nested regions). */
static void number_region_values(Printer *p, Region *r, Counters *cnt)
{
	uint32_t bno = 0;
	for (Block *b = r->first; b; b = b->next) {
		ptrmap_put(&p->bmap, b, bno++);
		for (unsigned i = 0; i < b->nargs; i++) {
			if (b == r->first) {
				/* "arg" and the number (snprintf is slow for this hot spot) */
				char buf[32] = "arg", digits[16];
				unsigned nd = 0, len = 3;
				for (uint32_t k = cnt->arg++; nd == 0 || k; k /= 10)
					digits[nd++] = (char)('0' + k % 10);
				while (nd)
					buf[len++] = digits[--nd];
				buf[len] = 0;
				uint32_t off = unique_name(p, cnt, buf);
				set_vname(p, b->args[i], (VName){.off = off, .len = (uint32_t)strlen(name_at(p, off)), .sub = -1});
			} else
				set_vname(p, b->args[i], (VName){.num = cnt->value++, .sub = -1});
		}
		for (Op *op = b->first; op; op = op->next)
			number_op_results(p, op, cnt);
	}
}

/* Custom form: nested regions start from the counters their parent
 * region ended with, and names are scoped to the region. */
static void number_region(Printer *p, Region *r, Counters cnt)
{
	unsigned mark = p->usedlog.n;
	number_region_values(p, r, &cnt);
	for (Block *b = r->first; b; b = b->next)
		for (Op *op = b->first; op; op = op->next)
			for (unsigned i = 0; i < op->nreg; i++)
				number_region(p, &op->regs[i], cnt);
	used_pop(p, mark);
}

/* Generic form (mlir-opt prints unique ids then): one set of counters
 * over everything, regions taken from a stack (the last pushed first). */
static void number_generic(Printer *p, Op *top)
{
	VEC(Region *) stack = {0};
	Counters cnt = {0, 0, 0};
	for (unsigned i = 0; i < top->nreg; i++)
		vec_push(&stack, &top->regs[i]);
	while (stack.n) {
		Region *r = stack.v[--stack.n];
		number_region_values(p, r, &cnt);
		for (Block *b = r->first; b; b = b->next)
			for (Op *op = b->first; op; op = op->next)
				for (unsigned i = 0; i < op->nreg; i++)
					vec_push(&stack, &op->regs[i]);
	}
	vec_free(&stack);
}

/* ---- basic pieces */

static void p_vname(Printer *p, const VName *vn)
{
	out_ch(p->o, '%');
	if (vn->len)
		out_mem(p->o, name_at(p, vn->off), vn->len);
	else
		out_u64(p->o, vn->num);
}

void p_value(Printer *p, Value *v)
{
	VName *vn = v ? vname_of(p, v) : NULL;
	if (!vn) {
		out_str(p->o, "<<UNKNOWN SSA VALUE>>");
		return;
	}
	p_vname(p, vn);
	if (vn->sub >= 0) {
		out_ch(p->o, '#');
		out_u64(p->o, (uint64_t)vn->sub);
	}
}

void p_block_name(Printer *p, Block *b)
{
	uint32_t i;
	if (!ptrmap_get(&p->bmap, b, &i)) {
		out_str(p->o, "^INVALIDBLOCK");
		return;
	}
	out_str(p->o, "^bb");
	out_u64(p->o, i);
}

void p_operands(Printer *p, Op *op, unsigned first, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(p->o, ", ");
		p_value(p, op->opnd[first + i].v);
	}
}

void p_types(Printer *p, Op *op, unsigned first, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(p->o, ", ");
		Value *v = op->opnd[first + i].v;
		p_type(p, v ? v->type : NULL);
	}
}

void p_result_types(Printer *p, Op *op)
{
	for (unsigned i = 0; i < op->nres; i++) {
		if (i)
			out_str(p->o, ", ");
		p_type(p, op->res[i].type);
	}
}

/* (operand types) -> result types, as printFunctionalType */
void p_fn_sig_types(Printer *p, Op *op)
{
	unsigned nown = op->nopnd;
	out_ch(p->o, '(');
	p_types(p, op, 0, nown);
	out_str(p->o, ") -> ");
	bool paren = op->nres != 1 || (op->res[0].type && op->res[0].type->kind == TY_FUNC);
	if (paren)
		out_ch(p->o, '(');
	p_result_types(p, op);
	if (paren)
		out_ch(p->o, ')');
}

void p_succ(Printer *p, Op *op, unsigned i)
{
	Succ *s = &op->succs[i];
	p_block_name(p, s->block);
	if (!s->n)
		return;
	out_ch(p->o, '(');
	p_operands(p, op, s->first, s->n);
	out_str(p->o, " : ");
	p_types(p, op, s->first, s->n);
	out_ch(p->o, ')');
}

/* Whether a prints as the same text wherever it is: no alias (or
 * anything holding one: a memref layout), no placeholder, no LLVM-dialect
 * attribute with fields (aliased, or numbered as first printed). */
static bool attr_plain(Attr *a)
{
	switch (a->kind) {
	case ATTR_UNIT: case ATTR_BOOL: case ATTR_INT: case ATTR_FLOAT: case ATTR_SYMREF: case ATTR_DENSE_ARRAY:
		return true;
	case ATTR_STRING:
		return !a->type && !a->own;   /* (an own string's address is reused after it: not a key) */
	case ATTR_TYPE:
		return a->ty->kind != TY_MEMREF && a->ty->kind != TY_FUNC && a->ty->kind != TY_TENSOR;
	case ATTR_LLVM:
		return a->ll.n == 0;   /* an enum or flags: #llvm.overflow<nsw> */
	case ATTR_ARRAY:
		for (unsigned i = 0; i < a->arr.n; i++)
			if (!attr_plain(a->arr.elts[i]))
				return false;
		return true;
	case ATTR_DICT:
		for (unsigned i = 0; i < a->dict.n; i++)
			if (!attr_plain(a->dict.elts[i].attr))
				return false;
		return true;
	default:
		return false;
	}
}

void dict_memo_free(DictMemo *m)
{
	for (unsigned i = 0; m && i < DICT_MEMO; i++) {
		free(m->slot[i].v);
		free(m->slot[i].text);
	}
}

/* The memo's slot for v[0..n) (elide, kw), or NULL when that text may
 * not be kept; *hit: the slot holds it. */
static DictText *dict_slot(Printer *p, unsigned n, NamedAttr *v, const char *const *elide, bool kw, bool *hit)
{
	if (!p->memo || !n)
		return NULL;
	uint64_t h = hash_ptr((uint64_t)n << 1 | kw, elide);
	for (unsigned i = 0; i < n; i++) {
		if (!attr_plain(v[i].attr))
			return NULL;
		h = hash_mix(hash_ptr(h, v[i].name), (uint64_t)(uintptr_t)v[i].attr);
	}
	DictText *d = &p->memo->slot[h & (DICT_MEMO - 1)];
	*hit = d->text && d->n == n && d->elide == elide && d->kw == kw && !memcmp(d->v, v, n * sizeof *v);
	return d;
}

/* Prints the dictionary of v[0..n) as p_attr_dict (kw: p_attr_dict_kw)
 * does, from the memo or into it; false: not one it keeps. */
static bool dict_memo_print(Printer *p, unsigned n, NamedAttr *v, const char *const *elide, bool kw)
{
	bool hit = false;
	DictText *d = dict_slot(p, n, v, elide, kw, &hit);
	if (!d)
		return false;
	if (!hit) {
		Out t;
		out_init(&t);
		unsigned k = 0;
		for (unsigned i = 0; i < n; i++)
			k += !name_in(v[i].name, elide);
		if (k) {
			out_str(&t, kw ? " attributes {" : " {");
			print_dict_entries(&t, n, v, elide);
			out_ch(&t, '}');
		}
		free(d->v);
		free(d->text);
		d->v = xmalloc(n * sizeof *v);
		memcpy(d->v, v, n * sizeof *v);
		d->n = n;
		d->elide = elide;
		d->kw = kw;
		d->len = t.len;
		d->text = t.buf ? t.buf : xmalloc(1);   /* (nothing printed: k == 0) */
	}
	out_mem(p->o, d->text, d->len);
	return true;
}

void p_attr_dict(Printer *p, Op *op, const char *const *elide)
{
	if (dict_memo_print(p, op->nattr, op->attrs, elide, false))
		return;
	unsigned k = 0, last = 0;
	for (unsigned i = 0; i < op->nattr; i++)
		if (!name_in(op->attrs[i].name, elide))
			k++, last = i;
	if (!k)
		return;
	for (unsigned i = 0; p->saving && i < op->nattr; i++)
		if (p_pending_group(&op->attrs[i])) {
			p_pending_mark(p->o, 'D', bodies_save_dict(p->saving, op->nattr, op->attrs, elide));
			return;
		}
	Attr *one = k == 1 && op->attrs[last].attr->kind == ATTR_PENDING ? op->attrs[last].attr : NULL;
	if (one)   /* all of it goes if the placeholder does */
		p_pending_mark(p->o, 'O', one->pending);
	out_str(p->o, " {");
	print_dict_entries(p->o, op->nattr, op->attrs, elide);
	out_ch(p->o, '}');
	if (one)
		p_pending_mark(p->o, 'C', 0);
}

void p_attr_dict_dflt(Printer *p, Op *op, const char *const *elide, const char *name, Attr *dflt)
{
	if (p_attr(op, name)) {
		p_attr_dict(p, op, elide);
		return;
	}
	/* merge the default in at its sorted place */
	VEC(NamedAttr) v = {0};
	bool added = false;
	for (unsigned i = 0; i < op->nattr; i++) {
		if (!added && strcmp(name, op->attrs[i].name->s) < 0) {
			vec_push(&v, ((NamedAttr){intern_c(p->c, name), dflt}));
			added = true;
		}
		vec_push(&v, op->attrs[i]);
	}
	if (!added)
		vec_push(&v, ((NamedAttr){intern_c(p->c, name), dflt}));
	out_str(p->o, " {");
	print_dict_entries(p->o, v.n, v.v, elide);
	out_ch(p->o, '}');
	vec_free(&v);
}

void p_attr_dict_kw(Printer *p, Op *op, const char *const *elide)
{
	if (dict_memo_print(p, op->nattr, op->attrs, elide, true))
		return;
	unsigned k = 0;
	for (unsigned i = 0; i < op->nattr; i++)
		if (!name_in(op->attrs[i].name, elide))
			k++;
	if (!k)
		return;
	out_str(p->o, " attributes {");
	print_dict_entries(p->o, op->nattr, op->attrs, elide);
	out_ch(p->o, '}');
}

void p_op_name(Printer *p, Op *op)
{
	const char *dflt = p->dialects.n ? p->dialects.v[p->dialects.n - 1] : "";
	const char *name = op->name->s;
	size_t len = op->name->len;
	if (*dflt && name[0] == dflt[0]) {   /* the first byte settles most */
		size_t dl = strlen(dflt);
		if (dl < len && name[dl] == '.' && !memcmp(name, dflt, dl) && !memchr(name + dl + 1, '.', len - dl - 1)) {
			name += dl + 1;
			len -= dl + 1;
		}
	}
	out_mem(p->o, name, len);
}

Attr *p_attr(Op *op, const char *name)
{
	for (unsigned i = 0; i < op->nattr; i++)   /* the first byte settles most */
		if (op->attrs[i].name->s[0] == name[0] && strcmp(op->attrs[i].name->s, name) == 0)
			return op->attrs[i].attr;
	return NULL;
}

int64_t p_int(Op *op, const char *name, int64_t dflt)
{
	Attr *a = p_attr(op, name);
	if (a && a->kind == ATTR_INT)
		return attr_int_sext(a);
	if (a && a->kind == ATTR_BOOL)
		return a->b;
	return dflt;
}

bool p_segments(Op *op, const char *name, unsigned n, unsigned *seg)
{
	Attr *a = p_attr(op, name);
	if (!a || a->kind != ATTR_DENSE_ARRAY || a->arr.n != n)
		return false;
	uint64_t total = 0;   /* (unchecked with --no-verify: none may be negative or too big) */
	for (unsigned i = 0; i < n; i++) {
		if (a->arr.elts[i]->kind != ATTR_INT || attr_int_sext(a->arr.elts[i]) < 0 ||
		    attr_int_sext(a->arr.elts[i]) > op->nopnd)
			return false;
		seg[i] = (unsigned)attr_int_sext(a->arr.elts[i]);
		total += seg[i];
	}
	return total <= op->nopnd;
}

bool p_flags_none(Attr *a)
{
	if (a && a->kind == ATTR_OPAQUE)
		return !a->opaque.body || strcmp(a->opaque.body->s, "none") == 0;
	return llattr_bits(a) == 0;
}

void p_flags_words(Out *o, Attr *a)
{
	if (a && a->kind == ATTR_LLVM)
		print_llflags(o, a);
	else if (a && a->kind == ATTR_OPAQUE && a->opaque.body)
		out_sym(o, a->opaque.body);   /* a flag it does not know: as written */
}

const char *p_opaque_body(Op *op, const char *name)
{
	Attr *a = p_attr(op, name);
	if (a && a->kind == ATTR_LLVM)
		return llattr_enum_word(a);
	return a && a->kind == ATTR_OPAQUE && a->opaque.body ? a->opaque.body->s : NULL;
}

/* ---- streaming: bodies printed early */

/* A placeholder in a body's text (p_pending_mark): at byte off of the
 * body, the attribute pending[idx] (what 'V'; 'B' its <...> alone), or the
 * start ('O') or end ('C') of text dropped when pending[idx] is NULL.
 * Eight bytes: an -O2 module has hundreds of thousands. */
enum { FIX_IDX_MAX = (1 << 24) - 1 };
typedef struct BodyFix {
	uint32_t off;
	uint32_t idx : 24;
	uint32_t what : 8;
} BodyFix;

/* A dictionary kept for the end: entries (sorted by name, elided ones
 * left out) and, after them, the group placeholders to merge in. */
typedef struct SavedDict {
	NamedAttr *v;
	unsigned n, ngroups;
} SavedDict;

/* The bodies, in print order, in the temporary file f (none when the
 * output goes nowhere: nothing is kept of their text). */
/* The bodies file's buffer: bodies go out and come back in pieces this big. */
enum { BODIES_BUF = 1 << 16 };

struct MlirBodies {
	FILE *f;
	off_t roff;  /* f's read position (mlir_print_bodies, bodies_copy) */
	char *fbuf;  /* f's buffer: bodies go out and come back in big pieces */
	Out buf;     /* the body being printed */
	Map len;  /* Region* -> length of its text in f */
	Map whole;   /* Region* -> length of the text of its op, header too, in f (mlir_print_func) */
	Map bmap;   /* the printer's table, emptied and kept for the next body */
	VEC(BodyFix) fix;   /* the placeholders of all bodies, in print order */
	Map fixes;   /* Region* -> (index of its first in fix << 32 | how many) */
	Attr **pending;
	unsigned npending;
	VEC(SavedDict) dicts;   /* of the 'D' marks */
	Aliases *alias_memo;    /* alias_none's, from one body to the next */
	DictMemo memo;          /* the printers' dictionaries, from one body to the next */
	/* functions printed whole leave the module (mlir_bodies_stand_in):
	 * run is the op standing in for the last ones, run_len its text's
	 * length; joined: the function printed last follows run's text, one
	 * separator after it */
	Op *run;
	uint32_t run_len;
	bool joined;
	bool err;
};

/* What the module's block prints between two of its ops (print_block). */
static const char run_sep[] = "\n  ";
enum { RUN_SEP = sizeof run_sep - 1 };

unsigned bodies_save_dict(MlirBodies *b, unsigned n, NamedAttr *v, const char *const *elide)
{
	SavedDict d = {xmalloc((n ? n : 1) * sizeof *d.v), 0, 0};
	for (unsigned i = 0; i < n; i++)
		if (!p_pending_group(&v[i]) && !name_in(v[i].name, elide))
			d.v[d.n++] = v[i];
	for (unsigned i = 0; i < n; i++)
		if (p_pending_group(&v[i]))
			d.v[d.n + d.ngroups++] = v[i];
	vec_push(&b->dicts, d);
	return b->dicts.n - 1;
}

static int cmp_named(const void *x, const void *y)
{
	return strcmp(((const NamedAttr *)x)->name->s, ((const NamedAttr *)y)->name->s);
}

/* Prints saved dictionary k with what its groups set (a later one
 * replacing an entry of the same name), as p_attr_dict would have. */
static void print_saved_dict(MlirBodies *b, Out *o, unsigned k)
{
	SavedDict *d = &b->dicts.v[k];
	VEC(NamedAttr) v = {0};
	for (unsigned i = 0; i < d->n; i++) {
		NamedAttr e = d->v[i];
		if (e.attr->kind == ATTR_PENDING) {   /* a metadata placeholder (a call's !tbaa): NULL if dropped */
			e.attr = e.attr->pending < b->npending ? b->pending[e.attr->pending] : NULL;
			if (!e.attr)
				continue;
		}
		vec_push(&v, e);
	}
	for (unsigned g = 0; g < d->ngroups; g++) {
		unsigned idx = d->v[d->n + g].attr->pending;
		Attr *a = idx < b->npending ? b->pending[idx] : NULL;
		if (!a || a->kind != ATTR_DICT) {
			b->err = true;
			break;
		}
		for (unsigned j = 0; j < a->dict.n; j++) {
			unsigned i = 0;
			while (i < v.n && v.v[i].name != a->dict.elts[j].name)
				i++;
			if (i < v.n)
				v.v[i] = a->dict.elts[j];
			else
				vec_push(&v, a->dict.elts[j]);
		}
	}
	if (v.n) {
		qsort(v.v, v.n, sizeof *v.v, cmp_named);
		out_str(o, " {");
		print_dict_entries(o, v.n, v.v, NULL);
		out_ch(o, '}');
	}
	vec_free(&v);
}

/* Appends the next n bytes of b's file to o (o NULL: skips them). */
static void bodies_copy(MlirBodies *b, Out *o, size_t n)
{
	if (!b->f || b->err)
		return;   /* the output goes nowhere */
	if (o && n >= BODIES_BUF) {
		/* whole bodies: file to file (out_copy_file), not through f,
		 * whose buffer then starts again after them */
		off_t at = b->roff;
		if (out_copy_file(o, fileno(b->f), &at, n) != 0 || fseeko(b->f, at, SEEK_SET) != 0)
			b->err = true;
		b->roff = at;
		return;
	}
	/* a piece between placeholders (there may be one every few bytes):
	 * through f's buffer, a system call per BODIES_BUF bytes */
	char buf[1 << 12];
	while (n && !b->err) {
		size_t k = n < sizeof buf ? n : sizeof buf;
		if (fread(buf, 1, k, b->f) != k)
			b->err = true;
		if (o)
			out_mem(o, buf, k);
		b->roff += (off_t)k;
		n -= k;
	}
}

static bool region_fixes(MlirBodies *b, Region *r, BodyFix **v, unsigned *n)
{
	uint64_t x = (uint64_t)(uintptr_t)map_get(&b->fixes, r);
	*v = x ? b->fix.v + (x >> 32) : NULL;   /* fix.v is NULL before the first */
	*n = (unsigned)x;
	return x != 0;
}

/* Appends the len bytes of region r's text to o, its placeholders filled in. */
static void bodies_emit(MlirBodies *b, Out *o, Region *r, size_t len)
{
	BodyFix *f;
	unsigned n;
	if (!region_fixes(b, r, &f, &n)) {
		bodies_copy(b, o, len);
		return;
	}
	size_t at = 0;
	for (unsigned i = 0; i < n; i++) {
		bodies_copy(b, o, f[i].off - at);
		at = f[i].off;
		Attr *a = f[i].what != 'D' && f[i].idx < b->npending ? b->pending[f[i].idx] : NULL;
		if (f[i].what == 'V') {
			if (a)
				mlir_print_attr(o, a);
			else
				b->err = true;   /* only a dropped entry may go */
		} else if (f[i].what == 'D') {
			print_saved_dict(b, o, f[i].idx);
		} else if (f[i].what == 'B') {
			if (a && a->kind == ATTR_LLVM)
				print_llattr_body(o, a);
			else
				b->err = true;   /* inside its 'O' ... 'C', which went if NULL */
		} else if (f[i].what == 'W') {
			if (a && a->kind == ATTR_DENSE_ARRAY)
				p_weight_list(o, a);
			else
				b->err = true;   /* inside its 'O' ... 'C', which went if NULL */
		} else if (f[i].what == 'O' && !a) {
			int depth = 1;   /* to the matching 'C' */
			while (depth && ++i < n)
				depth += f[i].what == 'O' ? 1 : f[i].what == 'C' ? -1 : 0;
			if (i == n) {
				b->err = true;
				return;
			}
			bodies_copy(b, NULL, f[i].off - at);
			at = f[i].off;
		}
	}
	bodies_copy(b, o, len - at);
}

void bodies_each_pending(MlirBodies *b, Region *r, void (*fn)(void *arg, Attr *a), void *arg)
{
	BodyFix *f;
	unsigned n;
	if (!region_fixes(b, r, &f, &n))
		return;
	for (unsigned i = 0; i < n; i++) {
		if (f[i].what == 'V' && f[i].idx < b->npending && b->pending[f[i].idx])
			fn(arg, b->pending[f[i].idx]);
		if (f[i].what != 'D')
			continue;
		SavedDict *d = &b->dicts.v[f[i].idx];   /* its metadata placeholders (print_saved_dict) */
		for (unsigned j = 0; j < d->n; j++) {
			Attr *a = d->v[j].attr;
			if (a->kind == ATTR_PENDING && a->pending < b->npending && b->pending[a->pending])
				fn(arg, b->pending[a->pending]);
		}
	}
}

bool bodies_whole(MlirBodies *b, Region *r)
{
	return map_find(&b->whole, r) != NULL;
}

/* Takes the placeholder marks out of the body text in b->buf, into b->fix. */
static void bodies_unmark(MlirBodies *b, Region *r)
{
	char *s = b->buf.buf, *end = s + b->buf.len, *w = s;
	unsigned first = b->fix.n;
	for (char *q = s; q < end;) {
		char *m = memchr(q, '\1', (size_t)(end - q));
		if (!m)
			m = end;
		memmove(w, q, (size_t)(m - q));
		w += m - q;
		if (m == end)
			break;
		uint64_t idx = 0;
		for (q = m + 2; *q != '\2'; q++)
			idx = idx < FIX_IDX_MAX ? idx * 10 + (unsigned)(*q - '0') : idx;
		q++;
		if (idx > FIX_IDX_MAX)
			b->err = true;   /* cannot be kept: the whole module is printed instead */
		BodyFix f = {(uint32_t)(w - s), (uint32_t)idx & FIX_IDX_MAX, (uint32_t)(unsigned char)m[1]};
		vec_push(&b->fix, f);
	}
	b->buf.len = (size_t)(w - s);
	if (b->fix.n > first)
		map_put(&b->fixes, r, (void *)(uintptr_t)((uint64_t)first << 32 | (b->fix.n - first)));
}

void mlir_bodies_pending(MlirBodies *b, Attr **v, unsigned n)
{
	b->pending = v;
	b->npending = n;
}

/* ---- regions and blocks */

static void print_op(Printer *p, Op *op);

/* "  // pred: ^bb0" or "  // 2 preds: ^bb0, ^bb1" (sorted, duplicates kept) */
static void print_preds(Printer *p, Block *b, const uint32_t *preds, unsigned n)
{
	if (!n) {
		if (b != b->parent->first)
			out_str(p->o, "  // no predecessors");
		return;
	}
	if (n == 1)
		out_str(p->o, "  // pred: ");
	else {
		out_str(p->o, "  // ");
		out_u64(p->o, n);
		out_str(p->o, " preds: ");
	}
	for (unsigned i = 0; i < n; i++) {
		if (i)
			out_str(p->o, ", ");
		out_str(p->o, "^bb");
		out_u64(p->o, preds[i]);
	}
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

static void print_block(Printer *p, Block *b, bool header, bool terminator, const uint32_t *preds,
                        unsigned npreds)
{
	if (header) {
		out_indent(p->o, p->indent);
		p_block_name(p, b);
		if (b->nargs) {
			out_ch(p->o, '(');
			for (unsigned i = 0; i < b->nargs; i++) {
				if (i)
					out_str(p->o, ", ");
				p_value(p, b->args[i]);
				out_str(p->o, ": ");
				p_type(p, b->args[i]->type);
				p_debug_loc(p, b->args[i], NULL);
			}
			out_ch(p->o, ')');
		}
		out_ch(p->o, ':');
		print_preds(p, b, preds, npreds);
		out_ch(p->o, '\n');
	}
	p->indent += 2;
	for (Op *op = b->first; op; op = op->next) {
		if (!terminator && !op->next && (op_flags[op->kind] & OPF_TERM))
			break;
		out_indent(p->o, p->indent);
		print_op(p, op);
		out_ch(p->o, '\n');
	}
	p->indent -= 2;
}

static const char *default_dialect(Op *op)
{
	switch (op->kind) {
	case OP_BUILTIN_MODULE: return "builtin";
	case OP_FUNC_FUNC: return "func";
	default: return "";
	}
}

void p_region(Printer *p, Region *r, bool entry_args, bool terminators, bool empty_block)
{
	uint32_t len;
	if (r == p->capture) {
		Out *o = p->o;
		p->o = p->capture_o;
		p->capture = NULL;
		p_region(p, r, entry_args, terminators, empty_block);
		p->o = o;
		return;
	}
	if (p->bodies && ptrmap_get(&p->bodies->len, r, &len)) {
		bodies_emit(p->bodies, p->o, r, len);
		return;
	}
	out_str(p->o, "{\n");
	if (r->first) {
		vec_push(&p->dialects, r->parent ? default_dialect(r->parent) : "");
		/* predecessors of each block, by block number */
		unsigned nb = 0;
		for (Block *b = r->first; b; b = b->next)
			nb++;
		uint32_t *start = NULL, *list = NULL;
		if (nb > 1) {
			start = xmalloc((nb + 1) * sizeof *start);
			memset(start, 0, (nb + 1) * sizeof *start);
			unsigned total = 0;
			for (Block *b = r->first; b; b = b->next) {
				Op *t = b->last;
				for (unsigned i = 0; t && i < t->nsucc; i++) {
					uint32_t k;
					if (t->succs[i].block->parent == r && ptrmap_get(&p->bmap, t->succs[i].block, &k)) {
						start[k + 1]++;
						total++;
					}
				}
			}
			for (unsigned i = 0; i < nb; i++)
				start[i + 1] += start[i];
			list = xmalloc((total + 1) * sizeof *list);
			uint32_t *fill = xmalloc((nb + 1) * sizeof *fill);
			memcpy(fill, start, (nb + 1) * sizeof *fill);
			uint32_t bi = 0;
			for (Block *b = r->first; b; b = b->next, bi++) {
				Op *t = b->last;
				for (unsigned i = 0; t && i < t->nsucc; i++) {
					uint32_t k;
					if (t->succs[i].block->parent == r && ptrmap_get(&p->bmap, t->succs[i].block, &k))
						list[fill[k]++] = bi;
				}
			}
			free(fill);
			for (unsigned i = 0; i < nb; i++)
				qsort(list + start[i], start[i + 1] - start[i], sizeof *list, cmp_u32);
		}
		Block *entry = r->first;
		bool header = (empty_block && !entry->first) || (entry_args && entry->nargs);
		unsigned k = 0;
		for (Block *b = r->first; b; b = b->next, k++) {
			const uint32_t *pl = start ? list + start[k] : NULL;
			unsigned pn = start ? start[k + 1] - start[k] : 0;
			if (b == entry)
				print_block(p, b, header, terminators, pl, pn);
			else
				print_block(p, b, true, true, pl, pn);
		}
		free(start);
		free(list);
		p->dialects.n--;
	}
	out_indent(p->o, p->indent);
	out_ch(p->o, '}');
}

/* ---- ops */

static void print_generic(Printer *p, Op *op)
{
	Out *o = p->o;
	p_escaped(o, op->name->s, op->name->len);
	out_ch(o, '(');
	p_operands(p, op, 0, op->nopnd);
	out_ch(o, ')');
	if (op->nsucc) {
		out_ch(o, '[');
		for (unsigned i = 0; i < op->nsucc; i++) {
			if (i)
				out_str(o, ", ");
			p_block_name(p, op->succs[i].block);
		}
		out_ch(o, ']');
	}
	NamedAttr *attrs;
	unsigned na = props_write(p->c, op, &attrs);
	/* an op xlate does not know: its properties as written (one
	 * dictionary, SYM_unknown_props), its attributes the rest */
	Attr *own = NULL;
	for (unsigned i = 0; op->kind == OP_UNKNOWN && i < na; i++)
		if (attrs[i].name == p->c->sym[SYM_unknown_props] && attrs[i].attr->kind == ATTR_DICT) {
			own = attrs[i].attr;
			memmove(attrs + i, attrs + i + 1, (na - i - 1) * sizeof *attrs);
			na--;
			break;
		}
	unsigned nprop = 0;
	for (unsigned i = 0; !own && i < na; i++)
		nprop += props_inherent(p->c, op, attrs[i].name);
	if (own) {
		out_str(o, " <{");
		print_dict_entries(o, own->dict.n, own->dict.elts, NULL);
		out_str(o, "}>");
	}
	if (nprop) {
		out_str(o, " <{");
		bool first = true;
		for (unsigned i = 0; i < na; i++) {
			if (!props_inherent(p->c, op, attrs[i].name))
				continue;
			if (!first)
				out_str(o, ", ");
			first = false;
			print_dict_entries(o, 1, &attrs[i], NULL);
		}
		out_str(o, "}>");
	}
	if (op->nreg) {
		out_str(o, " (");
		for (unsigned i = 0; i < op->nreg; i++) {
			if (i)
				out_str(o, ", ");
			p_region(p, &op->regs[i], true, true, true);
		}
		out_ch(o, ')');
	}
	if (na > nprop) {
		out_str(o, " {");
		bool first = true;
		for (unsigned i = 0; i < na; i++) {
			if (!own && props_inherent(p->c, op, attrs[i].name))
				continue;
			if (!first)
				out_str(o, ", ");
			first = false;
			print_dict_entries(o, 1, &attrs[i], NULL);
		}
		out_ch(o, '}');
	}
	free(attrs);
	out_str(o, " : ");
	p_fn_sig_types(p, op);
}

static void print_results(Printer *p, Op *op)
{
	bool first = true;
	for (unsigned i = 0; i < op->nres; i++) {
		VName *vn = vname_of(p, &op->res[i]);
		if (!vn) {
			if (i == 0)
				out_str(p->o, "<<UNKNOWN SSA VALUE>>");
			continue;
		}
		if (!vn->group)
			continue;
		if (!first)
			out_str(p->o, ", ");
		first = false;
		p_vname(p, vn);
		if (vn->group > 1) {
			out_ch(p->o, ':');
			out_u64(p->o, vn->group);
		}
	}
	out_str(p->o, " = ");
}

static void print_op(Printer *p, Op *op);
static void print_op_loc(Printer *p, Op *op);

/* An isolated op of p->lazy_region: numbered now, in tables of its own. */
static void print_lazy(Printer *p, Op *op)
{
	Map bmap = p->bmap;
	unsigned nv = p->vnames.n, nn = p->names.n, vbase = p->vbase;
	Region *lr = p->lazy_region;
	Counters cnt = {p->lazy_cnt[0], p->lazy_cnt[1], p->lazy_cnt[2]};
	p->vbase = nv;            /* names of its own only */
	p->bmap = p->lazy_bmap;   /* the emptied table of the last one, sized for it */
	p->lazy_region = NULL;
	for (unsigned i = 0; i < op->nreg; i++)
		number_region(p, &op->regs[i], cnt);
	print_op_loc(p, op);   /* its location: print_op's, which called this */
	map_clear(&p->bmap, p->bmap.n);
	p->lazy_bmap = p->bmap;
	p->bmap = bmap;
	p->vbase = vbase;
	p->vnames.n = nv;
	p->names.n = nn;
	p->lazy_region = lr;
}

static void printer_free(Printer *p)
{
	map_free(&p->bmap);
	map_free(&p->lazy_bmap);
	vec_free(&p->vnames);
	vec_free(&p->names);
	vec_free(&p->usedlog);
	vec_free(&p->dialects);
	map_free(&p->used);
}

static bool is_lazy(Printer *p, Op *op)
{
	return p->lazy_region && op->parent && op->parent->parent == p->lazy_region &&
	       op->nreg && !op->nres && (op_flags[op->kind] & OPF_ISOLATED);
}

/* The text of a location with the input's #name aliases put in (the
 * output defines none), strings copied as they are. */
static void loc_text(Out *o, Ctx *c, const char *s, size_t n, unsigned depth)
{
	for (size_t i = 0; i < n;) {
		size_t j = i + 1;
		if (s[i] == '"') {
			while (j < n && s[j] != '"')
				j += s[j] == '\\' ? 2 : 1;
			j = j < n ? j + 1 : n;
		} else if (s[i] == '#') {
			while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '$' || s[j] == '.'))
				j++;
			Sym *a = depth < 16 ? map_get(&c->loc_aliases, intern(c, s + i + 1, j - i - 1)) : NULL;
			if (a) {
				loc_text(o, c, a->s, a->len, depth + 1);
				i = j;
				continue;
			}
		}
		out_mem(o, s + i, j - i);
		i = j;
	}
}

void p_debug_loc(Printer *p, const void *key, const Loc *at)
{
	if (!p->c->print_locs)
		return;
	LocRec *r = map_get(&p->c->locs, key);
	out_str(p->o, " loc(");
	if (r && r->attr) {
		/* an op's is its alias; a block argument's is printed inline, as
		 * mlir-opt prints them (at: NULL for an argument) */
		if (!at || !alias_print_attr(p->o, r->attr))
			print_loc_body(p->o, r->attr);
	} else if (r && r->text) {
		loc_text(p->o, p->c, r->text->s, r->text->len, 0);
	} else if (r || (at && at->file)) {
		const Loc *l = r ? &r->at : at;
		p_escaped(p->o, l->file->s, l->file->len);
		out_fmt(p->o, ":%u:%u", l->line, l->col);
	} else {
		out_str(p->o, "unknown");
	}
	out_ch(p->o, ')');
}

static void print_op(Printer *p, Op *op)
{
	print_op_loc(p, op);
	if (!p->c->print_locs)
		return;
	/* the module the parser made around the file's ops is at its line 0 */
	Loc at = op->loc;
	if (op->kind == OP_BUILTIN_MODULE && !op->parent && p->c->implicit_module)
		at.line = at.col = 0;
	p_debug_loc(p, op, &at);
}

/* Whether op's custom form can say what it holds: an entry block's
 * arguments only where the form names them (mlir-opt prints
 * `llvm.mlir.global ... { llvm.return %arg0 }`, which does not read back). */
static bool custom_form_fits(Op *op)
{
	if (!op_arity_ok(op, NULL, 0))   /* --no-verify: the custom printers index what the table promises */
		return false;
	if (op_flags[op->kind] & OPF_ENTRY_ARGS)
		return true;
	for (unsigned r = 0; r < op->nreg; r++)
		if (op->regs[r].first && op->regs[r].first->nargs)
			return false;
	return true;
}

static void print_op_loc(Printer *p, Op *op)
{
	uint32_t len;
	if (p->bodies && op->nreg && ptrmap_get(&p->bodies->whole, &op->regs[0], &len)) {
		bodies_emit(p->bodies, p->o, &op->regs[0], len);   /* mlir_print_func's */
		return;
	}
	if (is_lazy(p, op)) {
		print_lazy(p, op);
		return;
	}
	if (op->nres)
		print_results(p, op);
	if (!p->generic && custom_form_fits(op)) {
		CustomPrinter f = std_printers[op->kind];
		if (!f)
			f = llvm_printers[op->kind];
		if (f && f(p, op))
			return;
	}
	print_generic(p, op);
}

/* Prints module op; false (nothing printed) when bodies printed early
 * would be numbered wrong: their numbering starts at 0, as it does after
 * a module body whose ops define no values. */
static bool print_top(Ctx *c, Out *o, Op *op, unsigned flags, MlirBodies *bodies)
{
	bool generic = flags & MLIR_GENERIC;
	DictMemo *own = NULL;
	if (!bodies) {
		own = xmalloc(sizeof *own);
		memset(own, 0, sizeof *own);
	}
	Printer p = {.c = c, .o = o, .generic = generic, .bodies = bodies, .memo = bodies ? &bodies->memo : own};
	Counters cnt = {0, 0, 0};
	print_type_version(c->llvm_version);
	print_attr_version(c->llvm_version);
	vec_push(&p.dialects, "builtin");
	if (generic) {
		number_generic(&p, op);
	} else if (op->nreg == 1) {
		/* number_region of the body, but isolated ops left to print_lazy */
		Region *r = &op->regs[0];
		number_region_values(&p, r, &cnt);
		p.lazy_region = r;
		for (Block *b = r->first; b; b = b->next)
			for (Op *x = b->first; x; x = x->next)
				for (unsigned i = 0; i < x->nreg && !is_lazy(&p, x); i++)
					number_region(&p, &x->regs[i], cnt);
		p.lazy_cnt[0] = cnt.value;
		p.lazy_cnt[1] = cnt.arg;
		p.lazy_cnt[2] = cnt.conflict;
		if (bodies && (cnt.value || cnt.arg || cnt.conflict || p.vnames.n)) {
			printer_free(&p);
			dict_memo_free(own);
			free(own);
			return false;
		}
	} else {
		for (unsigned i = 0; i < op->nreg; i++)
			number_region(&p, &op->regs[i], cnt);
	}
	alias_begin(op, o, generic, bodies, c->print_locs ? &c->locs : NULL);
	print_op(&p, op);
	out_ch(o, '\n');
	alias_print_deferred(o);   /* (locations, and what only they name) */
	/* mlir-opt-19 ends its output with an empty line */
	out_str(o, flags & MLIR_TRANSLATE ? "" : "\n");
	alias_print_resources(c, o);
	alias_end();
	printer_free(&p);
	dict_memo_free(own);
	free(own);
	return true;
}

void mlir_print(Ctx *c, Out *o, Op *op, unsigned flags)
{
	print_top(c, o, op, flags, NULL);
}

MlirBodies *mlir_bodies_new(bool discard)
{
	FILE *f = discard ? NULL : tmpfile();
	if (!f && !discard)
		return NULL;
	MlirBodies *b = xmalloc(sizeof *b);
	memset(b, 0, sizeof *b);
	b->f = f;
	/* a system call per 4 KB (stdio's default) cost more than the copying */
	if (f) {
		b->fbuf = xmalloc(BODIES_BUF);
		setvbuf(f, b->fbuf, _IOFBF, BODIES_BUF);
	}
	out_init(&b->buf);
	return b;
}

void mlir_bodies_free(MlirBodies *b)
{
	if (!b)
		return;
	if (b->f)
		fclose(b->f);
	free(b->fbuf);
	out_free(&b->buf);
	map_free(&b->len);
	map_free(&b->whole);
	alias_memo_free(b->alias_memo);
	dict_memo_free(&b->memo);
	map_free(&b->bmap);
	map_free(&b->fixes);
	vec_free(&b->fix);
	for (unsigned i = 0; i < b->dicts.n; i++)
		free(b->dicts.v[i].v);
	vec_free(&b->dicts);
	free(b);
}

/* As print_lazy would print fn inside print_top's module (whose body
 * numbering leaves the counters at 0): its body, the header going
 * nowhere, or (whole) all of it. */
static bool print_early(Ctx *c, MlirBodies *b, Op *fn, bool whole)
{
	if (!fn->nreg || !alias_none(fn, &b->alias_memo))
		return false;
	print_attr_version(c->llvm_version);
	Out head;
	out_init(&head);
	b->buf.len = 0;
	Printer p = {.c = c, .o = whole ? &b->buf : &head, .indent = 2, .capture = whole ? NULL : &fn->regs[0],
	             .capture_o = &b->buf, .bmap = b->bmap, .saving = b, .memo = &b->memo};
	unsigned ndicts = b->dicts.n;
	p_pending_unprintable = false;
	p_marks_written = 0;
	print_type_version(c->llvm_version);
	vec_push(&p.dialects, "builtin");   /* print_top's */
	vec_push(&p.dialects, "builtin");   /* the module body's */
	for (unsigned i = 0; i < fn->nreg; i++)
		number_region(&p, &fn->regs[i], (Counters){0, 0, 0});
	print_op(&p, fn);
	out_free(&head);
	map_clear(&p.bmap, p.bmap.n);
	b->bmap = p.bmap;
	p.bmap = (Map){0};
	printer_free(&p);
	/* \1 bytes of the input's own (a body kept as written) beside marks:
	 * printed whole at the end instead (no marks there) */
	size_t nsoh = 0;   /* counted only where marks were written: the printer's hot path */
	for (const char *q = b->buf.buf, *e = q + b->buf.len; p_marks_written && q && (q = memchr(q, '\1', (size_t)(e - q))); q++)
		nsoh++;
	if (p.capture || b->buf.len > UINT32_MAX || p_pending_unprintable || (p_marks_written && nsoh != p_marks_written)) {
		while (b->dicts.n > ndicts)
			free(b->dicts.v[--b->dicts.n].v);
		return false;
	}
	if (p_marks_written)
		bodies_unmark(b, &fn->regs[0]);
	/* right after the run's text (the run is right before fn): one text */
	b->joined = whole && b->run && fn->prev == b->run && (uint64_t)b->run_len + RUN_SEP + b->buf.len <= UINT32_MAX;
	if (b->f && ((b->joined && fwrite(run_sep, 1, RUN_SEP, b->f) != RUN_SEP) ||
	             fwrite(b->buf.buf, 1, b->buf.len, b->f) != b->buf.len))
		b->err = true;
	ptrmap_put(whole ? &b->whole : &b->len, &fn->regs[0], (uint32_t)b->buf.len);
	return true;
}

void mlir_bodies_stand_in(Ctx *c, MlirBodies *b, Op *fn)
{
	Region *r = &fn->regs[0];
	uint32_t *lenp = map_find(&b->whole, r);
	uint32_t len = *lenp;
	map_remove(&b->whole, lenp);
	uint64_t *fxp = map_find(&b->fixes, r);
	uint64_t fx = fxp ? *fxp : 0;
	if (fxp)
		map_remove(&b->fixes, fxp);
	if (b->joined) {
		/* fn's placeholders follow the run's in fix: their offsets from the run's start */
		uint32_t base = b->run_len + RUN_SEP;
		Region *rr = &b->run->regs[0];
		for (unsigned i = (unsigned)(fx >> 32), n = (unsigned)fx; n; i++, n--)
			b->fix.v[i].off += base;
		uint64_t *runfx = fx ? map_slot(&b->fixes, rr, NULL) : NULL;
		if (runfx)
			*runfx = *runfx ? *runfx + (uint32_t)fx : fx;
		b->run_len = base + len;
		ptrmap_put(&b->whole, rr, b->run_len);
		op_unlink(fn);
		return;
	}
	OpState s;
	opstate_init(&s, fn->name, fn->loc);
	s.nreg = 1;
	Op *in = op_create(c, &s);
	opstate_free(&s);
	op_insert_before(fn, in);
	op_unlink(fn);
	ptrmap_put(&b->whole, &in->regs[0], len);
	if (fx)
		map_put(&b->fixes, &in->regs[0], (void *)(uintptr_t)fx);
	b->run = in;
	b->run_len = len;
}

bool mlir_print_body(Ctx *c, MlirBodies *b, Op *fn)
{
	return print_early(c, b, fn, false);
}

bool mlir_print_func(Ctx *c, MlirBodies *b, Op *fn)
{
	return print_early(c, b, fn, true);
}

int mlir_print_bodies(Ctx *c, Out *o, Op *module, MlirBodies *b, unsigned flags)
{
	if (b->f && (fflush(b->f) != 0 || fseek(b->f, 0, SEEK_SET) != 0))
		b->err = true;
	b->roff = 0;   /* f's position, also when bodies_copy copies past f */
	if (!print_top(c, o, module, flags & ~MLIR_GENERIC, b))
		return -1;
	return b->err ? -1 : 0;
}
