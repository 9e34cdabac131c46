/* import.c - the LLVM IR importer's entry point (ll_parse, with or
 * without a Feed to hand each function to the driver) and its
 * module-level builders: globals, comdats, function headers, attribute
 * groups, metadata ids, and the end-of-module checks.  Types are in
 * import_types.c, the grammar's records in import_syntax.c, function
 * attributes in import_fnattr.c, instructions in import_inst.c, constants
 * in import_const.c. */
#include <string.h>

#include "llvmir/import_fn.h"
#include "llvmir/intrinsics.h"

/* ---------------------------------------------------------------- maps */

void ll_map_recycle(Map *m, Map *spare)
{
	map_free(spare);
	map_clear(m, m->n);
	*spare = *m;
	*m = (Map){0};
}

/* ---------------------------------------------------------------- module entities */

/* Appends op at the end of the module body. */
static void module_push(LLParser *p, Op *op)
{
	block_push_op(p->body, op);
}

static Op *comdat_op(LLParser *p, Loc loc)
{
	if (p->comdat_op)
		return p->comdat_op;
	OpState s;
	opstate_init(&s, ll_sym(p, "llvm.comdat"), loc);
	opstate_add_attr(&s, p->c->sym[SYM_sym_name], attr_str(p->c, "__llvm_global_comdat", 20));
	s.nreg = 1;
	Op *op = op_create(p->c, &s);
	opstate_free(&s);
	region_push_block(&op->regs[0], block_new(p->c));
	if (p->body->first)
		op_insert_before(p->body->first, op);
	else
		block_push_op(p->body, op);
	return p->comdat_op = op;
}

static const char *const comdat_kinds[] = {"any", "exactmatch", "largest", "nodeduplicate", "samesize"};

void ll_comdat_def(LLParser *p, Sym *name, Sym *kind, Loc loc)
{
	int k = -1;
	for (unsigned i = 0; i < sizeof comdat_kinds / sizeof comdat_kinds[0]; i++)
		if (strcmp(kind->s, comdat_kinds[i]) == 0)
			k = (int)i;
	if (k < 0) {
		error_at(p->c, loc, "unknown comdat selection kind '%s'", kind->s);
		return;
	}
	if (map_get(&p->comdats, (uint64_t)(uintptr_t)name)) {
		error_at(p->c, loc, "redefinition of comdat '$%s'", name->s);
		return;
	}
	Op *cd = comdat_op(p, loc);
	OpState s;
	opstate_init(&s, ll_sym(p, "llvm.comdat_selector"), loc);
	opstate_add_attr(&s, ll_sym(p, "comdat"), ll_i64(p, k));
	opstate_add_attr(&s, p->c->sym[SYM_sym_name], attr_str(p->c, name->s, name->len));
	Op *sel = op_create(p->c, &s);
	block_push_op(cd->regs[0].first, sel);
	map_put(&p->comdats, (uint64_t)(uintptr_t)name, sel);
	opstate_free(&s);
}

static Attr *comdat_ref(LLParser *p, Sym *name)
{
	Sym *path[2] = {ll_sym(p, "__llvm_global_comdat"), name};
	return attr_symref(p->c, 2, path);
}

_Static_assert(sizeof(GlobalInfo) <= 32, "a GlobalInfo is kept for every function to the end");
_Static_assert(GLOBAL_CHUNK * sizeof(GlobalInfo) <= 64 * 1024, "a chunk of globals fits an arena chunk");

/* p's table of globals: name->hash's probe run in gslot, linear. */
GlobalInfo *ll_global_find(LLParser *p, Sym *name)
{
	uint32_t mask = p->gcap - 1;
	for (uint32_t i = name->hash & mask; p->gcap && p->gslot[i]; i = (i + 1) & mask) {
		GlobalInfo *g = ll_global_at(p, p->gslot[i] - 1);
		if (g->name == name)
			return g;
	}
	return NULL;
}

/* Puts the k-th global (0-based) in gslot. */
static void gslot_put(LLParser *p, uint32_t k)
{
	uint32_t mask = p->gcap - 1, i = ll_global_at(p, k)->name->hash & mask;
	while (p->gslot[i])
		i = (i + 1) & mask;
	p->gslot[i] = k + 1;
}

GlobalInfo *ll_global_info(LLParser *p, Sym *name)
{
	GlobalInfo *g = ll_global_find(p, name);
	if (g)
		return g;
	if (p->nglobals % GLOBAL_CHUNK == 0)   /* zeroed */
		vec_push(&p->gchunks, arena_alloc(p->c->arena, GLOBAL_CHUNK * sizeof *g));
	g = ll_global_at(p, p->nglobals++);
	g->name = name;
	if (2 * (size_t)p->nglobals > p->gcap) {   /* doubled, made again from the globals */
		free(p->gslot);
		p->gcap = p->gcap ? 2 * p->gcap : 64;
		p->gslot = xmalloc(p->gcap * sizeof *p->gslot);
		memset(p->gslot, 0, p->gcap * sizeof *p->gslot);
		for (uint32_t k = 0; k + 1 < p->nglobals; k++)
			gslot_put(p, k);
	}
	gslot_put(p, p->nglobals - 1);
	return g;
}

GlobalMore *ll_global_more(LLParser *p, GlobalInfo *g)
{
	if (!g->more)
		g->more = arena_alloc(p->c->arena, sizeof *g->more);
	return g->more;
}

Loc ll_kept_loc(LLParser *p, uint32_t line, uint32_t col)
{
	return (Loc){p->base.line ? p->base.file : p->src->file, line, col};
}

Attr *ll_fn_type(LLParser *p, const GlobalInfo *g, bool ifunc)
{
	Op *op = gi_op(g);
	if (!op)
		return gi_fn_type(g);
	if (op->kind == OP_LLVM_FUNC)
		return op_attr(op, p->c->sym[SYM_function_type]);
	return ifunc && op->kind == OP_LLVM_IFUNC ? op_attr_s(p->c, op, "i_func_type") : NULL;
}

void ll_global_use(LLParser *p, Sym *name, Loc loc)
{
	GlobalInfo *g = ll_global_info(p, name);
	if (!g->referenced) {
		g->referenced = true;
		if (!g->placed) {   /* the place the error that it is never defined is told at */
			g->line = loc.line;
			g->col = loc.col > GI_COL_MAX ? GI_COL_MAX : loc.col;
		}
	}
}

void ll_global_ref(LLParser *p, Sym *name, Loc loc)
{
	ll_global_use(p, name, loc);
	ll_global_info(p, name)->op_refs = true;
}

/* Declarations of the intrinsics that have llvm.intr.* ops are dropped
 * when no op names them, as mlir-translate-19 does: calls of them became
 * ops, and the op prints its own declaration back (ll_intr.c). */
static void drop_intrinsic_decls(LLParser *p)
{
	for (unsigned i = 0; i < p->fns.n; i++) {
		GlobalInfo *g = p->fns.v[i];
		const Intrinsic *in;
		Op *op = gi_op(g);
		if (!op || g->op_refs || strncmp(g->name->s, "llvm.", 5) || op->regs[0].first)
			continue;
		/* (llvm.dbg.declare/value/label: their calls are llvm.intr.dbg.* ops, import_di.c) */
		if (intrinsic_imports(in = intrinsic_of_call(g->name->s + 5), p->c->llvm_version) ||
		    !strcmp(g->name->s, "llvm.dbg.declare") || !strcmp(g->name->s, "llvm.dbg.value") ||
		    !strcmp(g->name->s, "llvm.dbg.label")) {
			op_erase(op);
			g->def.op = NULL;
		}
	}
}

/* What define_global defines. */
typedef enum { DEF_VAR, DEF_ALIAS, DEF_FUNC } DefKind;

/* name's GlobalInfo, now defined at loc; NULL (reported, in llvm-as's
 * words) if it was already. */
