/* import_types.c - the importer's types: the type syntax's builders
 * (named, array, vector, pointer, function types), type definitions
 * (`%T = type ...`: aliases, identified structs, LLVM 21+'s refusal of a
 * recursive one), and at the end of the module the checks of the named
 * structs and the names of the numbered ones (`%0`), given in the order
 * LLVM's TypeFinder meets them. */
#include <stdatomic.h>
#include <string.h>

#include "llvmir/import_fn.h"

static uint64_t parse_u64(LLParser *p, Sym *digits, Loc loc)
{
	uint64_t d;
	if (ll_digits(digits, &d))
		return d;
	char *end;
	unsigned long long v = strtoull(digits->s, &end, 10);
	if (*end || digits->s[0] == '-') {
		error_at(p->c, loc, "expected an unsigned integer, found '%s'", digits->s);
		return 0;
	}
	return v;
}

/* A struct type is checked at the end where it is first named, and
 * where it is defined. */
static void note_named(LLParser *p, Type *t, Loc loc)
{
	if (map_get(&p->named_index, t))
		return;
	map_put(&p->named_index, t, (void *)1);
	vec_push(&p->named, t);
	vec_push(&p->named_loc, loc);
}

Type *ll_type_named(LLParser *p, Sym *name, Loc loc)
{
	Type *alias = map_get(&p->type_alias, (uint64_t)(uintptr_t)name);
	if (alias)
		return alias;
	Type *t = type_struct_named(p->c, name);
	note_named(p, t, loc);
	return t;
}

/* llvm-as's checks of an array's and a vector's length and element type
 * (LLParser::parseArrayVectorType; arrays of scalable vectors are valid
 * since LLVM 18): nloc is the length's place, tloc the element type's. */
Type *ll_type_array(LLParser *p, Sym *n, Type *elt, Loc nloc, Loc tloc)
{
	switch (elt->kind) {
	case TY_LLVM_VOID: case TY_LLVM_LABEL: case TY_LLVM_METADATA: case TY_LLVM_FUNC: case TY_LLVM_TOKEN:
	case TY_LLVM_X86_AMX:
		error_at(p->c, tloc, "invalid array element type");
		break;
	default:
		break;
	}
	return type_array(p->c, parse_u64(p, n, nloc), elt);
}

Type *ll_struct_elt(LLParser *p, Type *t, Loc loc)
{
	if (t->kind == TY_LLVM_LABEL || t->kind == TY_LLVM_FUNC || t->kind == TY_LLVM_TOKEN || t->kind == TY_LLVM_METADATA)
		error_at(p->c, loc, "invalid element type for struct");
	return t;
}

/* Builtin vectors hold integers and floats; others are !llvm.vec. */
Type *ll_type_vector(LLParser *p, Sym *n, Type *elt, bool scalable, Loc nloc, Loc tloc)
{
	uint64_t len = parse_u64(p, n, nloc);
	if (len == 0)
		error_at(p->c, nloc, "zero element vector is illegal");
	else if (len > UINT32_MAX)
		error_at(p->c, nloc, "size too large for vector");
	else if (!type_is_int(elt) && !type_is_float(elt) && elt->kind != TY_LLVM_PPC_FP128 && elt->kind != TY_LLVM_PTR)
		error_at(p->c, tloc, "invalid vector element type");
	if (type_is_int(elt) || type_is_float(elt)) {
		int64_t shape = (int64_t)len;
		return type_vector(p->c, 1, &shape, &scalable, elt);
	}
	return type_llvec(p->c, len, elt, scalable);
}

/* Typed pointers (`i32*`) become opaque pointers in their address space. */
Type *ll_type_ptr(LLParser *p, Sym *addrspace, Type *pointee)
{
	if (pointee)
		p->typed_ptrs = true;
	unsigned as = addrspace ? (unsigned)strtoul(addrspace->s, NULL, 10) : 0;
	/* ll_parse_type keeps the pointee: its caller reads typed MLIR ops */
	return type_ptr(p->c, as, p->base.line ? pointee : NULL);
}

