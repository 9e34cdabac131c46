/* op.c - operations, blocks, regions and values: creation, use lists,
 * attribute updates, the intrusive lists ops/blocks live in, and the
 * streamed module's symbol table (modsym_get).
 * Invariants: op->attrs is sorted by name (strcmp), without duplicates;
 * every Use with a value is linked into that value's use list. */
#include <string.h>
#include <threads.h>

#include "xlate/ir.h"
#include "ir/private.h"

const char *const op_names[NOPKINDS] = {
	[OP_UNKNOWN] = NULL,
#define X(id, name, flags) [OP_##id] = name,
	XOPS(X)
#undef X
};

const unsigned op_flags[NOPKINDS] = {
	[OP_UNKNOWN] = 0,
#define X(id, name, flags) [OP_##id] = flags,
	XOPS(X)
#undef X
};

/* The counts of ops.h XARITY, each lo | hi << 8 (hi 255: no bound). */
#define N(k) ((k) | (k) << 8)
#define L(k) ((k) | 255 << 8)
#define O (1 << 8)
const uint16_t op_arity[NOPKINDS][4] = {
	[OP_UNKNOWN] = {L(0), L(0), L(0), L(0)},
#define A(id, o, r, g, s) [OP_##id] = {o, r, g, s},
	XARITY(A)
#undef A
};
#define A(id, o, r, g, s) + 1
_Static_assert(0 XARITY(A) == NOPKINDS - 1, "an XARITY row for each op kind");
#undef A
#undef N
#undef L
#undef O


/* The message of MLIR's trait for a count n that does not fit a, dim 0
 * operands, 1 results, 2 regions, 3 successors (OpDefinition.cpp's words;
 * an Optional group's is ODS's). */
static void arity_msg(char *m, size_t sz, uint16_t a, unsigned n, int dim)
{
	static const char *const what[4] = {"operand", "result", "region", "successor"};
	unsigned lo = a & 255, hi = a >> 8;
	char found[32] = "";
	if (dim == 0)
		snprintf(found, sizeof found, ", but found %u", n);
	if (dim == 3 && hi == 255)
		snprintf(m, sz, "requires at least %u successors but found %u", lo, n);
	else if (dim == 3)
		snprintf(m, sz, "requires %u successor%s but found %u", lo, lo == 1 ? "" : "s", n);
	else if (lo == 0 && hi == 1)
		snprintf(m, sz, "%s group starting at #0 requires 0 or 1 element, but found %u", what[dim], n);
	else if (hi == 255)
		snprintf(m, sz, "expected %u or more %ss%s", lo, what[dim], found);
	else if (lo == 0)
		snprintf(m, sz, "requires zero %ss", what[dim]);
	else if (lo == 1)
		snprintf(m, sz, dim ? "requires one %s" : "requires a single %s", what[dim]);
	else
		snprintf(m, sz, "expected %u %ss%s", lo, what[dim], found);
}

bool op_arity_msg(const Op *op, char *msg, size_t sz)
{
	static const int order[4] = {2, 1, 3, 0};   /* MLIR's trait order */
	const uint16_t *a = op_arity[op->kind];
	unsigned n[4] = {op->nopnd, op->nres, op->nreg, op->nsucc};
	for (int i = 0; i < 4; i++) {
		int d = order[i];
		if (arity_fits(a[d], n[d]))
			continue;
		if (msg)
			arity_msg(msg, sz, a[d], n[d], d);
		return false;
	}
	return true;
}

/* ------------------------------------------------------------ op kinds */

/* name -> kind: the one Map, keyed by the name's hash (kinds whose
 * names share a hash share the key), built once per process
 * (op_kinds_init, from ctx_new, thread-safe), read-only after. */
static Map kind_map = {.vsize = sizeof(uint32_t)};
static once_flag kind_once = ONCE_FLAG_INIT;

static void kind_table_init(void)
{
	for (int k = 1; k < NOPKINDS; k++) {
		uint32_t h = (uint32_t)hash_bytes(op_names[k], strlen(op_names[k]), 0);   /* as intern() */
		*(uint32_t *)map_add(&kind_map, MAP_HASH_KEY(h)) = (uint32_t)k;
	}
}