static GlobalInfo *define_global(LLParser *p, Sym *name, Loc loc, DefKind kind)
{
	GlobalInfo *g = ll_global_info(p, name);
	bool alias = kind == DEF_ALIAS;
	if (ll_defined(g) || g->is_alias) {
		if (kind != DEF_FUNC)
			error_at(p->c, loc, "redefinition of global '@%s'", name->s);
		else if (g->left_whole || (gi_op(g) && gi_op(g)->kind == OP_LLVM_FUNC))   /* a declaration too */
			error_at(p->c, loc, "invalid redefinition of function '%s'", name->s);
		else
			error_at(p->c, loc, "redefinition of function '@%s'", name->s);
		note_at(p->c, g->is_alias ? ll_kept_loc(p, g->more->alias_line, g->more->alias_col) : ll_kept_loc(p, g->line, g->col),
		        "previous definition is here");
		return NULL;
	}
	uint32_t col = loc.col > GI_COL_MAX ? GI_COL_MAX : loc.col;
	if (alias) {   /* its place stays its first use's: an alias cannot be used */
		ll_global_more(p, g)->alias_line = loc.line;
		g->more->alias_col = col;
	} else {
		g->line = loc.line;
		g->col = col;
		g->placed = true;
	}
	return g;
}

/* The linkage, visibility and other modifiers common to globals and functions. */
typedef struct GVFlags {
	const char *linkage;
	Loc linkage_loc;
	int dll;          /* 1 dllimport, 2 dllexport (dropped), 0 none */
	Loc dll_loc;
	int visibility, unnamed_addr;
	bool dso_local, thread_local, ext_init;
	unsigned addrspace;
	bool has_align;
	int64_t align;
	Sym *section, *comdat;
	bool has_comdat;
} GVFlags;

/* Consumes the modifiers it knows; returns false for other attributes. */
static bool gv_flag(LLParser *p, GVFlags *f, LLAttr *a)
{
	if (a->kind == A_KW && !a->args) {
		const char *k = a->kw->s;
		for (const char *const *l = llenum_words[LE_LINKAGE]; *l; l++)
			if (strcmp(k, *l) == 0) {
				f->linkage = *l;
				f->linkage_loc = a->loc;
				return true;
			}
		if (!strcmp(k, "default")) { f->visibility = 0; return true; }
		if (!strcmp(k, "hidden")) { f->visibility = 1; return true; }
		if (!strcmp(k, "protected")) { f->visibility = 2; return true; }
		if (!strcmp(k, "dso_local")) { f->dso_local = true; return true; }
		if (!strcmp(k, "dso_preemptable")) return true;
		if (!strcmp(k, "unnamed_addr")) { f->unnamed_addr = 2; return true; }
		if (!strcmp(k, "local_unnamed_addr")) { f->unnamed_addr = 1; return true; }
		if (!strcmp(k, "thread_local")) { f->thread_local = true; return true; }
		if (!strcmp(k, "externally_initialized")) { f->ext_init = true; return true; }
		if (!strcmp(k, "dllimport") || !strcmp(k, "dllexport")) {
			f->dll = k[3] == 'i' ? 1 : 2;
			f->dll_loc = a->loc;
			ll_drop(p, a->loc, "dllimport/dllexport");
			return true;
		}
	}
	if (a->kind == A_KW && a->args && !strcmp(a->kw->s, "thread_local")) {
		f->thread_local = true;
		ll_drop(p, a->loc, "thread_local model");
		return true;
	}
	if (a->kind == A_INT && a->kw && !strcmp(a->kw->s, "addrspace")) {
		f->addrspace = (unsigned)strtoul(a->val->s, NULL, 10);
		return true;
	}
	if (a->kind == A_INT && a->kw && !strcmp(a->kw->s, "align")) {
		f->has_align = true;
		f->align = strtoll(a->val->s, NULL, 10);
		return true;
	}
	if (a->kind == A_STR && a->val && !strcmp(a->kw->s, "section")) {
		f->section = a->val;
		return true;
	}
	if (a->kind == A_STR && a->val && !strcmp(a->kw->s, "partition")) {
		ll_drop(p, a->loc, "partition");
		return true;
	}
	if (a->kind == A_COMDAT) {
		f->has_comdat = true;
		f->comdat = a->val;
		return true;
	}
	return false;
}

/* Whether a, before `global`, `constant`, `alias` or `ifunc`, is one of
 * the words LLVM reads there (linkage, preemption, visibility, DLL
 * storage, thread_local, unnamed_addr, addrspace(N),
 * externally_initialized; gv_flag consumes them), else llvm-as's error. */
static void gv_prefix(LLParser *p, GVFlags *f, LLAttr *a)
{
	bool word = a->kind == A_KW || (a->kind == A_INT && a->kw && !strcmp(a->kw->s, "addrspace"));
	if (!word || !gv_flag(p, f, a))
		error_at(p->c, a->loc, "expected 'global' or 'constant'");
}

/* Whether a global of flags f and linkage lk is dso_local: said so
 * (when the import keeps what is said, keep_said), or implied by local
 * linkage or hidden or protected visibility (LLVM's isImplicitDSOLocal). */
static bool is_dso_local(const GVFlags *f, const char *lk, bool keep_said)
{
	return (keep_said && (f->dso_local || f->visibility)) || !strcmp(lk, "internal") || !strcmp(lk, "private");
}

/* own_name: the op is a function printed whole and given back with its
 * arena (Feed.heads): its name attribute goes with it (attr_str_own) */
static void gv_attrs(LLParser *p, OpState *s, GVFlags *f, Sym *name, bool is_fn, bool own_name)
{
	Ctx *c = p->c;
	const char *lk = f->linkage ? f->linkage : "external";
	opstate_add_attr(s, c->sym[SYM_linkage], attr_llvm_enum(c, LL_LINKAGE, lk));
	opstate_add_attr(s, c->sym[SYM_sym_name], own_name ? attr_str_own(c, name) : attr_str(c, name->s, name->len));
	opstate_add_attr(s, ll_sym(p, "unnamed_addr"), ll_i64(p, f->unnamed_addr));
	opstate_add_attr(s, ll_sym(p, "visibility_"), ll_i64(p, f->visibility));
	/* mlir-translate-19 keeps dso_local of variables only */
	bool fn_dso = gen_of(c->llvm_version)->keeps & GK_DSO_LOCAL;
	if (is_dso_local(f, lk, !is_fn || fn_dso))
		opstate_add_attr(s, ll_sym(p, "dso_local"), attr_unit(c));
	if (f->has_align)
		opstate_add_attr(s, c->sym[SYM_alignment], ll_i64(p, f->align));
	if (f->section)
		opstate_add_attr(s, ll_sym(p, "section"), attr_str(c, f->section->s, f->section->len));
	if (f->has_comdat)
		opstate_add_attr(s, ll_sym(p, "comdat"), comdat_ref(p, f->comdat ? f->comdat : name));
	if (!is_fn) {
		opstate_add_attr(s, ll_sym(p, "addr_space"), ll_i32(p, f->addrspace));
		if (f->thread_local)
			opstate_add_attr(s, ll_sym(p, "thread_local_"), attr_unit(c));
		if (f->ext_init)
			ll_drop(p, s->loc, "externally_initialized");
	}
}

void ll_drop_attr(LLParser *p, LLAttr *a, const char *where)
{
	char buf[160];
	if (a->kind == A_MD) {
		snprintf(buf, sizeof buf, "metadata !%s", a->kw ? a->kw->s : "");
		ll_drop(p, a->loc, buf);
		return;
	}
	snprintf(buf, sizeof buf, "%s attribute '%s'", where, a->kw ? a->kw->s : "?");
	ll_drop(p, a->loc, buf);
}

/* --keep-ll-extras: a type written with typed pointers (LLVM 14 and
 * older: a '*' in its text) is kept as written, the op's xlate.typed
 * string: the opaque IR has lost its pointees, which --llvm-version=14
 * takes as its first equations (ll_infer.c).  A named struct in it is
 * the module's. */
bool ll_keeps_typed(LLParser *p, const char *t, size_t n)
{
	return p->c->keep_ll_extras && memchr(t, '*', n) && !ll_names_numbered(t, n);
}

void ll_keep_typed(LLParser *p, OpState *s, const char *t, size_t n)
{
	if (ll_keeps_typed(p, t, n))
		opstate_add_attr(s, ll_sym(p, "xlate.typed"), attr_str(p->c, t, n));
}

static void md_note(LLParser *p, Op *fn, LLAttr *a);

