/* import_fnattr.c - the attributes of LLVM IR function headers and
 * attribute groups as the LLVM dialect holds them: named ones (no_unwind,
 * memory_effects, uwtable_kind, frame_pointer, ...) where the release has
 * them, the others in passthrough; memory(...) and the readnone family of
 * LLVM 14 as #llvm.memory_effects; groups applied to the functions that
 * name them once all are read (ll_apply_fn_attrs). */
#include <string.h>

#include "llvmir/import_fn.h"
#include "llvmir/intrinsics.h"

/* memory(...) -> #llvm.memory_effects with a ModRef value for each
 * location (LL_MEMORY's fields; each generation's writer prints the ones
 * its release has). */
Attr *ll_memory_attr(LLParser *p, LLAttr *a)
{
	static const char *const ll_names[] = {"", "argmem", "inaccessiblemem", "errnomem", "target_mem0", "target_mem1"};
	enum { NLOC = sizeof ll_names / sizeof ll_names[0] };
	const char *loc[NLOC];
	for (unsigned j = 0; j < NLOC; j++)
		loc[j] = "none";
	const char *const *words = llenum_words[LE_MODREF];
	for (unsigned i = 0; a->args && i < a->args->n; i++) {
		LLAttr *x = a->args->v[i];
		if (x->kind != A_KW && x->kind != A_FIELD)
			break;   /* memory(%v): ll_attr_args reported it */
		unsigned j = x->kind == A_FIELD ? 1 : NLOC;
		while (j < NLOC && strcmp(x->kw->s, ll_names[j]))
			j++;
		const char *w = x->kind == A_FIELD ? x->val->s : x->kw->s;
		bool known = false;
		for (unsigned v = 0; words[v]; v++)
			known |= !strcmp(words[v], w);
		if ((x->kind != A_KW && j == NLOC) || (x->kind == A_KW && !known)) {
			/* the messages of llvm-as */
			error_at(p->c, x->loc, "expected memory location (argmem, inaccessiblemem) or access kind (none, read, write, readwrite)");
			break;
		}
		if (!known) {
			error_at(p->c, x->loc, "expected access kind (none, read, write, readwrite)");
			break;
		}
		if (x->kind == A_KW)
			for (j = 0; j < NLOC; j++)
				loc[j] = w;
		else
			loc[j] = w;
	}
	Attr *f[NLOC];
	for (unsigned j = 0; j < NLOC; j++) {
		int64_t v = 0;
		while (words[v] && strcmp(words[v], loc[j]))
			v++;
		if (!words[v]) {
			char body[160];
			snprintf(body, sizeof body, "other = %s, argMem = %s, inaccessibleMem = %s", loc[0], loc[1], loc[2]);
			return ll_opaque(p, "llvm.memory_effects", body);
		}
		f[j] = ll_i64(p, v);
	}
	return attr_llvm(p->c, LL_MEMORY, f, 0);
}

/* LLVM <= 15's memory attributes, which LLVM's parser upgrades to
 * memory(...): the access (readnone, readonly, writeonly) and the places
 * (argmemonly, inaccessiblememonly, inaccessiblemem_or_argmemonly). */
enum { OLDMEM_ARG = 1, OLDMEM_INACC = 2, OLDMEM_SEEN = 4 };
static const struct { const char *kw; int access, places; } oldmem[] = {
	{"readnone", 0, 0}, {"readonly", 1, 0}, {"writeonly", 2, 0},
	{"argmemonly", -1, OLDMEM_ARG}, {"inaccessiblememonly", -1, OLDMEM_INACC},
	{"inaccessiblemem_or_argmemonly", -1, OLDMEM_ARG | OLDMEM_INACC},
};
typedef struct OldMem { int access, places; } OldMem;   /* access -1: not given (readwrite) */

bool ll_old_memory_kind(const char *k)
{
	for (unsigned i = 0; i < sizeof oldmem / sizeof *oldmem; i++)
		if (!strcmp(k, oldmem[i].kw))
			return true;
	return false;
}