void op_kinds_init(void)
{
	call_once(&kind_once, kind_table_init);
}

/* c: a Ctx exists, so op_kinds_init has run */
static OpKind kind_lookup(Sym *name)
{
	if (name->len > 10 && memcmp(name->s, "llvm.intr.", 10) == 0)
		return OP_LLVM_INTR;
	uint64_t key = MAP_HASH_KEY(name->hash);
	for (uint32_t *k = map_next(&kind_map, key, NULL); k; k = map_next(&kind_map, key, k))
		if (strcmp(op_names[*k], name->s) == 0)
			return (OpKind)*k;
	return OP_UNKNOWN;
}

_Static_assert(NOPKINDS < 0xffff, "Sym.opkind holds a kind");

/* looked up once per name, remembered in the Sym */
OpKind op_kind_of(Ctx *c, Sym *name)
{
	(void)c;
	if (!name->opkind)
		name->opkind = (uint16_t)(kind_lookup(name) + 1);
	return (OpKind)(name->opkind - 1);
}

bool op_dialect_known(const char *name)
{
	const char *dot = strchr(name, '.');
	size_t n = dot ? (size_t)(dot - name) : strlen(name);
	if (n == 7 && memcmp(name, "builtin", 7) == 0)
		return true;
	/* mlir-opt (19, 22) registers its test dialect, which takes any op */
	if (n == 4 && memcmp(name, "test", 4) == 0)
		return true;
	for (int k = 1; k < NOPKINDS; k++)   /* only for ops outside the table */
		if (strncmp(op_names[k], name, n) == 0 && op_names[k][n] == '.')
			return true;
	return false;
}

/* A dialect of attributes and types that mlir-opt registers: their bodies
 * are parsed there, an unregistered dialect's are kept as text. */
bool dialect_name_known(const char *name)
{
	size_t n = strcspn(name, ".");
	return op_dialect_known(name) || (n == 4 && !memcmp(name, "dlti", 4));
}

bool dialect_known(Sym *name)
{
	if (!name->dialect)   /* op_dialect_known scans the op table */
		name->dialect = (uint8_t)(dialect_name_known(name->s) + 1);
	return name->dialect - 1;
}

/* ------------------------------------------------------------ use lists */

static void use_link(Use *u, Value *v)
{
	u->v = v;
	if (!v) {
		u->next = NULL;
		u->prevp = NULL;
		return;
	}
	u->next = v->uses;
	if (u->next)
		u->next->prevp = &u->next;
	u->prevp = &v->uses;
	v->uses = u;
}

static void use_unlink(Use *u)
{
	if (u->prevp) {
		*u->prevp = u->next;
		if (u->next)
			u->next->prevp = u->prevp;
	}
	u->next = NULL;
	u->prevp = NULL;
	u->v = NULL;
}

void op_set_operand(Op *op, unsigned i, Value *v)
{
	Use *u = &op->opnd[i];
	if (u->v == v)
		return;
	use_unlink(u);
	use_link(u, v);
}

void value_replace_all_uses(Value *from, Value *to)
{
	if (from == to)
		return;
	while (from->uses) {
		Use *u = from->uses;
		use_unlink(u);
		use_link(u, to);
	}
}

bool value_has_uses(Value *v)
{
	return v->uses != NULL;
}

/* --------------------------------------------------------------- ops */

void opstate_init(OpState *s, Sym *name, Loc loc)
{
	memset(s, 0, sizeof *s);
	s->name = name;
	s->loc = loc;
}

void opstate_begin(Ctx *c, OpState *s, Sym *name, Loc loc)
{
	OpState *k = c->spare_state;
	if (k && k->opnds.cap + k->types.cap + k->attrs.cap + k->succs.cap) {
		*s = *k;
		memset(k, 0, sizeof *k);
		s->opnds.n = s->types.n = s->attrs.n = s->succs.n = 0;
		s->kind = OP_UNKNOWN;
		s->nreg = 0;
		s->name = name;
		s->loc = loc;
	} else {
		opstate_init(s, name, loc);
	}
}