/* llvm-as's checks of a global value's linkage against its visibility and
 * DLL storage (LLParser: at lloc, a function's linkage or a global's
 * name) and of dllimport (the verifier; decl: a declaration). */
static bool gv_consistent(LLParser *p, const GVFlags *f, Loc lloc, bool decl)
{
	const char *l = f->linkage ? f->linkage : "external";
	bool local = !strcmp(l, "private") || !strcmp(l, "internal");
	const char *err = NULL;
	if (local && f->visibility)
		err = "symbol with local linkage must have default visibility";
	else if (local && f->dll)
		err = "symbol with local linkage cannot have a DLL storage class";
	if (err) {
		error_at(p->c, lloc, "%s", err);
		return false;
	}
	if (f->dll == 1 && strcmp(l, "available_externally") &&
	    !(decl && (!strcmp(l, "external") || !strcmp(l, "extern_weak")))) {
		error_at(p->c, f->dll_loc, "Global is marked as dllimport, but not external");
		return false;
	}
	if (f->dll == 1 && f->visibility) {
		error_at(p->c, f->dll_loc, "dllimport GlobalValue must have default visibility");
		return false;
	}
	return true;
}

static void init_region(LLParser *p, GlobalInfo *g, Block *b, Loc loc);

/* GK_FN_INIT_SYM: whether initializer v is the address of a function
 * (defined or declared so far), which the global then holds as its value. */
static bool fn_address(LLParser *p, LLV *v)
{
	if (!(gen_of(p->c->llvm_version)->keeps & GK_FN_INIT_SYM) || v->kind != V_GLOBAL)
		return false;
	GlobalInfo *g = ll_global_find(p, v->s);
	return g && ((gi_op(g) && gi_op(g)->kind == OP_LLVM_FUNC) || gi_fn_type(g) || gi_more(g, head));
}

void ll_global(LLParser *p, Sym *name, LList *pre, bool is_const, Type *t, LLSpan tsp, LLV *init, LList *post, Loc loc)
{
	GlobalInfo *g = define_global(p, name, loc, DEF_VAR);
	if (!g)
		return;
	GVFlags f = {0};
	for (unsigned i = 0; pre && i < pre->n; i++)
		gv_prefix(p, &f, pre->v[i]);
	LList *dbg = NULL;   /* !dbg !N: its DIGlobalVariableExpressions, dbg_exprs at the end */
	for (unsigned i = 0; post && i < post->n; i++) {
		LLAttr *a = post->v[i];
		if (a->kind == A_MD && !strcmp(a->kw->s, "dbg") && a->md && a->md->kind == MD_REF)
			dbg = ll_append(p, dbg, a);
		else if (!gv_flag(p, &f, a))
			ll_drop_attr(p, a, "global");
	}
	gv_consistent(p, &f, loc, !init);
	if (f.linkage && !strcmp(f.linkage, "appending") && t->kind != TY_LLVM_ARRAY)
		error_at(p->c, f.linkage_loc, "Only global arrays can have appending linkage!");   /* llvm-as's verifier */
	if (!init && !f.linkage)
		f.linkage = "external";
	OpState s;
	opstate_init(&s, ll_sym(p, "llvm.mlir.global"), loc);
	gv_attrs(p, &s, &f, name, false, false);
	opstate_add_attr(&s, p->c->sym[SYM_global_type], attr_type(p->c, t));
	ll_keep_typed(p, &s, tsp.s, (size_t)(tsp.e - tsp.s));
	if (is_const)
		opstate_add_attr(&s, p->c->sym[SYM_constant], attr_unit(p->c));
	Attr *value = init ? ll_const_attr(p, init) : NULL;
	if (!value && init && fn_address(p, init))
		value = attr_sym(p->c, init->s);
	if (value)
		opstate_add_attr(&s, p->c->sym[SYM_value], value);
	s.nreg = 1;
	Op *op = op_create(p->c, &s);
	opstate_free(&s);
	g->def.op = op;
	for (unsigned i = 0; dbg && i < dbg->n; i++)
		md_note(p, op, dbg->v[i]);
	module_push(p, op);
	if (init)
		ll_global_more(p, g)->init_v = init;
	if (init && (gen_of(p->c->llvm_version)->keeps & GK_INIT_WALK))
		g->more->init = init;
	if (init && !value) {
		Block *b = block_new(p->c);
		region_push_block(&op->regs[0], b);
		p->walk_missed = false;
		init_region(p, g, b, loc);
		if (p->walk_missed)
			vec_push(&p->late_inits, op);
	}
}

/* A global's initializer region (block b, empty) made from its
 * initializer, with the return of it. */
static void init_region(LLParser *p, GlobalInfo *g, Block *b, Loc loc)
{
	Op *after = NULL;
	g->walking = true;
	Value *v = ll_use_in(p, g->more->init_v, b, &after);
	g->walking = false;
	if (v) {
		Op *ret = op_new(p->c, OP_LLVM_RETURN, loc, 1, &v, 0, NULL);
		block_push_op(b, ret);
	}
}

/* GK_INIT_WALK: the initializer regions that named a global defined
 * after them, made again now that every initializer is read (MLIR 19
 * walks into each global a constant names). */
static void ll_late_inits(LLParser *p)
{
	for (unsigned i = 0; i < p->late_inits.n; i++) {
		Op *op = p->late_inits.v[i];
		Block *b = op->regs[0].first;
		Attr *name = op_attr_s(p->c, op, "sym_name");
		GlobalInfo *g = name && name->kind == ATTR_STRING ? ll_global_find(p, name->s.str) : NULL;
		LLV *init = g ? gi_more(g, init_v) : NULL;
		if (!b || !init)
			continue;
		while (b->last)
			op_erase(b->last);
		if (fn_address(p, init)) {   /* a function defined after it: its value */
			block_remove(b);
			op_set_attr(p->c, op, p->c->sym[SYM_value], attr_sym(p->c, init->s));
			continue;
		}
		init_region(p, g, b, op->loc);
	}
	vec_free(&p->late_inits);
}

/* @a = [linkage] ... alias T, ptr @g  -> llvm.mlir.alias with the aliasee
 * built in its region; @f = ... ifunc T, ptr @resolver -> llvm.mlir.ifunc.
 * MLIR 19 has neither: both are dropped there, as by its importer. */
void ll_alias(LLParser *p, Sym *name, LList *pre, Sym *kind, Type *t, LLV *aliasee, LList *post, Loc loc)
{
	bool ifunc = strcmp(kind->s, "ifunc") == 0;
	GlobalInfo *g = define_global(p, name, loc, DEF_ALIAS);
	if (!g)
		return;
	g->is_alias = true;
	if (!(gen_of(p->c->llvm_version)->keeps & GK_ALIASES)) {
		ll_drop(p, loc, ifunc ? "ifunc" : "alias");
		return;
	}
	Ctx *c = p->c;
	GVFlags f = {0};
	for (unsigned i = 0; pre && i < pre->n; i++)
		gv_prefix(p, &f, pre->v[i]);
	for (unsigned i = 0; post && i < post->n; i++)
		if (!gv_flag(p, &f, post->v[i]))
			ll_drop_attr(p, post->v[i], kind->s);
	if (!aliasee->ty)  /* a constant expression written without its type */
		aliasee->ty = aliasee->kind == V_CE && aliasee->op != OP_LLVM_GEP && aliasee->ty2 ? aliasee->ty2 : ll_ptr(p, 0);
	if (ifunc && aliasee->kind != V_GLOBAL) {
		error_at(c, aliasee->loc, "an ifunc's resolver must be a function");
		return;
	}
	const char *lk = f.linkage ? f.linkage : "external";
	OpState s;
	opstate_init(&s, ll_sym(p, ifunc ? "llvm.mlir.ifunc" : "llvm.mlir.alias"), loc);
	opstate_add_attr(&s, c->sym[SYM_linkage], attr_llvm_enum(c, LL_LINKAGE, lk));
	opstate_add_attr(&s, c->sym[SYM_sym_name], attr_str(c, name->s, name->len));
	opstate_add_attr(&s, ll_sym(p, "unnamed_addr"), ll_i64(p, f.unnamed_addr));
	opstate_add_attr(&s, ll_sym(p, "visibility_"), ll_i64(p, f.visibility));
	if (is_dso_local(&f, lk, true))
		opstate_add_attr(&s, ll_sym(p, "dso_local"), attr_unit(c));
	if (f.thread_local)
		opstate_add_attr(&s, ll_sym(p, "thread_local_"), attr_unit(c));
	if (ifunc) {
		opstate_add_attr(&s, ll_sym(p, "i_func_type"), attr_type(c, t));
		opstate_add_attr(&s, ll_sym(p, "resolver"), attr_sym(c, aliasee->s));
		opstate_add_attr(&s, ll_sym(p, "resolver_type"), attr_type(c, aliasee->ty));
		if (f.addrspace)
			opstate_add_attr(&s, ll_sym(p, "address_space"), ll_i32(p, f.addrspace));
		ll_global_use(p, aliasee->s, aliasee->loc);
	} else {
		opstate_add_attr(&s, ll_sym(p, "alias_type"), attr_type(c, t));
		s.nreg = 1;
	}
	Op *op = op_create(c, &s);
	opstate_free(&s);
	g->def.op = op;
	module_push(p, op);
	if (!ifunc) {
		Block *b = block_new(c);
		region_push_block(&op->regs[0], b);
		Op *after = NULL;
		Value *v = ll_use_in(p, aliasee, b, &after);
		if (v)
			block_push_op(b, op_new(c, OP_LLVM_RETURN, loc, 1, &v, 0, NULL));
	}
}