static bool old_memory_attr(LLAttr *a, OldMem *m)
{
	if (a->kind != A_KW || a->args)
		return false;
	for (size_t i = 0; i < sizeof oldmem / sizeof *oldmem; i++)
		if (!strcmp(a->kw->s, oldmem[i].kw)) {
			if (oldmem[i].access >= 0)
				m->access = oldmem[i].access;
			m->places |= oldmem[i].places | OLDMEM_SEEN;
			return true;
		}
	return false;
}

/* #llvm.memory_effects of the old attributes: the access in the places
 * named (everywhere if none is), none elsewhere. */
static Attr *old_memory_effects(LLParser *p, OldMem m)
{
	static const char *const kinds[] = {"none", "read", "write", "readwrite"};
	const char *acc = kinds[m.access < 0 ? 3 : m.access];
	int places = m.places & (OLDMEM_ARG | OLDMEM_INACC);
	const char *const *words = llenum_words[LE_MODREF];
	int64_t v = 0, none = 0;
	while (words[v] && strcmp(words[v], acc))
		v++;
	while (words[none] && strcmp(words[none], "none"))
		none++;
	Attr *f[6];   /* memory_attr's locations: other, argmem, inaccessiblemem, errnomem, target_mem0/1 */
	for (unsigned j = 0; j < 6; j++) {
		bool in = !places || (j == 1 && (places & OLDMEM_ARG)) || (j == 2 && (places & OLDMEM_INACC));
		f[j] = ll_i64(p, in ? v : none);
	}
	return attr_llvm(p->c, LL_MEMORY, f, 0);
}

bool ll_is_old_memory(LLAttr *a)
{
	OldMem m = {-1, 0};
	return old_memory_attr(a, &m);
}

Attr *ll_old_memory(LLParser *p, LList *attrs)
{
	OldMem m = {-1, 0};
	for (unsigned i = 0; attrs && i < attrs->n; i++)
		old_memory_attr(attrs->v[i], &m);
	return m.places & OLDMEM_SEEN ? old_memory_effects(p, m) : NULL;
}

/* Adds one function attribute to the passthrough list, or as memory /
 * vscale_range to fn. */
/* Whether s is one of LLVM's "frame-pointer" values. */
static bool frame_pointer_kind(const char *s)
{
	return !strcmp(s, "all") || !strcmp(s, "non-leaf") || !strcmp(s, "none") || !strcmp(s, "reserved");
}