Op *opstate_done(Ctx *c, OpState *s)
{
	Op *op = op_create(c, s);
	OpState *k = c->spare_state;
	if (!k) {
		k = c->spare_state = xmalloc(sizeof *k);
		memset(k, 0, sizeof *k);
	}
	if (k->opnds.cap + k->types.cap + k->attrs.cap + k->succs.cap) {
		opstate_free(s);
	} else {
		*k = *s;
		memset(s, 0, sizeof *s);
	}
	return op;
}

void opstate_free(OpState *s)
{
	vec_free(&s->opnds);
	vec_free(&s->types);
	vec_free(&s->attrs);
	vec_free(&s->succs);
}

void opstate_add_attr(OpState *s, Sym *name, Attr *a)
{
	NamedAttr na = {name, a};
	vec_push(&s->attrs, na);
}

Op *op_create(Ctx *c, OpState *s)
{
	Arena *ar = c->ir;
	Op *op = arena_alloc(ar, sizeof *op);
	op->name = s->name;
	op->kind = s->kind ? s->kind : op_kind_of(c, s->name);
	op->loc = s->loc;
	op->nopnd = s->opnds.n;
	op->nres = s->types.n;
	op->nreg = s->nreg;
	op->nsucc = s->succs.n;
	if (op->nopnd) {
		op->opnd = arena_alloc(ar, op->nopnd * sizeof *op->opnd);
		for (unsigned i = 0; i < op->nopnd; i++) {
			op->opnd[i].user = op;
			use_link(&op->opnd[i], s->opnds.v[i]);
		}
	}
	if (op->nres) {
		op->res = arena_alloc(ar, op->nres * sizeof *op->res);
		for (unsigned i = 0; i < op->nres; i++) {
			op->res[i].type = s->types.v[i];
			op->res[i].def = op;
			op->res[i].index = i;
		}
	}
	if (s->attrs.n) {
		op->attrs = arena_dup(ar, s->attrs.v, s->attrs.n * sizeof *op->attrs);
		op->nattr = named_sort(op->attrs, s->attrs.n);
	}
	if (op->nreg) {
		op->regs = arena_alloc(ar, op->nreg * sizeof *op->regs);
		for (unsigned i = 0; i < op->nreg; i++)
			op->regs[i].parent = op;
	}
	if (op->nsucc)
		op->succs = arena_dup(ar, s->succs.v, op->nsucc * sizeof *op->succs);
	return op;
}

Op *op_new(Ctx *c, OpKind k, Loc loc, unsigned nopnd, Value **opnds,
           unsigned nres, Type **rtypes)
{
	OpState s;
	opstate_init(&s, intern_c(c, op_names[k] ? op_names[k] : "builtin.unknown"), loc);
	s.kind = k;
	s.opnds.v = opnds;
	s.opnds.n = s.opnds.cap = nopnd;
	s.types.v = rtypes;
	s.types.n = s.types.cap = nres;
	return op_create(c, &s);
}

/* Index of name in op->attrs, or of where it would go (*found false). */
static unsigned attr_pos(Op *op, const char *name, bool *found)
{
	unsigned lo = 0, hi = op->nattr;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		int r = strcmp(op->attrs[mid].name->s, name);
		if (r == 0) {
			*found = true;
			return mid;
		}
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	*found = false;
	return lo;
}

void op_set_attr(Ctx *c, Op *op, Sym *name, Attr *a)
{
	bool found;
	unsigned i = attr_pos(op, name->s, &found);
	if (found && a) {
		op->attrs[i].attr = a;
	} else if (found) {
		memmove(op->attrs + i, op->attrs + i + 1, (op->nattr - i - 1) * sizeof *op->attrs);
		op->nattr--;
	} else if (a) {
		/* the old array stays in the arena; attribute sets are small */
		NamedAttr *v = arena_alloc(c->ir, (op->nattr + 1) * sizeof *v);
		if (i)
			memcpy(v, op->attrs, i * sizeof *v);
		v[i].name = name;
		v[i].attr = a;
		if (op->nattr - i)
			memcpy(v + i + 1, op->attrs + i, (op->nattr - i) * sizeof *v);
		op->attrs = v;
		op->nattr++;
	}
}