/* The first bare keyword of l that is no attribute kind of LLVM's (nor
 * one of 14's, nor, in a header, unnamed_addr ...), where llvm-as's parse
 * of the attributes stops; NULL if none. */
static LLAttr *unknown_attr_kw(LList *l, bool header)
{
	for (unsigned i = 0; l && i < l->n; i++) {
		LLAttr *a = l->v[i];
		const char *k = a->kind == A_KW ? a->kw->s : NULL;
		if (!k || ll_attr_kind_known(k) || ll_old_memory_kind(k))
			continue;
		if (header && (!strcmp(k, "personality") || !strcmp(k, "prefix") || !strcmp(k, "prologue") ||
		               !strcmp(k, "unnamed_addr") || !strcmp(k, "local_unnamed_addr")))
			continue;
		return a;
	}
	return NULL;
}

void ll_attr_group(LLParser *p, Sym *num, LList *attrs, Loc loc)
{
	ll_check_attrs(p, attrs, LL_AT_FN, NULL);
	LLAttr *bad = unknown_attr_kw(attrs, false);
	if (bad) {
		error_at(p->c, bad->loc, "unterminated attribute group");
		return;
	}
	uint64_t k = strtoull(num->s, NULL, 10) + 1;
	if (p->groups_ahead) {   /* ll_groups_early */
		if (map_find(&p->group_line, k)) {
			p->groups_bad = true;
			return;
		}
		map_put(&p->group_line, k, (void *)(uintptr_t)loc.line);
	} else if (p->groups_early) {   /* read already: it must be that one */
		void **at = map_find(&p->group_line, k);
		if (at && *at && (uintptr_t)*at == loc.line && loc.col == 1) {
			*at = (void *)(uintptr_t)GROUP_CONFIRMED;
			p->ngroups_confirmed++;
		} else {
			p->groups_bad = true;
		}
		return;
	}
	if (map_get(&p->groups, k)) {
		error_at(p->c, loc, "redefinition of attribute group #%s", num->s);
		return;
	}
	map_put(&p->groups, k, attrs ? attrs : ll_list(p, NULL));
}

/* Metadata !id's slot in md_ids, made with the table's growth; NULL from
 * MD_REFS_KEPT on (a file numbering its nodes sparsely costs no table). */
static LLMdSlot *md_slot(LLParser *p, unsigned id)
{
	if (id >= MD_REFS_KEPT)
		return NULL;
	if (id >= p->md_ids.n) {
		size_t n = p->md_ids.n ? p->md_ids.n : 1024;
		while (n <= id)
			n *= 2;
		p->md_ids.v = xrealloc(p->md_ids.v, n * sizeof *p->md_ids.v);
		memset(p->md_ids.v + p->md_ids.n, 0, (n - p->md_ids.n) * sizeof *p->md_ids.v);
		p->md_ids.n = p->md_ids.cap = (unsigned)n;
	}
	return &p->md_ids.v[id];
}

LLMd *ll_md_node(LLParser *p, unsigned id)
{
	if (id < p->md_ids.n)
		return p->md_ids.v[id].def;
	return id < MD_REFS_KEPT ? NULL : map_get(&p->md_far, (uint64_t)id + 1);
}

void ll_md_def(LLParser *p, unsigned id, LLMd *md, Loc loc)
{
	if (ll_md_node(p, id)) {
		error_at(p->c, loc, "redefinition of metadata !%u", id);
		return;
	}
	LLMdSlot *sl = md_slot(p, id);
	if (sl)
		sl->def = md;
	else
		map_put(&p->md_far, (uint64_t)id + 1, md);
	ll_text_done(p);
}

LLMd *ll_md_ref(LLParser *p, unsigned id, Loc loc)
{
	/* one node for all references to a dense id from the module level
	 * (they are never changed); a body's own, in its scratch arena (what
	 * keeps an attachment copies it): most ids a body names are its
	 * instructions' DILocations, named there only */
	LLMdSlot *sl = md_slot(p, id);
	if (sl && sl->ref)
		return sl->ref;   /* (its first reference was seen) */
	bool shared = sl && p->a != p->scratch;
	LLMd *m = arena_alloc(shared ? p->c->arena : p->a, sizeof *m);
	m->kind = MD_REF;
	m->id = id;
	if (shared)
		sl->ref = m;
	if (ll_md_node(p, id) || (sl ? sl->fwd_line != 0 : map_get(&p->md_fwd_far, (uint64_t)id + 1) != NULL))
		return m;
	if (sl) {
		sl->fwd_line = loc.line;
		sl->fwd_col = loc.col;
	} else {
		vec_push(&p->md_fwd, ((LLMdFwd){id, loc.line, loc.col}));
		map_put(&p->md_fwd_far, (uint64_t)id + 1, (void *)(uintptr_t)p->md_fwd.n);
	}
	return m;
}

/* llvm-as's end-of-module check: the least id referenced and never
 * defined, where it was first referenced (at its number, after the '!'). */
static void check_md_defined(LLParser *p)
{
	LLMdFwd first = {0};
	bool found = false;
	for (unsigned id = 0; id < p->md_ids.n && !found; id++)   /* a dense id is less than any other */
		if ((found = p->md_ids.v[id].fwd_line && !p->md_ids.v[id].def))
			first = (LLMdFwd){id, p->md_ids.v[id].fwd_line, p->md_ids.v[id].fwd_col};
	for (unsigned i = 0; i < p->md_fwd.n && !(found && first.id < MD_REFS_KEPT); i++)
		if (!ll_md_node(p, p->md_fwd.v[i].id) && (!found || p->md_fwd.v[i].id < first.id)) {
			first = p->md_fwd.v[i];
			found = true;
		}
	if (found)
		error_at(p->c, ll_kept_loc(p, first.line, first.col + 1), "use of undefined metadata '!%u'", first.id);
}

/* ---------------------------------------------------------------- functions */

LLParam *ll_param(LLParser *p, Type *t, LLSpan tsp, LList *attrs, Sym *name, Loc loc)
{
	LLParam *pa = arena_alloc(p->a, sizeof *pa);
	pa->ty = t;
	pa->tsp = tsp;
	pa->attrs = attrs;
	pa->name = name;
	pa->loc = loc;
	return pa;
}