static void fn_attr(LLParser *p, LLAttr *a, AttrVec *pass, OpState *fn)
{
	Ctx *c = p->c;
	const char *k = a->kw ? a->kw->s : "";
	Attr *e[2];
	if (a->kind == A_KW && !strcmp(k, "memory")) {
		opstate_add_attr(fn, ll_sym(p, gen_of(c->llvm_version)->fn_memory), ll_memory_attr(p, a));
		return;
	}
	if (a->kind == A_KW && !strcmp(k, "vscale_range") && a->args && a->args->n <= 2) {
		/* vscale_range(n) is vscale_range(n, n) */
		LLAttr *lo = a->args->v[0], *hi = a->args->v[a->args->n - 1];
		Type *i32 = type_i(c, 32);
		Attr *f[2] = {attr_int(c, i32, lo->val ? strtoll(lo->val->s, NULL, 10) : 0),
		              attr_int(c, i32, hi->val ? strtoll(hi->val->s, NULL, 10) : 0)};
		opstate_add_attr(fn, ll_sym(p, "vscale_range"), attr_llvm(c, LL_VSCALE_RANGE, f, 0));
		return;
	}
	if (a->kind == A_KW && !strcmp(k, "uwtable") && (gen_of(c->llvm_version)->keeps & GK_UWTABLE)) {
		LLAttr *x = a->args && a->args->n == 1 ? a->args->v[0] : NULL;
		bool sync = x && x->kind == A_KW && !strcmp(x->kw->s, "sync");
		opstate_add_attr(fn, ll_sym(p, "uwtable_kind"), ll_opaque(p, "llvm.uwtableKind", sync ? "sync" : "async"));
		return;
	}
	if (a->kind == A_KW && !a->args) {
		if (!strcmp(k, "uwtable")) {
			e[0] = attr_str(c, "uwtable", 7);
			e[1] = attr_str(c, "2", 1);
			vec_push(pass, attr_array(c, 2, e));
		} else {
			vec_push(pass, attr_str(c, k, strlen(k)));
		}
		return;
	}
	if (a->kind == A_KW && !strcmp(k, "allocsize") && a->args && a->args->n >= 1) {
		/* LLVM packs allocsize(e[, n]) as e << 32 | n, n = ~0u when absent */
		LLAttr *x = a->args->v[0], *y = a->args->n > 1 ? a->args->v[1] : NULL;
		uint64_t v = strtoull(x->val ? x->val->s : "0", NULL, 10) << 32;
		v |= y && y->val ? strtoull(y->val->s, NULL, 10) : 0xFFFFFFFFu;
		char buf[32];
		snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
		e[0] = attr_str(c, k, strlen(k));
		e[1] = attr_str(c, buf, strlen(buf));
		vec_push(pass, attr_array(c, 2, e));
		return;
	}
	if (a->kind == A_KW && !strcmp(k, "allockind") && a->args && a->args->n == 1
	    && ((LLAttr *)a->args->v[0])->kind == A_STR) {
		/* LLVM's AllocFnKind bits */
		static const char *const kinds[] = {"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"};
		const char *str = ((LLAttr *)a->args->v[0])->kw->s;
		unsigned bits = 0;
		for (const char *q = str; *q;) {   /* "alloc,zeroed": comma-separated kinds */
			size_t n = strcspn(q, ",");
			for (unsigned i = 0; i < 6; i++)
				if (strlen(kinds[i]) == n && !memcmp(q, kinds[i], n))
					bits |= 1u << i;
			q += n + (q[n] == ',');
		}
		char buf[16];
		snprintf(buf, sizeof buf, "%u", bits);
		e[0] = attr_str(c, k, strlen(k));
		e[1] = attr_str(c, buf, strlen(buf));
		vec_push(pass, attr_array(c, 2, e));
		return;
	}
	if (a->kind == A_KW && !strcmp(k, "uwtable") && a->args && a->args->n == 1) {
		LLAttr *x = a->args->v[0];
		const char *v = x->kind == A_KW && !strcmp(x->kw->s, "sync") ? "1" : "2";
		e[0] = attr_str(c, "uwtable", 7);
		e[1] = attr_str(c, v, 1);
		vec_push(pass, attr_array(c, 2, e));
		return;
	}
	if ((a->kind == A_KW && a->args && a->args->n == 1 && ((LLAttr *)a->args->v[0])->kind == A_INT) || a->kind == A_INT) {
		Sym *v = a->kind == A_INT ? a->val : ((LLAttr *)a->args->v[0])->val;
		e[0] = attr_str(c, k, strlen(k));
		e[1] = attr_str(c, v->s, v->len);
		vec_push(pass, attr_array(c, 2, e));
		return;
	}
	if (a->kind == A_STR && ll_attr_kind(c->llvm_version, k) == (a->val ? 1 : 2)) {
		/* "noinline"="x", "dereferenceable": a string attribute named as an
		 * attribute of LLVM's that takes no value (one); in passthrough the
		 * export takes it for that attribute and refuses it
		 * (mlir-translate-22 drops the first and fails on the second) */
		char buf[160];
		snprintf(buf, sizeof buf, "string attribute \"%s\"%s", k, a->val ? "=..." : "");
		ll_drop(p, a->loc, buf);
		return;
	}
	if (a->kind == A_STR && !a->val) {
		vec_push(pass, attr_str(c, k, strlen(k)));
		return;
	}
	if (a->kind == A_STR) {
		if (!strcmp(k, "frame-pointer") && !frame_pointer_kind(a->val->s)) {
			/* llvm-as's verifier rejects it; MLIR's enum has no spelling for it */
			error_at(c, a->loc, "invalid value for 'frame-pointer' attribute: %s", a->val->s);
			return;
		}
		e[0] = attr_str(c, k, strlen(k));
		e[1] = attr_str(c, a->val->s, a->val->len);
		vec_push(pass, attr_array(c, 2, e));
		return;
	}
	ll_drop_attr(p, a, "function");
}