Type *ll_type_fn(LLParser *p, Type *ret, LList *params, bool vararg)
{
	return type_llfunc(p->c, ret, params ? params->n : 0, params ? (Type **)params->v : NULL, vararg);
}

/* Whether the type text [t, t + n) names a numbered struct (%0): the
 * import renames those at the end (ll_name_numbered_structs), so such a
 * text is not kept. */
bool ll_names_numbered(const char *t, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (t[i] == '%' && t[i + 1] >= '0' && t[i + 1] <= '9')
			return true;
	return false;
}

/* Whether t is target or holds it (in a struct's body or an array),
 * each struct looked into once in walk number walk. */
static bool holds_type(Type *t, Type *target, uint32_t walk)
{
	while (t->kind == TY_LLVM_ARRAY)
		t = t->arr.elt;
	if (t == target)
		return true;
	if (t->kind != TY_LLVM_STRUCT || t->st.seen_in == walk)
		return false;
	t->st.seen_in = walk;
	for (unsigned i = 0; i < t->st.n; i++)
		if (holds_type(t->st.elts[i], target, walk))
			return true;
	return false;
}

/* LLVM 21+ (and any struct printed as its literal body) refuses an
 * identified struct that contains itself, once its body is read (at the
 * next token, as llvm-as-22).  Only one named before (named_before) can:
 * no other type holds one not named yet. */
static bool struct_acyclic(LLParser *p, Type *t, LLSpan bsp, bool named_before)
{
	if (!named_before || (!(gen_of(p->c->llvm_version)->keeps & GK_STRUCT_ACYCLIC) && !p->c->structs_as_literals))
		return true;
	static _Atomic uint32_t walks;   /* (types outlive a parser: a number no walk had) */
	uint32_t walk = atomic_fetch_add(&walks, 1) + 1;
	bool cyclic = false;
	for (unsigned i = 0; i < t->st.n && !cyclic; i++)
		cyclic = holds_type(t->st.elts[i], t, walk);
	if (cyclic)
		error_at(p->c, ll_loc_next_token(p, bsp.e), "identified structure type '%s' is recursive", t->st.name->s);
	return !cyclic;
}

void ll_type_def(LLParser *p, Sym *name, Type *body, LLSpan bsp, bool opaque, Loc loc)
{
	if (p->nstreamed)
		p->late_types = true;
	if (body && !(body->kind == TY_LLVM_STRUCT && !body->st.name)) {
		map_put(&p->type_alias, (uint64_t)(uintptr_t)name, body);
		return;
	}
	Type *t = type_struct_named(p->c, name);
	bool named_before = map_get(&p->named_index, t) != NULL;
	note_named(p, t, loc);
	bool numbered = name->len > 0;
	for (unsigned i = 0; i < name->len; i++)
		numbered &= name->s[i] >= '0' && name->s[i] <= '9';
	if (numbered && !t->st.has_body && !t->st.opaque)
		vec_push(&p->numbered, t);
	if (opaque) {
		if (!t->st.has_body)
			type_struct_set_opaque(p->c, t);
	} else if (!type_struct_set_body(p->c, t, body->st.n, body->st.elts, body->st.packed)) {
		error_at(p->c, loc, "redefinition of type '%%%s'", name->s);
	} else if (!struct_acyclic(p, t, bsp, named_before)) {
		return;
	} else if (p->c->keep_ll_extras && !numbered && !p->c->structs_as_literals
		   && !ll_names_numbered(bsp.s, (size_t)(bsp.e - bsp.s))) {
		/* the module's xlate.typed_structs, if the module is typed IR */
		NamedAttr b = {name, attr_str(p->c, bsp.s, (size_t)(bsp.e - bsp.s))};
		vec_push(&p->typed_structs, b);
	}
	/* -import-structs-as-literals: the type, wherever used (before its
	 * definition too), is printed as its literal body; no literal struct
	 * of the module is of the same type in LLVM, so it stays its own */
	if (p->c->structs_as_literals && t->st.name) {
		if (t->st.opaque) {
			t->st.opaque = false;
			t->st.has_body = true;
			t->st.n = 0;
		}
		t->st.name = NULL;
		map_put(&p->type_alias, (uint64_t)(uintptr_t)name, t);   /* later uses */
	}
}