LLFnHead *ll_fn_head(LLParser *p, LList *pre, Type *ret, LLSpan rsp, Sym *name, LList *params, bool vararg, LList *post, Loc loc)
{
	/* (an intrinsic's declared attributes give way to LLVM's own for it:
	 * its verifier does not see them) */
	bool intrinsic = !strncmp(name->s, "llvm.", 5);
	ll_check_attrs(p, pre, LL_AT_RET, intrinsic ? NULL : ret);
	for (unsigned i = 0; params && i < params->n; i++) {
		LLParam *pa = params->v[i];
		ll_check_attrs(p, pa->attrs, LL_AT_PARAM, intrinsic ? NULL : pa->ty);
	}
	ll_check_attrs(p, post, LL_AT_FN, NULL);
	LLFnHead *h = arena_alloc(p->a, sizeof *h);
	h->pre = pre;
	h->ret = ret;
	h->rsp = rsp;
	h->name = name;
	h->params = params;
	h->vararg = vararg;
	h->post = post;
	h->loc = loc;
	return h;
}

/* LLVM calling convention keyword -> MLIR's #llvm.cconv name. */
static const char *const cconvs[][2] = {
	{"ccc", "ccc"}, {"fastcc", "fastcc"}, {"coldcc", "coldcc"}, {"ghccc", "cc_10"},
	{"webkit_jscc", "webkit_jscc"}, {"anyregcc", "anyregcc"}, {"preserve_mostcc", "preserve_mostcc"},
	{"preserve_allcc", "preserve_allcc"}, {"swiftcc", "swiftcc"}, {"cxx_fast_tlscc", "cxx_fast_tlscc"},
	{"tailcc", "tailcc"}, {"cfguard_checkcc", "cfguard_checkcc"}, {"swifttailcc", "swifttailcc"},
	{"x86_stdcallcc", "x86_stdcallcc"}, {"x86_fastcallcc", "x86_fastcallcc"},
	{"arm_apcscc", "arm_apcscc"}, {"arm_aapcscc", "arm_aapcscc"}, {"arm_aapcs_vfpcc", "arm_aapcs_vfpcc"},
	{"msp430_intrcc", "msp430_intrcc"}, {"x86_thiscallcc", "x86_thiscallcc"},
	{"ptx_kernel", "ptx_kernelcc"}, {"ptx_device", "ptx_devicecc"}, {"spir_func", "spir_funccc"},
	{"spir_kernel", "spir_kernelcc"}, {"intel_ocl_bicc", "intel_ocl_bicc"},
	{"x86_64_sysvcc", "x86_64_sysvcc"}, {"win64cc", "win64cc"}, {"x86_vectorcallcc", "x86_vectorcallcc"},
	{"hhvmcc", "hhvmcc"}, {"hhvm_ccc", "hhvm_ccc"}, {"x86_intrcc", "x86_intrcc"},
	{"avr_intrcc", "avr_intrcc"}, {"avr_signalcc", "avr_signalcc"}, {"x86_regcallcc", "x86_regcallcc"},
	{"amdgpu_vs", "amdgpu_vscc"}, {"amdgpu_gs", "amdgpu_gscc"}, {"amdgpu_ps", "amdgpu_pscc"},
	{"amdgpu_cs", "amdgpu_cscc"}, {"amdgpu_kernel", "amdgpu_kernelcc"},
	{"aarch64_vector_pcs", "aarch64_vector_pcs"}, {"aarch64_sve_vector_pcs", "aarch64_sve_vector_pcs"},
};

/* The keyword LLVM's AsmWriter prints for an MLIR #llvm.cconv name into
 * buf: the table read backwards, "cc N" for cc_N without a keyword, NULL
 * for the default (ccc).  Shared with the .ll printer. */
const char *ll_cconv_keyword(const char *mlir, char *buf, size_t n)
{
	if (!mlir || !strcmp(mlir, "ccc"))
		return NULL;
	for (unsigned i = 0; i < sizeof cconvs / sizeof cconvs[0]; i++)
		if (strcmp(mlir, cconvs[i][1]) == 0)
			return cconvs[i][0];
	if (!strncmp(mlir, "cc_", 3))
		snprintf(buf, n, "cc %s", mlir + 3);
	else
		snprintf(buf, n, "%s", mlir);
	return buf;
}

const char *ll_cconv(LLAttr *a)
{
	if (!a || a->kind != A_KW || a->args)
		return NULL;
	for (unsigned i = 0; i < sizeof cconvs / sizeof cconvs[0]; i++)
		if (strcmp(a->kw->s, cconvs[i][0]) == 0)
			return cconvs[i][1];
	return NULL;
}

/* Parameter/return attributes LLVM gives a type or an integer. */
static bool is_type_param_attr(const char *k)
{
	return !strcmp(k, "byval") || !strcmp(k, "sret") || !strcmp(k, "byref") || !strcmp(k, "inalloca")
	    || !strcmp(k, "preallocated") || !strcmp(k, "elementtype");
}
static bool is_int_param_attr(const char *k)
{
	return !strcmp(k, "dereferenceable") || !strcmp(k, "dereferenceable_or_null") || !strcmp(k, "alignstack");
}
/* Enum parameter attributes mlir-translate-19 imports (the others it
 * drops: dead_on_unwind, writable, immarg, swift*, ...). */
static const char *const param_enum_attrs[] = {
	"noundef", "nonnull", "noalias", "nocapture", "nofree", "readonly", "readnone", "writeonly",
	"signext", "zeroext", "inreg", "nest", "returned", "allocalign", "allocptr",
};

/* "llvm.<kw>", interned once per keyword */
static Sym *llvm_key(LLParser *p, Sym *kw)
{
	Sym *y = map_get(&p->llvm_keys, kw);
	if (y)
		return y;
	char buf[128], *key = kw->len + 6 <= sizeof buf ? buf : xmalloc(kw->len + 6);
	memcpy(key, "llvm.", 5);
	memcpy(key + 5, kw->s, kw->len + 1);
	y = intern(p->c, key, kw->len + 5);
	if (key != buf)
		free(key);
	map_put(&p->llvm_keys, kw, y);
	return y;
}

/* Builds the {llvm.X = ...} dictionary of one parameter or result; what
 * it drops is noted for the warning as a `where` attribute (NULL: not). */
Attr *ll_param_dict(LLParser *p, LList *attrs, const char *where)
{
	VEC(NamedAttr) d = {0};
	for (unsigned i = 0; attrs && i < attrs->n; i++) {
		LLAttr *a = attrs->v[i];
		Attr *v = NULL;
		const char *k = a->kw ? a->kw->s : "";
		if (a->kind == A_INT && !strcmp(k, "align")) {
			v = ll_i64(p, strtoll(a->val->s, NULL, 10));
		} else if (a->kind == A_KW && a->args && a->args->n == 1 && !strcmp(k, "captures")
		           && ((LLAttr *)a->args->v[0])->kind == A_KW && !strcmp(((LLAttr *)a->args->v[0])->kw->s, "none")) {
			k = "nocapture";  /* LLVM 21's spelling of nocapture */
			v = attr_unit(p->c);
		} else if (a->kind == A_KW && a->args && a->args->n == 2 && !strcmp(k, "range")
		           && (gen_of(p->c->llvm_version)->keeps & GK_PARAM_RANGE)) {
			/* range(i64 0, 4097) -> #llvm.constant_range<i64, 0, 4097> */
			LLAttr *lo = a->args->v[0], *hi = a->args->v[1];
			if (lo->kind == A_TYPE && lo->val && hi->kind == A_INT && type_is_int(lo->ty)) {
				Attr *f[3] = {attr_type(p->c, lo->ty), ll_int_attr(p, lo->ty, lo->val, lo->loc),
				              ll_int_attr(p, lo->ty, hi->val, hi->loc)};
				v = attr_llvm(p->c, LL_CONSTANT_RANGE, f, 0);
			}
		} else if (a->kind == A_KW && a->args && a->args->n == 1) {
			LLAttr *arg = a->args->v[0];
			if (is_type_param_attr(k) && arg->kind == A_TYPE && !arg->val)
				v = attr_type(p->c, arg->ty);
			else if (is_int_param_attr(k) && arg->kind == A_INT)
				v = ll_i64(p, strtoll(arg->val->s, NULL, 10));
		} else if (a->kind == A_KW && !a->args) {
			for (unsigned j = 0; j < sizeof param_enum_attrs / sizeof param_enum_attrs[0] && !v; j++)
				if (k[0] == param_enum_attrs[j][0] && !strcmp(k, param_enum_attrs[j]))
					v = attr_unit(p->c);
		}
		if (!v) {
			if (where)
				ll_drop_attr(p, a, where);
			continue;
		}
		NamedAttr na = {a->kw && k == a->kw->s ? llvm_key(p, a->kw) : ll_sym(p, "llvm.nocapture"), v};
		vec_push(&d, na);
	}
	Attr *r = attr_dict(p->c, d.n, d.v);
	vec_free(&d);
	return r;
}