static void fn_attr_list(LLParser *p, LList *l, AttrVec *pass, OpState *fn, unsigned depth, OldMem *om)
{
	for (unsigned i = 0; l && i < l->n; i++) {
		LLAttr *a = l->v[i];
		if (a->kind == A_GROUP) {
			/* a group never defined is empty, as llvm-as takes it */
			LList *g = map_get(&p->groups, (uint64_t)a->group + 1);
			if (g && depth < 2)
				fn_attr_list(p, g, pass, fn, depth + 1, om);
			continue;
		}
		if (old_memory_attr(a, om))
			continue;
		if (a->kind == A_COMDAT || a->kind == A_MD)
			continue;
		if (a->kind == A_STR && a->val && (!strcmp(a->kw->s, "gc") || !strcmp(a->kw->s, "section") || !strcmp(a->kw->s, "partition")))
			continue;
		const char *k = a->kw ? a->kw->s : "";
		if ((a->kind == A_KW && !a->args) && (!strcmp(k, "personality") || !strcmp(k, "prefix") || !strcmp(k, "prologue")
		    || !strcmp(k, "unnamed_addr") || !strcmp(k, "local_unnamed_addr")))
			continue;
		if (a->kind == A_INT && (!strcmp(k, "align") || !strcmp(k, "addrspace")) && depth == 0)
			continue;
		fn_attr(p, a, pass, fn);
	}
}

/* The passthrough attributes mlir-translate-19 turns into named ones
 * (its kExplicitAttributes; "target-cpu", and in 22 "prefer-vector-width"
 * and "reciprocal-estimates", it keeps in passthrough too).
 * Sets the named attribute on fn; returns whether e leaves passthrough. */