Attr *op_attr(Op *op, Sym *name)
{
	return named_find(op->nattr, op->attrs, name);
}

Attr *op_attr_s(Ctx *c, Op *op, const char *name)
{
	(void)c;
	bool found;
	unsigned i = attr_pos(op, name, &found);
	return found ? op->attrs[i].attr : NULL;
}

/* Drops the operand uses of op and of everything nested in it. */
static void drop_uses(Op *op)
{
	for (unsigned i = 0; i < op->nopnd; i++)
		use_unlink(&op->opnd[i]);
	for (unsigned r = 0; r < op->nreg; r++)
		for (Block *b = op->regs[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				drop_uses(o);
}

void op_erase(Op *op)
{
	op_unlink(op);
	drop_uses(op);
}

/* ------------------------------------------------------ blocks, regions */

Region *region_new(Ctx *c)
{
	return arena_alloc(c->ir, sizeof(Region));
}

Block *block_new(Ctx *c)
{
	return arena_alloc(c->ir, sizeof(Block));
}

Value *block_add_arg(Ctx *c, Block *b, Type *t)
{
	if (b->nargs == b->argcap) {
		unsigned cap = b->argcap ? b->argcap * 2 : 4;
		Value **v = arena_alloc(c->ir, cap * sizeof *v);
		if (b->nargs)
			memcpy(v, b->args, b->nargs * sizeof *v);
		b->args = v;
		b->argcap = cap;
	}
	Value *v = arena_alloc(c->ir, sizeof *v);
	v->type = t;
	v->owner = b;
	v->index = b->nargs;
	b->args[b->nargs++] = v;
	return v;
}

void block_erase_arg(Block *b, unsigned i)
{
	if (i >= b->nargs)
		return;
	for (unsigned k = i + 1; k < b->nargs; k++) {
		b->args[k - 1] = b->args[k];
		b->args[k - 1]->index = k - 1;
	}
	b->nargs--;
}

void region_push_block(Region *r, Block *b)
{
	b->parent = r;
	b->next = NULL;
	b->prev = r->last;
	if (r->last)
		r->last->next = b;
	else
		r->first = b;
	r->last = b;
}

/* after NULL inserts b first. */
void region_insert_block_after(Region *r, Block *after, Block *b)
{
	b->parent = r;
	b->prev = after;
	b->next = after ? after->next : r->first;
	if (b->next)
		b->next->prev = b;
	else
		r->last = b;
	if (after)
		after->next = b;
	else
		r->first = b;
}

void block_remove(Block *b)
{
	Region *r = b->parent;
	if (!r)
		return;
	if (b->prev)
		b->prev->next = b->next;
	else
		r->first = b->next;
	if (b->next)
		b->next->prev = b->prev;
	else
		r->last = b->prev;
	b->prev = b->next = NULL;
	b->parent = NULL;
}

void block_push_op(Block *b, Op *op)
{
	op->parent = b;
	op->next = NULL;
	op->prev = b->last;
	if (b->last)
		b->last->next = op;
	else
		b->first = op;
	b->last = op;
}

void op_insert_before(Op *before, Op *op)
{
	Block *b = before->parent;
	op->parent = b;
	op->next = before;
	op->prev = before->prev;
	if (op->prev)
		op->prev->next = op;
	else if (b)
		b->first = op;
	before->prev = op;
}

void op_insert_after(Op *after, Op *op)
{
	Block *b = after->parent;
	op->parent = b;
	op->prev = after;
	op->next = after->next;
	if (op->next)
		op->next->prev = op;
	else if (b)
		b->last = op;
	after->next = op;
}

void op_unlink(Op *op)
{
	Block *b = op->parent;
	if (op->prev)
		op->prev->next = op->next;
	else if (b && b->first == op)
		b->first = op->next;
	if (op->next)
		op->next->prev = op->prev;
	else if (b && b->last == op)
		b->last = op->prev;
	op->prev = op->next = NULL;
	op->parent = NULL;
}

Op *block_terminator(Block *b)
{
	Op *op = b->last;
	return op && (op_flags[op->kind] & OPF_TERM) ? op : NULL;
}

Op *module_new(Ctx *c, Loc loc)
{
	OpState s;
	opstate_init(&s, intern_c(c, "builtin.module"), loc);
	s.nreg = 1;
	Op *m = op_create(c, &s);
	Block *b = block_new(c);
	b->loc = loc;
	region_push_block(&m->regs[0], b);
	return m;
}

Block *module_body(Op *module)
{
	return module->nreg ? module->regs[0].first : NULL;
}

/* A ModSym in a word: own (3 bits), bareptr (1), kind and lkind (8 each),
 * fnty and lfnty (21 each: 0 NULL, else 1 + their index in modsym_ptrs),
 * body (1, the top bit). */
enum { MS_IXBITS = 21 };
_Static_assert(NOPKINDS <= 256, "ModSym packs an OpKind in 8 bits");

static uint64_t modsym_key(Sym *name)
{
	uint64_t h = hash_bytes(name->s, name->len, 0x5a17);
	return h ? h : 1;
}

static uint64_t modsym_ix(Ctx *c, void *p)
{
	if (!p)
		return 0;
	bool added;
	uint64_t *ix = map_slot(&c->modsym_ix, p, &added);
	if (added) {
		if (c->modsym_ptrs.n + 1 >= (1u << MS_IXBITS)) {
			c->modsym_full = true;
			map_del(&c->modsym_ix, p);
			return 0;
		}
		vec_push(&c->modsym_ptrs, p);
		*ix = c->modsym_ptrs.n;
	}
	return *ix;
}

bool modsym_get(Ctx *c, Sym *name, ModSym *m)
{
	uint64_t *v = c->modsyms.n ? map_find_(&c->modsyms, modsym_key(name)) : NULL;
	memset(m, 0, sizeof *m);
	if (!v)
		return false;
	uint64_t w = *v, f = w >> 20 & ((1u << MS_IXBITS) - 1), l = w >> (20 + MS_IXBITS) & ((1u << MS_IXBITS) - 1);
	m->own = w & 7;
	m->bareptr = w >> 3 & 1;
	m->body = w >> 63;
	m->kind = (OpKind)(w >> 4 & 255);
	m->lkind = (OpKind)(w >> 12 & 255);
	m->fnty = f ? c->modsym_ptrs.v[f - 1] : NULL;
	m->lfnty = l ? c->modsym_ptrs.v[l - 1] : NULL;
	return true;
}

void modsym_put(Ctx *c, Sym *name, const ModSym *m)
{
	uint64_t w = (uint64_t)(m->own & 7) | (uint64_t)m->bareptr << 3 | (uint64_t)(m->kind & 255) << 4 |
	             (uint64_t)(m->lkind & 255) << 12 | modsym_ix(c, m->fnty) << 20 |
	             modsym_ix(c, m->lfnty) << (20 + MS_IXBITS) | (uint64_t)m->body << 63;
	*(uint64_t *)map_slot_(&c->modsyms, modsym_key(name), NULL) = w;
}

/* ------------------------------------------------------------- cloning */

/* The clone map: old object -> its copy (values and blocks). */
static Op *clone_op(Ctx *c, Op *op, Map *m);

/* Blocks and their arguments first: successors and later ops refer to them. */
static void clone_region(Ctx *c, Region *dst, Region *src, Map *m)
{
	for (Block *b = src->first; b; b = b->next) {
		Block *nb = block_new(c);
		nb->label = b->label;
		nb->loc = b->loc;
		for (unsigned i = 0; i < b->nargs; i++) {
			Value *a = block_add_arg(c, nb, b->args[i]->type);
			a->name = b->args[i]->name;
			map_put(m, b->args[i], a);
		}
		map_put(m, b, nb);
		region_push_block(dst, nb);
	}
	for (Block *b = src->first, *nb = dst->first; b; b = b->next, nb = nb->next)
		for (Op *o = b->first; o; o = o->next)
			block_push_op(nb, clone_op(c, o, m));
}

/* Operands defined later than their use (graph regions, blocks out of
 * dominance order) still name the original value: clone_uses fixes them. */
static Op *clone_op(Ctx *c, Op *op, Map *m)
{
	OpState s;
	opstate_init(&s, op->name, op->loc);
	for (unsigned i = 0; i < op->nopnd; i++) {
		Value *v = op->opnd[i].v, *nv = v ? map_get(m, v) : NULL;
		vec_push(&s.opnds, nv ? nv : v);
	}
	for (unsigned i = 0; i < op->nres; i++)
		vec_push(&s.types, op->res[i].type);
	for (unsigned i = 0; i < op->nattr; i++)
		vec_push(&s.attrs, op->attrs[i]);
	for (unsigned i = 0; i < op->nsucc; i++) {
		Succ sc = op->succs[i];
		Block *nb = map_get(m, sc.block);
		if (nb)
			sc.block = nb;
		vec_push(&s.succs, sc);
	}
	s.nreg = op->nreg;
	Op *n = op_create(c, &s);
	opstate_free(&s);
	n->kind = op->kind;
	for (unsigned i = 0; i < op->nres; i++) {
		n->res[i].name = op->res[i].name;
		map_put(m, &op->res[i], &n->res[i]);
	}
	for (unsigned r = 0; r < op->nreg; r++)
		clone_region(c, &n->regs[r], &op->regs[r], m);
	return n;
}

static void clone_uses(Op *op, Map *m)
{
	for (unsigned i = 0; i < op->nopnd; i++) {
		Value *nv = op->opnd[i].v ? map_get(m, op->opnd[i].v) : NULL;
		if (nv)
			op_set_operand(op, i, nv);
	}
	for (unsigned r = 0; r < op->nreg; r++)
		for (Block *b = op->regs[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
				clone_uses(o, m);
}

Op *op_clone(Ctx *c, Op *op)
{
	Map m = {0};
	Op *n = clone_op(c, op, &m);
	clone_uses(n, &m);
	map_free(&m);
	return n;
}

Op *op_move_to_shell(Ctx *c, Op *op)
{
	OpState s;
	opstate_init(&s, op->name, op->loc);
	for (unsigned i = 0; i < op->nopnd; i++)
		vec_push(&s.opnds, op->opnd[i].v);
	for (unsigned i = 0; i < op->nres; i++)
		vec_push(&s.types, op->res[i].type);
	for (unsigned i = 0; i < op->nattr; i++)
		vec_push(&s.attrs, op->attrs[i]);
	s.nreg = op->nreg;
	Op *n = op_create(c, &s);
	opstate_free(&s);
	n->kind = op->kind;
	for (unsigned r = 0; r < op->nreg; r++) {
		n->regs[r] = op->regs[r];
		n->regs[r].parent = n;
		for (Block *b = n->regs[r].first; b; b = b->next)
			b->parent = &n->regs[r];
		op->regs[r].first = op->regs[r].last = NULL;
	}
	if (op->parent) {
		op_insert_before(op, n);
		op_unlink(op);
	}
	return n;
}

void region_keep_entry_args(Ctx *c, Region *r)
{
	Block *e = r->first;
	if (!e)
		return;
	Block *nb = block_new(c);
	nb->loc = e->loc;
	if (e->nargs) {   /* sized once: kept for the run */
		nb->args = arena_alloc(c->ir, e->nargs * sizeof *nb->args);
		nb->argcap = e->nargs;
	}
	for (unsigned i = 0; i < e->nargs; i++)
		block_add_arg(c, nb, e->args[i]->type);
	r->first = r->last = NULL;
	region_push_block(r, nb);
}