/* Whether a function's metadata attachment a is kernel metadata that the
 * release's LLVM dialect holds as attributes (!vec_type_hint,
 * !work_group_size_hint, !reqd_work_group_size, !intel_reqd_sub_group_size;
 * GT_KERNEL_MD). */
bool ll_kernel_md_kept(LLParser *p, LLAttr *a)
{
	if (a->kind == A_MD && !strcmp(a->kw->s, "dbg") && p->c->print_locs && a->md && a->md->kind == MD_REF)
		return true;   /* its subprogram: the function's location (import_md.c) */
	return a->kind == A_MD && ll_kernel_md_kind(a->kw->s) && a->md && a->md->kind == MD_REF
	    && (gen_of(p->c->llvm_version)->translates & GT_KERNEL_MD);
}

/* Notes a (if kernel_md_kept) to become fn's attribute at the end of the
 * file (ll_resolve_md), when its node is known: a copy, a definition's
 * header being read into the scratch arena. */
/* Notes a to become fn's (or a global's) attribute at the end of the file
 * (kernel_md, import_md.c): a copy, a header being read into the scratch
 * arena. */
static void md_note(LLParser *p, Op *fn, LLAttr *a)
{
	LLAttr *k = arena_alloc(p->c->arena, sizeof *k);
	LLMd *m = arena_alloc(p->c->arena, sizeof *m);
	*k = *a;
	*m = *a->md;
	k->md = m;
	vec_push(&p->kmd_ops, fn);
	vec_push(&p->kmd_atts, k);
}

static bool kernel_md_note(LLParser *p, Op *fn, LLAttr *a)
{
	if (!ll_kernel_md_kept(p, a))
		return false;
	md_note(p, fn, a);
	return true;
}

/* Splits a header's leading attributes into linkage etc. (consumed into
 * f / cconv) and the result attributes (returned). */
/* Where a word before a function's return type stands in llvm-as's order
 * (LLParser::parseFunctionHeader): linkage, preemption, visibility, DLL
 * storage, calling convention, then return attributes; -1: never there. */
static int pre_stage(LLAttr *a)
{
	static const char *const stage[][4] = {
		{"dso_local", "dso_preemptable"}, {"default", "hidden", "protected"}, {"dllimport", "dllexport"},
	};
	if (a->kind != A_KW || !a->kw)
		return 5;
	const char *k = a->kw->s;
	if (!a->args) {
		for (const char *const *l = llenum_words[LE_LINKAGE]; *l; l++)
			if (!strcmp(k, *l))
				return 0;
		for (int i = 0; i < 3; i++)
			for (int j = 0; j < 4 && stage[i][j]; j++)
				if (!strcmp(k, stage[i][j]))
					return i + 1;
		if (!strcmp(k, "unnamed_addr") || !strcmp(k, "local_unnamed_addr") || !strcmp(k, "thread_local") ||
		    !strcmp(k, "externally_initialized"))
			return -1;
	} else if (!strcmp(k, "thread_local")) {
		return -1;
	}
	return ll_cconv(a) ? 4 : 5;
}

static LList *split_pre(LLParser *p, LLFnHead *h, GVFlags *f, const char **cconv)
{
	LList *res = NULL;
	for (int i = 0, at = -1; h->pre && i < (int)h->pre->n; i++) {
		int st = pre_stage(h->pre->v[i]);
		if (st < 0 || st < at || (st == at && st < 5)) {   /* llvm-as reads the type there */
			error_at(p->c, ((LLAttr *)h->pre->v[i])->loc, "expected type");
			break;
		}
		at = st;
	}
	for (unsigned i = 0; h->pre && i < h->pre->n; i++) {
		LLAttr *a = h->pre->v[i];
		const char *cc = ll_cconv(a);
		if (cc)
			*cconv = cc;
		else if (!gv_flag(p, f, a))
			res = ll_append(p, res, a);
	}
	return res;
}


/* --keep-ll-extras: the function type as its header writes it,
 * "R (P0, P1, ...)", as xlate.typed (ll_keep_typed); intrinsics take
 * and give i8* (ll_infer.c knows). */
static void keep_fn_typed(LLParser *p, OpState *s, LLFnHead *h)
{
	if (!p->c->keep_ll_extras || !p->typed_ptrs || !strncmp(h->name->s, "llvm.", 5))
		return;
	Out t;
	out_init(&t);
	out_mem(&t, h->rsp.s, (size_t)(h->rsp.e - h->rsp.s));
	out_str(&t, " (");
	for (unsigned i = 0; h->params && i < h->params->n; i++) {
		LLParam *pa = h->params->v[i];
		if (i)
			out_str(&t, ", ");
		out_mem(&t, pa->tsp.s, (size_t)(pa->tsp.e - pa->tsp.s));
	}
	if (h->vararg)
		out_str(&t, h->params ? ", ..." : "...");
	out_ch(&t, ')');
	ll_keep_typed(p, s, t.buf, t.len);
	out_free(&t);
}

/* llvm-as's checks of a function's linkage (LLParser::parseFunctionHeader). */
static bool fn_linkage_ok(LLParser *p, const GVFlags *f, bool define)
{
	static const char *const def_only[] = {"private", "internal", "available_externally", "linkonce",
	                                       "linkonce_odr", "weak", "weak_odr", NULL};
	const char *l = f->linkage, *err = NULL;
	if (!l)
		return true;
	if (!strcmp(l, "appending") || !strcmp(l, "common"))
		err = "invalid function linkage type";
	else if (!strcmp(l, "extern_weak") && define)
		err = "invalid linkage for function definition";
	for (const char *const *d = def_only; !err && !define && *d; d++)
		if (!strcmp(l, *d))
			err = "invalid linkage for function declaration";
	if (err)
		error_at(p->c, f->linkage_loc, "%s", err);
	return !err;
}

/* llvm-as's verifier on what only intrinsics take: metadata parameters
 * and immarg, at the parameter or the attribute. */
static bool fn_params_ok(LLParser *p, LLFnHead *h)
{
	bool ok = true;
	for (unsigned i = 0; strncmp(h->name->s, "llvm.", 5) && h->params && i < h->params->n; i++) {
		LLParam *pa = h->params->v[i];
		if (pa->ty->kind == TY_LLVM_METADATA) {
			error_at(p->c, pa->loc, "Function takes metadata but isn't an intrinsic");
			ok = false;
		}
		for (unsigned j = 0; pa->attrs && j < pa->attrs->n; j++)
			if (ll_is_kw(pa->attrs->v[j], "immarg")) {
				error_at(p->c, ((LLAttr *)pa->attrs->v[j])->loc, "immarg attribute only applies to intrinsics");
				ok = false;
			}
	}
	return ok;
}