static bool explicit_attr(LLParser *p, OpState *fn, Attr *e)
{
	static const char *const units[][2] = {
		{"noinline", "no_inline"}, {"alwaysinline", "always_inline"}, {"optnone", "optimize_none"},
		{"convergent", "convergent"}, {"nounwind", "no_unwind"}, {"willreturn", "will_return"},
		{"aarch64_pstate_sm_enabled", "arm_streaming"}, {"aarch64_pstate_sm_body", "arm_locally_streaming"},
		{"aarch64_pstate_sm_compatible", "arm_streaming_compatible"}, {"aarch64_new_za", "arm_new_za"},
		{"aarch64_in_za", "arm_in_za"}, {"aarch64_out_za", "arm_out_za"},
		{"aarch64_inout_za", "arm_inout_za"}, {"aarch64_preserves_za", "arm_preserves_za"},
	};
	/* the third column: the GK_* bit the generation must have (0: all) */
	static const struct { const char *ll, *mlir; unsigned need; } bools[] = {
		{"unsafe-fp-math", "unsafe_fp_math", GK_UNSAFE_FP}, {"no-infs-fp-math", "no_infs_fp_math", 0},
		{"no-nans-fp-math", "no_nans_fp_math", 0}, {"approx-func-fp-math", "approx_func_fp_math", GK_UNSAFE_FP},
		{"no-signed-zeros-fp-math", "no_signed_zeros_fp_math", 0},
	};
	/* the fourth column: kept in passthrough too */
	static const struct { const char *ll, *mlir; unsigned need; bool pass; } strs[] = {
		{"target-cpu", "target_cpu", 0, true}, {"tune-cpu", "tune_cpu", 0, false},
		{"denormal-fp-math", "denormal_fp_math", 0, false},
		{"denormal-fp-math-f32", "denormal_fp_math_f32", 0, false}, {"fp-contract", "fp_contract", 0, false},
		{"instrument-function-entry", "instrument_function_entry", GK_UWTABLE, false},
		{"instrument-function-exit", "instrument_function_exit", GK_UWTABLE, false},
		{"prefer-vector-width", "prefer_vector_width", GK_UWTABLE, true},
		{"reciprocal-estimates", "reciprocal_estimates", GK_UWTABLE, true},
	};
	Ctx *c = p->c;
	unsigned keeps = gen_of(c->llvm_version)->keeps;
	bool pair = e->kind == ATTR_ARRAY;
	const char *k = (pair ? e->arr.elts[0] : e)->s.str->s;
	Sym *v = pair ? e->arr.elts[1]->s.str : NULL;
	for (size_t i = 0; !pair && i < sizeof units / sizeof *units; i++)
		if (!strcmp(k, units[i][0])) {
			opstate_add_attr(fn, ll_sym(p, units[i][1]), attr_unit(c));
			return true;
		}
	if (!v)
		return false;
	for (size_t i = 0; i < sizeof bools / sizeof *bools; i++)
		if (!strcmp(k, bools[i].ll) && (keeps & bools[i].need) == bools[i].need) {
			opstate_add_attr(fn, ll_sym(p, bools[i].mlir), attr_bool(c, !strcmp(v->s, "true")));
			return true;
		}
	for (size_t i = 0; i < sizeof strs / sizeof *strs; i++)
		if (!strcmp(k, strs[i].ll) && (keeps & strs[i].need) == strs[i].need) {
			opstate_add_attr(fn, ll_sym(p, strs[i].mlir), attr_str(c, v->s, v->len));
			return !strs[i].pass;
		}
	bool fp = !strcmp(k, "frame-pointer");
	if (!fp && strcmp(k, "target-features"))
		return false;
	if (!fp) {
		/* "+a,+b" -> #llvm.target_features<["+a", "+b"]>, empty features dropped */
		AttrVec f = {0};
		for (const char *s = v->s, *end; *s; s = *end ? end + 1 : end) {
			end = s + strcspn(s, ",");
			if (end > s)
				vec_push(&f, attr_str(c, s, (size_t)(end - s)));
			if (end > s && *s != '+' && *s != '-' && !p->bad_feature)
				p->bad_feature = f.v[f.n - 1];
		}
		Attr *list = attr_array(c, f.n, f.v);
		vec_free(&f);
		opstate_add_attr(fn, ll_sym(p, "target_features"), attr_llvm(c, LL_TARGET_FEATURES, &list, 0));
		return true;
	}
	Out o;
	out_init(&o);
	out_fmt(&o, v->len && !strchr(v->s, '-') ? "%s" : "\"%s\"", v->s);
	out_ch(&o, 0);
	opstate_add_attr(fn, ll_sym(p, "frame_pointer"), ll_opaque(p, "llvm.framePointerKind", o.buf));
	out_free(&o);
	return true;
}

static void fn_attrs_of(LLParser *p, LLFnHead *h, OpState *out);

/* The function attributes of header h (inline and #N groups) onto out,
 * in the order they are set (a later one replacing one of its name).
 * Most headers name one group and nothing else, the same for many
 * functions: what that gives is made once (group_fn_attrs), what it
 * drops told the first time, as every time after would tell it again. */