/* ---------------------------------------------------------------- at the end of the module */

/* Struct types nest at most this deep through their names: the MLIR
 * printer writes an identified struct's body where it is used. */
#define MAX_NAMED_DEPTH 1000

/* How deeply t nests structs (1 + its deepest element), memoized in
 * depth (Type* -> depth + 1); past MAX_NAMED_DEPTH it stops counting. */
static unsigned type_depth(Map *depth, Type *t, unsigned level)
{
	if (level > MAX_NAMED_DEPTH)
		return MAX_NAMED_DEPTH + 1;
	uintptr_t known = (uintptr_t)map_get(depth, t);
	if (known)
		return (unsigned)known - 1;
	unsigned d = 0;
	switch (t->kind) {
	case TY_LLVM_STRUCT:
		map_put(depth, t, (void *)1);   /* a cycle counts 0 */
		for (unsigned i = 0; i < t->st.n && d <= MAX_NAMED_DEPTH; i++) {
			unsigned e = type_depth(depth, t->st.elts[i], level + 1);
			if (e > d)
				d = e;
		}
		break;
	case TY_LLVM_ARRAY:
		d = type_depth(depth, t->arr.elt, level + 1);
		break;
	case TY_LLVM_VEC:
		d = type_depth(depth, t->llvec.elt, level + 1);
		break;
	default:
		return 0;
	}
	d = d > MAX_NAMED_DEPTH ? MAX_NAMED_DEPTH + 1 : d + 1;
	map_put(depth, t, (void *)(uintptr_t)(d + 1));
	return d;
}

/* Every struct named is defined, and none nests too deeply. */
void ll_check_named_types(LLParser *p)
{
	Map depth = {0};
	for (unsigned i = 0; i < p->named.n; i++) {
		Type *t = p->named.v[i];
		if (!t->st.has_body && !t->st.opaque) {
			error_at(p->c, p->named_loc.v[i], "use of undefined type named '%%%s'", t->st.name->s);
			type_struct_set_opaque(p->c, t);
		} else if (type_depth(&depth, t, 0) > MAX_NAMED_DEPTH) {
			error_at(p->c, p->named_loc.v[i], "type '%%%s' nests structs too deeply (more than %d levels)",
				 t->st.name->s, MAX_NAMED_DEPTH);
			break;
		}
	}
	map_free(&depth);
}

/* Numbered struct types (`%0 = type {...}`) have no name in LLVM.  MLIR 19
 * names each as LLVMStructType::getNewIdentified("") does: the first free
 * of "", ".1", ".2", ..., as its type translation meets them: globals
 * first (the global's type, then its initializer), then functions (the
 * function type, then the blocks in reverse post-order, unreachable ones
 * after), each type in post-order (a struct's element types first).  An
 * instruction's operands come before it: the constants it materializes;
 * then its type attributes and results.  Numbered structs never used are
 * named last, in definition order. */
typedef struct Namer {
	LLParser *p;
	Map state;         /* Type* and Op* -> a state below; absent: not seen */
	VEC(Type *) stack;
	unsigned next;      /* the next suffix to try */
} Namer;
/* NUMBERED: a numbered struct not yet seen; OPEN(_NUM): its parts are
 * being walked (it is a numbered struct, to be named after them). */
enum { NUMBERED = 1, OPEN, OPEN_NUM, DONE };

/* The i-th type t is made of, or NULL, in the order they are translated
 * (a function type's parameters before its result). */
static Type *type_part(Type *t, unsigned i)
{
	switch (t->kind) {
	case TY_LLVM_STRUCT: return i < t->st.n ? t->st.elts[i] : NULL;
	case TY_LLVM_ARRAY: return i ? NULL : t->arr.elt;
	case TY_LLVM_VEC: return i ? NULL : t->llvec.elt;
	case TY_LLVM_FUNC: return i < t->llfn.n ? t->llfn.params[i] : i == t->llfn.n ? t->llfn.ret : NULL;
	default: return NULL;
	}
}