static Op *make_func(LLParser *p, LLFnHead *h, bool define)
{
	GlobalInfo *g = define_global(p, h->name, h->loc, DEF_FUNC);
	if (!g)
		return NULL;
	Ctx *c = p->c;
	GVFlags f = {0};
	const char *cconv = "ccc";
	LList *resattrs = split_pre(p, h, &f, &cconv);
	if (!fn_linkage_ok(p, &f, define) || !fn_params_ok(p, h) ||
	    !gv_consistent(p, &f, f.linkage ? f.linkage_loc : h->loc, !define))
		return NULL;
	unsigned n = h->params ? h->params->n : 0;
	/* copied by type_llfunc and attr_array: not kept for the run */
	Type **pt = xmalloc((n ? n : 1) * sizeof *pt);
	bool any_arg_attrs = false;
	Attr **ad = xmalloc((n ? n : 1) * sizeof *ad);
	/* an intrinsic that becomes ops: its declaration's parameter
	 * attributes are LLVM's own for it (immarg), which the ops' printer
	 * writes back (intrinsic_attrs.h), dropped without a word */
	const Intrinsic *in = !define && !strncmp(h->name->s, "llvm.", 5) ? intrinsic_of_call(h->name->s + 5) : NULL;
	bool quiet = intrinsic_imports(in, c->llvm_version);
	/* any intrinsic's immarg is LLVM's, given back to the declaration by
	 * LLVM's parser: dropped without a word, as MLIR drops it */
	bool known = !define && !strncmp(h->name->s, "llvm.", 5) &&
	             intrinsic_lookup(h->name->s, c->llvm_version >= 19 ? c->llvm_version : 19);
	for (unsigned i = 0; i < n; i++) {
		LLParam *pa = h->params->v[i];
		pt[i] = pa->ty;
		LList *pattrs = pa->attrs;
		if (known && pattrs) {
			pattrs = NULL;
			for (unsigned j = 0; j < pa->attrs->n; j++)
				if (!ll_is_kw(pa->attrs->v[j], "immarg"))
					pattrs = ll_append(p, pattrs, pa->attrs->v[j]);
		}
		ad[i] = ll_param_dict(p, pattrs, quiet ? NULL : "parameter");
		if (ad[i]->dict.n)
			any_arg_attrs = true;
	}
	OpState s;
	opstate_init(&s, ll_sym(p, "llvm.func"), h->loc);
	opstate_add_attr(&s, ll_sym(p, "CConv"), ll_opaque(p, "llvm.cconv", cconv));
	opstate_add_attr(&s, c->sym[SYM_function_type], attr_type(c, type_llfunc(c, h->ret, n, pt, h->vararg)));
	keep_fn_typed(p, &s, h);
	if (any_arg_attrs)
		opstate_add_attr(&s, c->sym[SYM_arg_attrs], attr_array(c, n, ad));
	if (resattrs) {
		Attr *rd = ll_param_dict(p, resattrs, quiet ? NULL : "result");
		if (rd->dict.n)
			opstate_add_attr(&s, c->sym[SYM_res_attrs], attr_array(c, 1, &rd));
	}
	for (unsigned i = 0; h->post && i < h->post->n; i++) {
		LLAttr *a = h->post->v[i];
		if (gv_flag(p, &f, a))
			continue;
		if (a->kind == A_STR && a->val && !strcmp(a->kw->s, "gc"))
			opstate_add_attr(&s, ll_sym(p, "garbageCollector"), attr_str(c, a->val->s, a->val->len));
		else if (a->kind == A_KW && !strcmp(a->kw->s, "personality") && a->md && a->md->v) {
			LLV *v = a->md->v;
			while (v->kind == V_CE && v->op == OP_LLVM_BITCAST && v->elts && v->elts->n == 1)
				v = v->elts->v[0];   /* typed pointers: bitcast (i32 (...)* @p to i8*) */
			if (v->kind == V_GLOBAL)
				opstate_add_attr(&s, ll_sym(p, "personality"), attr_sym(c, v->s));
			else
				ll_drop(p, a->loc, "personality that is not a function");
		}
	}
	gv_attrs(p, &s, &f, h->name, true, define && p->feed && p->feed->heads);
	if (p->groups_early) {   /* the groups are known: set now, as op_set_attr would at the end */
		p->late_fn = p->fns.n + 1;
		ll_fn_attrs(p, h, &s);
		p->late_fn = 0;
	}
	s.nreg = 1;
	Op *op = op_create(c, &s);
	opstate_free(&s);
	free(pt);
	free(ad);
	g->def.op = op;
	if (!p->groups_early)
		ll_global_more(p, g)->head = h;
	vec_push(&p->fns, g);
	module_push(p, op);
	for (unsigned i = 0; define && h->post && i < h->post->n; i++)
		kernel_md_note(p, op, h->post->v[i]);   /* a definition's, in its header */
	return op;
}

/* A declaration; its kernel metadata (kernel_md_note) is made attributes
 * at the end of the file, its other attachments dropped. */
void ll_declare(LLParser *p, LLFnHead *h, LList *mds)
{
	LLAttr *bad = unknown_attr_kw(h->post, true);
	if (bad) {
		error_at(p->c, bad->loc, "expected top-level entity");
		return;
	}
	Op *op = make_func(p, h, false);
	for (unsigned i = 0; mds && i < mds->n; i++)
		if (!op || !kernel_md_note(p, op, mds->v[i]))
			ll_drop_attr(p, mds->v[i], "function");
}

/* With the groups known, a definition's header is read into the scratch
 * arena: its attributes are set at once (make_func), and nothing of it is
 * needed after its body. */
void ll_fn_head_begin(LLParser *p)
{
	if (!p->groups_early)
		return;
	if (!p->scratch)
		p->scratch = arena_new();
	p->a = p->scratch;
}

void ll_fn_begin(LLParser *p, LLFnHead *h)
{
	LLAttr *bad = unknown_attr_kw(h->post, true);
	if (bad)
		error_at(p->c, bad->loc, "expected '{' in function body");
	/* the body's IR from here: with the headers final (Feed.heads) the
	 * function op too, else the entry block (a streamed body keeps a
	 * copy of it) */
	bool heads = p->feed && p->feed->heads;
	if (heads)
		p->feed->open(p->feed);
	Op *op = make_func(p, h, true);
	if (!op) {  /* a redefinition: parse the body into a detached op */
		OpState s;
		opstate_init(&s, ll_sym(p, "llvm.func"), h->loc);
		s.nreg = 1;
		op = op_create(p->c, &s);
		opstate_free(&s);
	}
	if (p->feed && !heads)
		p->feed->open(p->feed);
	ll_fn_body_begin(p, op, h);
	ll_blockaddr_fn_begin(p);
	p->fn_calls = p->calls.n;
	p->fn_mds = p->md_ops.n;
	for (unsigned i = 0; h->post && i < h->post->n; i++) {
		LLAttr *a = h->post->v[i];
		if (a->kind == A_MD && a->md && a->md->kind == MD_REF && !strcmp(a->kw->s, "dbg"))
			ll_md_keep(p, op, a, ll_sym(p, ll_dbg_sp_kind));
	}
	p->fn_cfa = p->cfa_ops.n;
	p->fn_cm = p->cms.n;
}

/* ---------------------------------------------------------------- entry point */

static int by_ref_loc(const void *x, const void *y)
{
	const GlobalInfo *a = *(GlobalInfo *const *)x, *b = *(GlobalInfo *const *)y;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	return a->col < b->col ? -1 : a->col > b->col;
}

static int by_name(const void *x, const void *y)
{
	return strcmp((*(GlobalInfo *const *)x)->name->s, (*(GlobalInfo *const *)y)->name->s);
}

/* An intrinsic called and never declared is declared as the parser of
 * LLVM 19+ declares it (LLVM 14's refuses the file; its intrinsics are
 * looked up among 19's): with the type of its first call, which must
 * match the intrinsic's signature ('invalid intrinsic signature'); a call
 * that became an llvm.intr.* op needs none. */
static void declare_intrinsics(LLParser *p)
{
	Ctx *c = p->c;
	unsigned gen = c->llvm_version >= 19 ? c->llvm_version : 19;
	VEC(GlobalInfo *) todo = {0};
	for (unsigned i = 0; i < p->nglobals; i++) {
		GlobalInfo *g = ll_global_at(p, i);
		if (g->referenced && !ll_defined(g) && !g->is_alias && !strncmp(g->name->s, "llvm.", 5) &&
		    intrinsic_lookup(g->name->s, gen))
			vec_push(&todo, g);
	}
	if (todo.n > 1)   /* in the order of their names, as LLVM's parser declares them */
		qsort(todo.v, todo.n, sizeof *todo.v, by_name);
	for (unsigned i = 0; i < todo.n; i++) {
		GlobalInfo *g = todo.v[i];
		if (!g->op_refs) {   /* only calls that became ops: nothing to declare */
			g->referenced = false;
			continue;
		}
		Type *ft = gi_more(g, ref_fnty);
		Loc ref = ll_kept_loc(p, g->line, g->col);
		if (!ft) {
			error_at(c, ref, "intrinsic can only be used as callee");
			g->referenced = false;   /* reported */
			continue;
		}
		IntrinsicCall ic = {0};
		Out err;
		out_init(&ic.name);
		out_init(&err);
		unsigned v = c->llvm_version;
		c->llvm_version = gen;   /* the signature as 19's table has it, for 14 */
		const IntrinsicDef *d = intrinsic_check_call(c, g->name->s, ft->llfn.ret, ft->llfn.params, ft->llfn.n,
		                                             ft->llfn.n, &ic, &err);
		c->llvm_version = v;
		out_free(&ic.name);
		out_free(&err);
		if (!d || ft->llfn.vararg != ic.vararg) {
			error_at(c, ref, "invalid intrinsic signature");
			g->referenced = false;
			continue;
		}
		LList *params = NULL;
		for (unsigned k = 0; k < ft->llfn.n; k++)
			params = ll_append(p, params, ll_param(p, ft->llfn.params[k], (LLSpan){0}, NULL, NULL, ref));
		make_func(p, ll_fn_head(p, NULL, ft->llfn.ret, (LLSpan){0}, g->name, params, ft->llfn.vararg, NULL, ref),
		          false);
	}
	vec_free(&todo);
}