void ll_fn_attrs(LLParser *p, LLFnHead *h, OpState *out)
{
	LLAttr *a = h->post && h->post->n == 1 ? h->post->v[0] : NULL;
	if (!a || a->kind != A_GROUP) {
		fn_attrs_of(p, h, out);
		return;
	}
	uint64_t k = (uint64_t)a->group + 1;
	NamedAttr *v = map_get(&p->group_fn_attrs, k);
	if (!v) {
		OpState s = {0};
		fn_attrs_of(p, h, &s);
		v = arena_alloc(p->c->arena, (s.attrs.n + 1) * sizeof *v);   /* ends with a NULL name */
		if (s.attrs.n)
			memcpy(v, s.attrs.v, s.attrs.n * sizeof *v);
		opstate_free(&s);
		map_put(&p->group_fn_attrs, k, v);
	}
	for (; v->name; v++)
		opstate_add_attr(out, v->name, v->attr);
}

static void fn_attrs_of(LLParser *p, LLFnHead *h, OpState *out)
{
	AttrVec pass = {0};
	OldMem om = {-1, 0};
	fn_attr_list(p, h->post, &pass, out, 0, &om);
	if (om.places & OLDMEM_SEEN)
		opstate_add_attr(out, ll_sym(p, gen_of(p->c->llvm_version)->fn_memory), old_memory_effects(p, om));
	unsigned n = 0;
	for (unsigned j = 0; j < pass.n; j++)
		if (!explicit_attr(p, out, pass.v[j]))
			pass.v[n++] = pass.v[j];
	if (n)
		opstate_add_attr(out, ll_sym(p, "passthrough"), attr_array(p->c, n, pass.v));
	vec_free(&pass);
	/* llvm-as's verifier (and MLIR's: 'with optimize_none must also be no_inline') */
	bool optnone = false, noinline = false, alwaysinline = false;
	for (unsigned j = 0; j < out->attrs.n; j++) {
		optnone |= !strcmp(out->attrs.v[j].name->s, "optimize_none");
		noinline |= !strcmp(out->attrs.v[j].name->s, "no_inline");
		alwaysinline |= !strcmp(out->attrs.v[j].name->s, "always_inline");
	}
	if (noinline && alwaysinline)   /* (MLIR's: 'no_inline and always_inline attributes are incompatible') */
		error_at(p->c, h->loc, "Attributes 'noinline and alwaysinline' are incompatible!");
	else if (optnone && !noinline)
		error_at(p->c, h->loc, "Attribute 'optnone' requires 'noinline'!");
	if (p->bad_feature) {   /* llvm-as-22's verifier (MLIR's refuses it too) */
		error_at(p->c, h->loc, "target feature '%s' must start with a '+' or '-'", p->bad_feature->s.str->s);
		p->bad_feature = NULL;
	}
	for (unsigned j = 0; h->post && j < h->post->n; j++) {
		LLAttr *a = h->post->v[j];
		if (a->kind == A_MD && !ll_kernel_md_kept(p, a))
			ll_drop_attr(p, a, "function");
		else if (a->kind == A_KW && (!strcmp(a->kw->s, "prefix") || !strcmp(a->kw->s, "prologue")))
			ll_drop(p, a->loc, a->kw->s);
	}
}

/* Applies the function attributes of every function whose header is
 * kept (the others had theirs at the header: what they dropped is told
 * here, in the same order). */
void ll_apply_fn_attrs(LLParser *p)
{
	unsigned d = 0;
	for (unsigned i = 0; i < p->fns.n; i++) {
		for (; d < p->late_drops.n && p->late_drops.v[d].fn == i; d++)
			ll_drop(p, p->late_drops.v[d].loc, p->late_drops.v[d].what->s);
		GlobalInfo *g = p->fns.v[i];
		if (!gi_more(g, head))
			continue;
		OpState s = {0};
		ll_fn_attrs(p, g->more->head, &s);
		for (unsigned j = 0; j < s.attrs.n; j++)
			op_set_attr(p->c, gi_op(g), s.attrs.v[j].name, s.attrs.v[j].attr);
		opstate_free(&s);
	}
}