static uintptr_t nm_state(Namer *nm, const void *x)
{
	return (uintptr_t)map_get(&nm->state, (uint64_t)(uintptr_t)x);
}

static void nm_set(Namer *nm, const void *x, uintptr_t st)
{
	map_put(&nm->state, (uint64_t)(uintptr_t)x, (void *)st);
}

/* Names the numbered structs in t, post-order. */
static void name_type(Namer *nm, Type *t)
{
	if (nm_state(nm, t) >= OPEN)
		return;
	vec_push(&nm->stack, t);
	while (nm->stack.n) {
		t = nm->stack.v[nm->stack.n - 1];
		uintptr_t st = nm_state(nm, t);
		if (st >= OPEN) {
			nm->stack.n--;
			for (bool named = st != OPEN_NUM; !named; nm->next++) {
				char buf[16] = "";
				if (nm->next)
					snprintf(buf, sizeof buf, ".%u", nm->next);
				named = type_struct_rename(nm->p->c, t, ll_sym(nm->p, buf));
			}
			nm_set(nm, t, DONE);
			continue;
		}
		nm_set(nm, t, st == NUMBERED ? OPEN_NUM : OPEN);
		unsigned n = 0;
		while (type_part(t, n))
			n++;
		while (n-- > 0)
			if (nm_state(nm, type_part(t, n)) < OPEN)
				vec_push(&nm->stack, type_part(t, n));
	}
}

static void name_region(Namer *nm, Region *r, uintptr_t nconst);

/* op after the ops defining its operands (constants it materialized). */
static void name_op(Namer *nm, Op *op)
{
	if (nm_state(nm, op) == DONE)
		return;
	nm_set(nm, op, DONE);
	for (unsigned i = 0; i < op->nopnd; i++)
		if (op->opnd[i].v && op->opnd[i].v->def)
			name_op(nm, op->opnd[i].v->def);
	for (unsigned i = 0; i < op->nattr; i++)
		if (op->attrs[i].attr->kind == ATTR_TYPE)
			name_type(nm, op->attrs[i].attr->ty);
	for (unsigned i = 0; i < op->nres; i++)
		name_type(nm, op->res[i].type);
	uintptr_t nconst = (uintptr_t)map_get(&nm->p->const_prefix, (uint64_t)(uintptr_t)op);
	for (unsigned i = 0; i < op->nreg; i++)
		name_region(nm, &op->regs[i], nconst ? nconst - 1 : 0);
}

/* The blocks as ModuleImport processes them: reverse post-order from the
 * entry, then from each block not reached.  The first nconst ops of the
 * entry block are the constants made as instructions used them: they
 * wait for their first use. */
static void name_region(Namer *nm, Region *r, uintptr_t nconst)
{
	Map pos = {0};
	BlockVec order = {0};
	for (Block *b = r->first; b; b = b->next)
		if (!map_get(&pos, (uint64_t)(uintptr_t)b))
			rpo_from(b, &pos, &order);
	for (unsigned k = 0; k < order.n; k++) {
		Block *b = order.v[k];
		for (unsigned i = 0; i < b->nargs; i++)
			name_type(nm, b->args[i]->type);
		Op *op = b->first;
		for (uintptr_t i = 0; b == r->first && op && i < nconst; i++)
			op = op->next;
		for (; op; op = op->next)
			name_op(nm, op);
	}
	vec_free(&order);
	map_free(&pos);
}

void ll_name_numbered_structs(LLParser *p)
{
	if (!p->numbered.n)
		return;   /* the walk below renames numbered structs only */
	Namer nm = {.p = p};
	for (unsigned i = 0; i < p->numbered.n; i++)
		nm_set(&nm, p->numbered.v[i], NUMBERED);
	for (int fns = 0; fns < 2; fns++)
		for (Op *op = module_body(p->module)->first; op; op = op->next)
			if ((op->kind == OP_LLVM_FUNC) == fns)
				name_op(&nm, op);
	for (unsigned i = 0; i < p->numbered.n; i++)
		name_type(&nm, p->numbered.v[i]);
	vec_free(&nm.stack);
	map_free(&nm.state);
}