/* Every referenced global must be defined (aliases cannot be referenced:
 * they are dropped).  Reported in the order of the first uses, not of the
 * table (whose order depends on addresses). */
static void check_globals(LLParser *p)
{
	VEC(GlobalInfo *) bad = {0};
	for (unsigned i = 0; i < p->nglobals; i++) {
		GlobalInfo *g = ll_global_at(p, i);
		if (g->referenced && !ll_defined(g))
			vec_push(&bad, g);
	}
	if (bad.n > 1)
		qsort(bad.v, bad.n, sizeof *bad.v, by_ref_loc);
	for (unsigned i = 0; i < bad.n; i++) {
		GlobalInfo *g = bad.v[i];
		Loc ref = ll_kept_loc(p, g->line, g->col);
		if (g->is_alias)
			error_at(p->c, ref, "use of alias '@%s' (aliases are not supported by MLIR 19's LLVM dialect)", g->name->s);
		else
			error_at(p->c, ref, "use of undefined global '@%s'", g->name->s);
	}
	vec_free(&bad);
}

/* Whether what ll_stream_body assumed of the rest of the module holds. */
static bool stream_ok(LLParser *p)
{
	if (p->late_types || p->groups_bad || p->ngroups_confirmed != p->ngroups_early)
		return false;
	for (unsigned i = 0; i < p->assumed.n; i++) {
		GlobalInfo *g = ll_global_info(p, p->assumed.v[i].name);
		Attr *ft = ll_fn_type(p, g, false);
		if (ll_defined(g) && (!ft || ft->ty != p->assumed.v[i].ty))
			return false;
	}
	return true;
}

void ll_finish(LLParser *p)
{
	if (p->feed && (!stream_ok(p) || (p->feed->whole && p->nstreamed))) {
		p->feed->whole = p->feed->broken = true;   /* bodies were handed on too early */
		return;
	}
	ll_late_inits(p);
	ll_check_named_types(p);
	check_md_defined(p);
	declare_intrinsics(p);
	check_globals(p);
	ll_blockaddr_finish(p);
	if (p->c->nerrors)
		return;
	ll_name_numbered_structs(p);
	ll_fix_calls(p);
	ll_apply_fn_attrs(p);
	ll_resolve_md(p);
	ll_call_attrs_finish(p);
	ll_call_memory_finish(p);
	ll_module_finish(p);
	drop_intrinsic_decls(p);
	ll_locs_finish(p);
	if (p->ndropped && !p->c->nerrors) {   /* with an error nothing is written */
		Out o;
		out_init(&o);
		for (unsigned i = 0; i < p->ndropped; i++) {
			if (i)
				out_str(&o, ", ");
			out_sym(&o, p->dropped[i]);
		}
		out_ch(&o, 0);
		warning_at(p->c, p->first_drop, "dropped what MLIR's LLVM dialect does not model here: %s", o.buf);
		out_free(&o);
	}
}

Op *ll_parse(Ctx *c, Source *src, Feed *f)
{
	LLParser p = {0};
	p.feed = f;
	p.c = c;
	p.src = src;
	p.a = c->arena;
	p.cur = p.line_start = p.kept = src->buf;
	p.lim = src->buf + src->len;
	p.line = src->first_line ? src->first_line : 1;
	p.module = module_new(c, (Loc){src->file, 1, 1});
	layout_default(&p.dl);
	p.body = module_body(p.module);
	ll_layout_default(&p);
	if (f) {
		ll_groups_early(&p);
		f->heads = p.groups_early;
	}
	int rc = ll_yyparse(&p);
	map_free(&p.md_atoms);    /* (the text is read: what ll_finish makes */
	map_free(&p.md_fields);   /* of the nodes takes their place) */
	if (rc == 0 && !c->nerrors)
		ll_finish(&p);
	ll_fn_state_free(&p);
	free(p.numsym.v);
	opstate_free(&p.spare);
	map_free(&p.spare_locals);
	map_free(&p.spare_pos);
	map_free(&p.spare_state);
	map_free(&p.spare_cache);
	if (p.scratch)
		arena_free(p.scratch);
	vec_free(&p.gchunks);
	free(p.gslot);
	map_free(&p.comdats);
	map_free(&p.small_dense);
	vec_free(&p.positions);
	map_free(&p.type_alias);
	map_free(&p.named_index);
	vec_free(&p.named);
	vec_free(&p.named_loc);
	map_free(&p.groups);
	map_free(&p.group_line);
	map_free(&p.group_fn_attrs);
	vec_free(&p.late_drops);
	vec_free(&p.md_ids);
	map_free(&p.md_far);
	arena_free(p.md_tmp);
	map_free(&p.md_fwd_far);
	vec_free(&p.md_fwd);
	map_free(&p.md_attrs);
	ll_di_free(&p);
	map_free(&p.llvm_keys);
	map_free(&p.md_index);
	map_free(&p.call_index);
	map_free(&p.ba_fwd);
	vec_free(&p.calls);
	vec_free(&p.cfa_ops);
	vec_free(&p.cfa_groups);
	vec_free(&p.cfa_seq);
	vec_free(&p.cms);
	vec_free(&p.cm_done);
	vec_free(&p.cm_groups);
	vec_free(&p.call_types);
	vec_free(&p.fns);
	vec_free(&p.numbered);
	vec_free(&p.typed_structs);
	map_free(&p.const_prefix);
	map_free(&p.const_deps);
	vec_free(&p.md_ops);
	vec_free(&p.dbg_locs);
	map_free(&p.dbg_index);
	vec_free(&p.kmd_ops);
	vec_free(&p.kmd_atts);
	vec_free(&p.md_atts);
	vec_free(&p.md_seq);
	vec_free(&p.pending);
	map_free(&p.pending_index);
	vec_free(&p.assumed);
	vec_free(&p.late_inits);
	if (rc != 0 || c->nerrors || (f && f->broken))
		return NULL;
	return p.module;
}

/* The LLVM IR type written in s[0..n) (the body of MLIR 2020's
 * !llvm<"...">), typed pointers made opaque; NULL after an error located
 * in the text that starts at `at`. */
Type *ll_parse_type(Ctx *c, const char *s, size_t n, Loc at)
{
	char *buf = xmalloc(n + 1);
	memcpy(buf, s, n);
	buf[n] = 0;
	Source src = {.file = at.file, .buf = buf, .len = n};
	LLParser p = {0};
	p.c = c;
	p.src = &src;
	p.a = c->arena;
	p.cur = p.line_start = p.kept = buf;
	p.lim = buf + n;
	p.line = 1;
	p.type_only = p.first_special = true;
	p.base = at;
	unsigned nerr = c->nerrors;
	int rc = ll_yyparse(&p);
	map_free(&p.type_alias);
	map_free(&p.named_index);   /* %name in the text */
	vec_free(&p.named);
	vec_free(&p.named_loc);
	free(p.numsym.v);
	free(buf);
	if (rc != 0 || c->nerrors != nerr || !p.type_text) {
		if (c->nerrors == nerr)
			error_at(c, at, "invalid LLVM type");
		return NULL;
	}
	return p.type_text;
}
