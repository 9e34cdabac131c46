/* ll_attrs.c - attributes of the .ll printer: function attributes as
 * mlir-translate-19 sets them (on every function or on definitions only),
 * passthrough attributes (checked as mlir-translate checks them, against
 * LLVM's attribute kinds of attr_kinds.h), parameter and result attributes, the sorted and
 * shared attribute groups (#N), and the data layout string derived from a
 * dlti.dl_spec. */
#include <string.h>

#include "ll_print.h"

/* LLVM's enum (keyword) attributes, for passthrough names. */
static const char *const enum_attrs[] = {
	"alwaysinline", "builtin", "cold", "convergent", "disable_sanitizer_instrumentation",
	"fn_ret_thunk_extern", "hot", "hybrid_patchable", "immarg", "inreg", "inlinehint", "jumptable",
	"minsize", "mustprogress", "naked", "nest", "noalias", "nobuiltin", "nocallback", "nocapture",
	"nocf_check", "noduplicate", "noext", "nofree", "noimplicitfloat", "noinline", "nomerge",
	"noprofile", "norecurse", "noredzone", "noreturn", "nosanitize_bounds", "nosanitize_coverage",
	"nosync", "noundef", "nounwind", "nonlazybind", "nonnull", "null_pointer_is_valid",
	"optforfuzzing", "optdebug", "optsize", "optnone", "presplitcoroutine", "readnone", "readonly",
	"returned", "returns_twice", "safestack", "sanitize_address", "sanitize_hwaddress",
	"sanitize_memtag", "sanitize_memory", "sanitize_numerical_stability", "sanitize_thread",
	"shadowcallstack", "skipprofile", "speculatable", "speculative_load_hardening", "ssp",
	"sspreq", "sspstrong", "strictfp", "swiftasync", "swifterror", "swiftself", "willreturn",
	"writable", "writeonly", "zeroext", "signext", "dead_on_unwind", "coro_only_destroy_when_complete",
	"coro_elide_safe", "allocalign", "allocptr", "nofpclass", "no_sanitize_address",
};
/* integer attributes written name(N) */
static const char *const int_attrs[] = {
	"alignstack", "dereferenceable", "dereferenceable_or_null",
};
/* allockind bits as LLVM packs them (AllocFnKind), in its printing order */
static const char *const allockind_bits[] = {"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"};

static bool in_list(const char *const *v, size_t n, const char *s)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(v[i], s) == 0)
			return true;
	return false;
}

/* " word", without formatting */
static void sp_word(Out *o, const char *w)
{
	out_ch(o, ' ');
	out_str(o, w);
}

/* LLVM's attribute kinds per release (generated attr_kinds.h) */
#include "llvmir/attr_kinds.h"
enum { G19 = 1, G22 = 2 };
static const struct { const char *name; unsigned gens; bool takes_int; } attr_kinds[] = {
#define ROW(name, gens, i) {name, gens, i},
	XATTR_KINDS(ROW)
#undef ROW
};

static int attr_kind_cmp(const void *key, const void *row)
{
	return strcmp(key, *(const char *const *)row);
}

int ll_attr_kind(unsigned llvm_version, const char *name)
{
	unsigned mask = llvm_version >= 22 ? G22 : G19;
	const char *const *r = bsearch(name, &attr_kinds[0].name, sizeof attr_kinds / sizeof *attr_kinds,
	                               sizeof *attr_kinds, attr_kind_cmp);
	if (!r)
		return 0;
	size_t i = (size_t)((const char *)r - (const char *)attr_kinds) / sizeof *attr_kinds;
	while (i && !strcmp(attr_kinds[i - 1].name, name))
		i--;
	for (; i < sizeof attr_kinds / sizeof *attr_kinds && !strcmp(attr_kinds[i].name, name); i++)
		if (attr_kinds[i].gens & mask)
			return attr_kinds[i].takes_int ? 2 : 1;
	return 0;
}

bool ll_attr_kind_known(const char *name)
{
	return bsearch(name, &attr_kinds[0].name, sizeof attr_kinds / sizeof *attr_kinds, sizeof *attr_kinds,
	               attr_kind_cmp) != NULL;
}

bool lp_passthrough_ok(LLP *p, Op *fn)
{
	Attr *pt = lp_attr(fn, "passthrough");
	if (!pt || pt->kind != ATTR_ARRAY || p->c->llvm_version < 19)
		return true;
	for (unsigned i = 0; i < pt->arr.n; i++) {
		Attr *a = pt->arr.elts[i], *k = a, *v = NULL;
		if (a->kind != ATTR_STRING) {
			if (a->kind != ATTR_ARRAY || a->arr.n != 2) {
				error_at(p->c, fn->loc, "expected 'passthrough' to contain string or array attributes");
				return false;
			}
			k = a->arr.elts[0];
			v = a->arr.elts[1];
			if (k->kind != ATTR_STRING || v->kind != ATTR_STRING) {
				error_at(p->c, fn->loc, "expected arrays within 'passthrough' to contain two strings");
				return false;
			}
			if (!v->s.str->len)
				v = NULL;
		}
		int kind = ll_attr_kind(p->c->llvm_version, k->s.str->s);
		if (kind == 2 && !v) {
			error_at(p->c, fn->loc, "LLVM attribute '%s' expects a value", k->s.str->s);
			return false;
		}
		if (kind == 1 && v) {
			error_at(p->c, fn->loc, "LLVM attribute '%s' does not expect a value, found '%s'", k->s.str->s,
			         v->s.str->s);
			return false;
		}
	}
	return true;
}

void lp_passthrough_attr(Out *o, Attr *a)
{
	if (a->kind == ATTR_STRING) {
		const char *s = a->s.str->s;
		if (in_list(enum_attrs, sizeof enum_attrs / sizeof *enum_attrs, s))
			sp_word(o, s);
		else {
			out_ch(o, ' ');
			lp_quoted(o, s, a->s.str->len);
		}
		return;
	}
	if (a->kind != ATTR_ARRAY || a->arr.n != 2 || a->arr.elts[0]->kind != ATTR_STRING ||
	    a->arr.elts[1]->kind != ATTR_STRING)
		return;
	Sym *k = a->arr.elts[0]->s.str, *v = a->arr.elts[1]->s.str;
	if (strcmp(k->s, "allocsize") == 0) {
		unsigned long long x = strtoull(v->s, NULL, 10);
		unsigned elem = (unsigned)(x >> 32), num = (unsigned)x;
		if (num == 0xffffffffu)
			out_fmt(o, " allocsize(%u)", elem);
		else
			out_fmt(o, " allocsize(%u,%u)", elem, num);
	} else if (strcmp(k->s, "allockind") == 0) {
		unsigned long long x = strtoull(v->s, NULL, 10);
		const char *sep = "";
		out_str(o, " allockind(\"");
		for (unsigned i = 0; i < sizeof allockind_bits / sizeof *allockind_bits; i++)
			if (x & (1ull << i)) {
				out_fmt(o, "%s%s", sep, allockind_bits[i]);
				sep = ",";
			}
		out_str(o, "\")");
	} else if (strcmp(k->s, "memory") == 0 && strcmp(v->s, "0") == 0) {   /* MemoryEffects 0 */
		out_str(o, " memory(none)");
	} else if (strcmp(k->s, "uwtable") == 0) {
		out_str(o, strcmp(v->s, "1") == 0 ? " uwtable(sync)" : " uwtable");
	} else if (in_list(int_attrs, sizeof int_attrs / sizeof *int_attrs, k->s)) {
		out_fmt(o, " %s(%s)", k->s, v->s);
	} else if (in_list(enum_attrs, sizeof enum_attrs / sizeof *enum_attrs, k->s)) {
		sp_word(o, k->s);
	} else {
		out_ch(o, ' ');
		lp_quoted(o, k->s, k->len);
		out_ch(o, '=');
		lp_quoted(o, v->s, v->len);
	}
}

static void string_fn_attr(Out *o, const char *k, const char *v, size_t vn)
{
	out_ch(o, ' ');
	lp_quoted(o, k, strlen(k));
	out_ch(o, '=');
	lp_quoted(o, v, vn);
}

/* A ModRef field of #llvm.memory_effects (readwrite when absent). */
static const char *mem_kind(Attr *mem, LLField f)
{
	int64_t v = llattr_int(mem, f, 3);
	return v >= 0 && v < 4 ? llenum_words[LE_MODREF][v] : "readwrite";
}

/* memory(...) of a function's memory_effects as LLVM 16+ prints it: the
 * effect on other memory (left out when none and some location differs),
 * then each location that differs from it; a location the attribute does
 * not name has the effect on other memory. */
static void memory_effects_attr(Out *o, Attr *mem)
{
	static const struct { LLField f; const char *ll; } locs[] = {
		{F_MEM_ARG, "argmem"}, {F_MEM_INACCESSIBLE, "inaccessiblemem"}, {F_MEM_ERRNO, "errnomem"},
		{F_MEM_TARGET0, "target_mem0"}, {F_MEM_TARGET1, "target_mem1"},
	};
	enum { NLOCS = sizeof locs / sizeof *locs };
	const char *other = mem_kind(mem, F_MEM_OTHER), *k[NLOCS];
	bool differs = false;
	for (size_t i = 0; i < NLOCS; i++) {
		k[i] = llattr_get(mem, locs[i].f) ? mem_kind(mem, locs[i].f) : other;
		differs |= strcmp(k[i], other) != 0;
	}
	bool first = strcmp(other, "none") == 0 && differs;
	out_str(o, " memory(");
	if (!first)
		out_str(o, other);
	for (size_t i = 0; i < NLOCS; i++)
		if (strcmp(k[i], other) != 0) {
			out_fmt(o, "%s%s: %s", first ? "" : ", ", locs[i].ll, k[i]);
			first = false;
		}
	out_ch(o, ')');
}

/* LLVM <= 15's spelling of memory(...), where it has one: readnone,
 * readonly, writeonly, restricted by argmemonly, inaccessiblememonly or
 * inaccessiblemem_or_argmemonly.  Nothing (may read and write anything)
 * where it has none. */
static void old_memory(Out *o, const char *other, const char *arg, const char *inacc)
{
	const char *k = NULL, *only = NULL;
	bool none = !strcmp(other, "none");
	if (!strcmp(other, arg) && !strcmp(other, inacc))
		k = other;
	else if (none && !strcmp(inacc, "none"))
		k = arg, only = "argmemonly";
	else if (none && !strcmp(arg, "none"))
		k = inacc, only = "inaccessiblememonly";
	else if (none && !strcmp(arg, inacc))
		k = arg, only = "inaccessiblemem_or_argmemonly";
	if (!k)
		return;
	if (only)
		sp_word(o, only);
	if (!strcmp(k, "none"))
		out_str(o, only ? "" : " readnone");
	else if (strcmp(k, "readwrite"))
		out_fmt(o, " %sonly", k);
}

/* A #llvm.memory_effects as the release spells it (GT_OLD_MEMORY). */
static void fn_memory_effects(LLP *p, Out *o, Attr *mem)
{
	if (gen_of(p->c->llvm_version)->translates & GT_OLD_MEMORY)
		old_memory(o, mem_kind(mem, F_MEM_OTHER), mem_kind(mem, F_MEM_ARG), mem_kind(mem, F_MEM_INACCESSIBLE));
	else
		memory_effects_attr(o, mem);
}

/* The function attributes mlir-translate sets on every function. */
void lp_signature_attrs(LLP *p, Out *o, Op *fn)
{
	static const struct { const char *mlir, *ll; } units[] = {
		{"no_inline", "noinline"}, {"always_inline", "alwaysinline"},
		{"optimize_none", "optnone"}, {"convergent", "convergent"},
		{"no_unwind", "nounwind"}, {"will_return", "willreturn"},
	};
	for (size_t i = 0; i < sizeof units / sizeof *units; i++)
		if (lp_attr(fn, units[i].mlir))
			sp_word(o, units[i].ll);
	const char *uw = lp_opaque_body(fn, "uwtable_kind");
	if (uw && strcmp(uw, "none") != 0)
		out_str(o, strcmp(uw, "sync") == 0 ? " uwtable(sync)" : " uwtable");
	if (lp_attr(fn, "inline_hint"))   /* MLIR 20+ */
		out_str(o, " inlinehint");
	Attr *mem = lp_attr(fn, "memory");
	unsigned gt = gen_of(p->c->llvm_version)->translates;
	if (attr_is_llvm(mem, LL_MEMORY) && (gt & GT_OLD_MEMORY))
		old_memory(o, mem_kind(mem, F_MEM_OTHER), mem_kind(mem, F_MEM_ARG), mem_kind(mem, F_MEM_INACCESSIBLE));
	else if (attr_is_llvm(mem, LL_MEMORY))
		memory_effects_attr(o, mem);
	mem = lp_attr(fn, "memory_effects");   /* translated after 19 */
	if (attr_is_llvm(mem, LL_MEMORY) && (gt & GT_MEMORY_EFFECTS))
		fn_memory_effects(p, o, mem);
}

/* The function attributes of a call site (MLIR 20+; mlir-translate-19
 * dropped them), for the release that writes them (GT_CALL_ATTRS). */
void lp_call_attrs(LLP *p, Out *o, Op *call, const char *prefix)
{
	static const struct { const char *mlir, *ll; } units[] = {
		{"convergent", "convergent"}, {"no_unwind", "nounwind"}, {"will_return", "willreturn"},
		{"no_inline", "noinline"}, {"always_inline", "alwaysinline"}, {"inline_hint", "inlinehint"},
	};
	if (!(gen_of(p->c->llvm_version)->translates & GT_CALL_ATTRS))
		return;
	char name[64];
	for (size_t i = 0; i < sizeof units / sizeof *units; i++)
		if (snprintf(name, sizeof name, "%s%s", prefix, units[i].mlir), lp_attr(call, name))
			sp_word(o, units[i].ll);
	snprintf(name, sizeof name, "%smemory_effects", prefix);
	Attr *mem = lp_attr(call, name);
	unsigned gt = gen_of(p->c->llvm_version)->translates;
	if ((gt & GT_CALL_MEM_OWN) && mem) {   /* the callee's are the callee's */
		Attr *callee = lp_attr(call, "callee");
		Op *f = callee && callee->kind == ATTR_SYMREF && callee->sym.n ? map_get(&p->gtypes, callee->sym.path[callee->sym.n - 1]) : NULL;
		if (f && f->kind == OP_LLVM_FUNC && lp_attr(f, "memory_effects") == mem)
			return;
	}
	if (attr_is_llvm(mem, LL_MEMORY) && (gt & GT_MEMORY_EFFECTS))
		fn_memory_effects(p, o, mem);
}

/* The ones it sets on definitions only. */
void lp_definition_attrs(LLP *p, Out *o, Op *fn)
{
	static const struct { const char *mlir, *ll; } units[] = {
		{"arm_streaming", "\"aarch64_pstate_sm_enabled\""},
		{"arm_locally_streaming", "\"aarch64_pstate_sm_body\""},
		{"arm_streaming_compatible", "\"aarch64_pstate_sm_compatible\""},
		{"arm_new_za", "\"aarch64_new_za\""}, {"arm_in_za", "\"aarch64_in_za\""},
		{"arm_out_za", "\"aarch64_out_za\""}, {"arm_inout_za", "\"aarch64_inout_za\""},
		{"arm_preserves_za", "\"aarch64_preserves_za\""},
	};
	for (size_t i = 0; i < sizeof units / sizeof *units; i++)
		if (lp_attr(fn, units[i].mlir))
			sp_word(o, units[i].ll);
	/* memory_effects is not translated by mlir-translate-19 */
	Attr *vr = lp_attr(fn, "vscale_range");
	if (llattr_get(vr, F_VSCALE_MIN) && llattr_get(vr, F_VSCALE_MAX))
		out_fmt(o, " vscale_range(%lld,%lld)", (long long)llattr_int(vr, F_VSCALE_MIN, 0),
			(long long)llattr_int(vr, F_VSCALE_MAX, 0));
	static const struct { const char *mlir, *ll; unsigned keep; } bools[] = {
		{"unsafe_fp_math", "unsafe-fp-math", GK_UNSAFE_FP}, {"no_infs_fp_math", "no-infs-fp-math", 0},
		{"no_nans_fp_math", "no-nans-fp-math", 0}, {"approx_func_fp_math", "approx-func-fp-math", GK_UNSAFE_FP},
		{"no_signed_zeros_fp_math", "no-signed-zeros-fp-math", 0},
	};
	for (size_t i = 0; i < sizeof bools / sizeof *bools; i++) {
		Attr *a = lp_attr(fn, bools[i].mlir);
		if (bools[i].keep && !(gen_of(p->c->llvm_version)->keeps & bools[i].keep))
			continue;   /* not an attribute of the release's dialect: not translated */
		if (a && a->kind == ATTR_BOOL)
			string_fn_attr(o, bools[i].ll, a->b ? "true" : "false", a->b ? 4 : 5);
	}
	static const struct { const char *mlir, *ll; } strs[] = {
		{"target_cpu", "target-cpu"}, {"tune_cpu", "tune-cpu"},
		{"denormal_fp_math", "denormal-fp-math"}, {"denormal_fp_math_f32", "denormal-fp-math-f32"},
		{"fp_contract", "fp-contract"}, {"instrument_function_entry", "instrument-function-entry"},
		{"instrument_function_exit", "instrument-function-exit"},
		{"prefer_vector_width", "prefer-vector-width"}, {"reciprocal_estimates", "reciprocal-estimates"},
	};
	for (size_t i = 0; i < sizeof strs / sizeof *strs; i++) {
		Attr *a = lp_attr(fn, strs[i].mlir);
		if (a && a->kind == ATTR_STRING)
			string_fn_attr(o, strs[i].ll, a->s.str->s, a->s.str->len);
	}
	if (!(gen_of(p->c->llvm_version)->translates & GT_DECL_TARGET))
		lp_target_attrs(p, o, fn);
}

/* frame-pointer and target-features: on definitions, and on declarations
 * too where the release writes them there (GT_DECL_TARGET). */
void lp_target_attrs(LLP *p, Out *o, Op *fn)
{
	const char *fp = lp_opaque_body(fn, "frame_pointer");
	if (fp) {
		size_t n = strlen(fp);
		if (n >= 2 && fp[0] == '"')
			fp++, n -= 2;
		string_fn_attr(o, "frame-pointer", fp, n);
	}
	Attr *tf = llattr_get(lp_attr(fn, "target_features"), F_FEATURES);
	if (tf && tf->kind == ATTR_ARRAY) {
		/* ["+a", "+b"] -> "+a,+b" */
		Out f;
		out_init(&f);
		for (unsigned i = 0; i < tf->arr.n; i++) {
			Attr *s = tf->arr.elts[i];
			if (s->kind != ATTR_STRING)
				continue;
			if (f.len)
				out_ch(&f, ',');
			out_mem(&f, s->s.str->s, s->s.str->len);
		}
		string_fn_attr(o, "target-features", f.buf ? f.buf : "", f.len);
		out_free(&f);
	}
	(void)p;
}

/* The parameter attributes mlir-translate translates (it drops the
 * others), in the order LLVM prints an attribute set (Attribute::operator<:
 * enum attributes, then type, int and constant range ones, each class by
 * TableGen record name: NoUndef before NonNull, SExt for signext).  At
 * LLVM 21+ (GT_CAPTURES) nocapture is the int attribute captures(none). */
static const char *const param_order[] = {
	/* enum */ "allocalign", "allocptr", "inreg", "nest", "noalias", "nocapture", "nofree", "noundef",
	"nonnull", "readnone", "readonly", "returned", "signext", "writeonly", "zeroext",
	/* type */ "byref", "byval", "elementtype", "inalloca", "preallocated", "sret",
	/* int */ "align", "captures", "dereferenceable", "dereferenceable_or_null", "alignstack",
	/* constant range */ "range",
};

static Attr *param_attr(Attr *d, const char *kw)
{
	for (unsigned i = 0; i < d->dict.n; i++) {
		const char *n = d->dict.elts[i].name->s;
		if (!strncmp(n, "llvm.", 5) && !strcmp(n + 5, kw))
			return d->dict.elts[i].attr;
	}
	return NULL;
}

/* ---------------------------------------------- attribute texts, once each */

/* The text an attribute prints as, kept after its first print (a function's
 * passthrough array, a parameter's dictionary: the same few recur on every
 * function of a module).  Not at 14, where printing one may warn. */
typedef struct AttrText { uint32_t len; char s[]; } AttrText;

static bool attr_text_hit(LLP *p, Out *o, Attr *a)
{
	AttrText *t = map_get(&p->attr_texts, a);
	if (t)
		out_mem(o, t->s, t->len);
	return t != NULL;
}

/* Keeps p->attr_tmp as a's text and appends it to o. */
static void attr_text_keep(LLP *p, Out *o, Attr *a)
{
	Out *t = &p->attr_tmp;
	AttrText *at = xmalloc(sizeof *at + t->len);
	at->len = (uint32_t)t->len;
	map_put(&p->attr_texts, a, at);
	if (!t->len)   /* (nothing printed: buf may be NULL) */
		return;
	memcpy(at->s, t->buf, t->len);
	out_mem(o, t->buf, t->len);
}

void lp_attr_texts_free(LLP *p)
{
	for (size_t i = 0; i < p->attr_texts.cap; i++) {
		AttrText **t = map_at(&p->attr_texts, i, NULL);
		if (t)
			free(*t);
	}
	map_free(&p->attr_texts);
	out_free(&p->attr_tmp);
}

void lp_passthrough_attrs(LLP *p, Out *o, Attr *a)
{
	if (!a || a->kind != ATTR_ARRAY)
		return;
	if (p->typed) {
		for (unsigned i = 0; i < a->arr.n; i++)
			if (!lp_after14(a->arr.elts[i]))
				lp_passthrough_attr(o, a->arr.elts[i]);
		return;
	}
	if (attr_text_hit(p, o, a))
		return;
	p->attr_tmp.len = 0;
	for (unsigned i = 0; i < a->arr.n; i++)
		lp_passthrough_attr(&p->attr_tmp, a->arr.elts[i]);
	attr_text_keep(p, o, a);
}

static void param_attrs(LLP *p, Out *o, Attr *d);

/* Parameter / return attributes from a dictionary {llvm.noalias, ...}. */
void lp_param_attrs(LLP *p, Out *o, Attr *d)
{
	if (!d || d->kind != ATTR_DICT)
		return;
	if (p->typed) {
		param_attrs(p, o, d);
		return;
	}
	if (attr_text_hit(p, o, d))
		return;
	p->attr_tmp.len = 0;
	param_attrs(p, &p->attr_tmp, d);
	attr_text_keep(p, o, d);
}

static void param_attrs(LLP *p, Out *o, Attr *d)
{
	if (p->typed && p->cur_fn) {
		static const char *const after14[] = {"allocptr", "nofpclass", "writable", "dead_on_unwind", "range",
						      "initializes", "captures", "allocalign"};
		for (size_t i = 0; i < sizeof after14 / sizeof *after14; i++)
			if (param_attr(d, after14[i]))   /* LLVM 14 has no such parameter attribute */
				lp_drop(p, p->cur_fn->loc, after14[i]);
	}
	bool captures = gen_of(p->c->llvm_version)->translates & GT_CAPTURES;
	for (size_t k = 0; k < sizeof param_order / sizeof *param_order; k++) {
		const char *n = param_order[k];
		Attr *a = param_attr(d, n);
		if (!strcmp(n, "nocapture") && captures)
			continue;
		if (!strcmp(n, "captures")) {
			if (captures && param_attr(d, "nocapture"))
				out_str(o, " captures(none)");
			continue;
		}
		if (!a)
			continue;
		if (!strcmp(n, "range")) {
			/* #llvm.constant_range<i64, 0, 4097> -> range(i64 0, 4097) */
			if (p->typed || !attr_is_llvm(a, LL_CONSTANT_RANGE))
				continue;
			out_str(o, " range(");
			lp_type(p, o, llattr_get(a, F_RANGE_TYPE)->ty);
			out_ch(o, ' ');
			attr_int_print(o, llattr_get(a, F_RANGE_LOWER), true);
			out_str(o, ", ");
			attr_int_print(o, llattr_get(a, F_RANGE_UPPER), true);
			out_ch(o, ')');
			continue;
		}
		if (p->typed && (!strcmp(n, "allocptr") || !strcmp(n, "allocalign")))
			continue;
		if (a->kind == ATTR_UNIT) {
			sp_word(o, n);
		} else if (a->kind == ATTR_TYPE) {
			sp_word(o, n);
			out_ch(o, '(');
			lp_type(p, o, a->ty);
			out_ch(o, ')');
		} else if (a->kind == ATTR_INT) {
			sp_word(o, n);
			if (strcmp(n, "align") == 0) {
				out_ch(o, ' ');
				out_i64(o, attr_int_sext(a));
			} else {
				out_ch(o, '(');
				out_i64(o, attr_int_sext(a));
				out_ch(o, ')');
			}
		}
	}
}

/* Sort rank of a function attribute as LLVM orders an attribute set:
 * keywords, then attributes with a value, then strings by key. */
static int attr_rank(const char *s)
{
	static const char *const valued[] = {"align", "allockind", "allocsize", "dereferenceable",
					     "dereferenceable_or_null", "memory", "nofpclass", "alignstack",
					     "uwtable", "vscale_range"};
	if (*s == '"')
		return 100;
	size_t n = strcspn(s, "(=");
	for (unsigned i = 0; i < sizeof valued / sizeof *valued; i++)
		if (strlen(valued[i]) == n && strncmp(valued[i], s, n) == 0 && (s[n] || !strcmp(s, "uwtable")))
			return 1 + (int)i;
	return 0;
}

/* LLVM orders keyword attributes by their TableGen record name, which
 * differs from the keyword for these. */
static const char *record_name(const char *kw)
{
	static const struct { const char *kw, *rec; } names[] = {
		{"alwaysinline", "AlwaysInline"}, {"argmemonly", "ArgMemOnly"}, {"builtin", "Builtin"}, {"cold", "Cold"},
		{"inaccessiblememonly", "InaccessibleMemOnly"},
		{"inaccessiblemem_or_argmemonly", "InaccessibleMemOrArgMemOnly"},
		{"convergent", "Convergent"}, {"hot", "Hot"}, {"inlinehint", "InlineHint"},
		{"minsize", "MinSize"}, {"mustprogress", "MustProgress"}, {"naked", "Naked"},
		{"nobuiltin", "NoBuiltin"}, {"nocallback", "NoCallback"}, {"nocf_check", "NoCfCheck"},
		{"nocreateundeforpoison", "NoCreateUndefOrPoison"},
		{"noduplicate", "NoDuplicate"}, {"nofree", "NoFree"}, {"noimplicitfloat", "NoImplicitFloat"},
		{"noinline", "NoInline"}, {"nomerge", "NoMerge"}, {"noprofile", "NoProfile"},
		{"norecurse", "NoRecurse"}, {"noredzone", "NoRedZone"}, {"noreturn", "NoReturn"},
		{"nosync", "NoSync"}, {"nounwind", "NoUnwind"}, {"nonlazybind", "NonLazyBind"},
		{"null_pointer_is_valid", "NullPointerIsValid"}, {"optforfuzzing", "OptForFuzzing"},
		{"optdebug", "OptimizeForDebugging"}, {"optsize", "OptimizeForSize"},
		{"optnone", "OptimizeNone"}, {"presplitcoroutine", "PresplitCoroutine"},
		{"readnone", "ReadNone"}, {"readonly", "ReadOnly"}, {"returns_twice", "ReturnsTwice"},
		{"safestack", "SafeStack"}, {"sanitize_address", "SanitizeAddress"},
		{"sanitize_hwaddress", "SanitizeHWAddress"}, {"sanitize_memtag", "SanitizeMemTag"},
		{"sanitize_memory", "SanitizeMemory"}, {"sanitize_thread", "SanitizeThread"},
		{"shadowcallstack", "ShadowCallStack"}, {"speculatable", "Speculatable"},
		{"speculative_load_hardening", "SpeculativeLoadHardening"}, {"ssp", "StackProtect"},
		{"sspreq", "StackProtectReq"}, {"sspstrong", "StackProtectStrong"}, {"strictfp", "StrictFP"},
		{"willreturn", "WillReturn"}, {"writeonly", "WriteOnly"},
	};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strcmp(names[i].kw, kw) == 0)
			return names[i].rec;
	return kw;
}

static int cmp_attr(const void *a, const void *b)
{
	const char *x = *(const char *const *)a, *y = *(const char *const *)b;
	int rx = attr_rank(x), ry = attr_rank(y);
	if (rx != ry)
		return rx - ry;
	return rx == 0 ? strcmp(record_name(x), record_name(y)) : strcmp(x, y);
}

/* The end of the attribute at s in a group's text: the next blank
 * outside quotes and parentheses (or the end). */
static const char *token_end(const char *s)
{
	bool q = false;
	int depth = 0;
	for (; *s && (q || depth || *s != ' '); s++) {
		if (*s == '"')
			q = !q;
		else if (!q && *s == '(')
			depth++;
		else if (!q && *s == ')')
			depth--;
	}
	return s;
}

/* The group number of the function attributes in fa (" a b(1)
 * \"k\"=\"v\""), sorted and shared as one attribute group per distinct
 * set, and its text in *key; -1 (and NULL) for none. */
long lp_fn_attr_set(LLP *p, Out *fa, Sym **key_out)
{
	*key_out = NULL;
	if (!fa->len)
		return -1;
	out_ch(fa, 0);
	VEC(char *) toks = {0};
	char *s = fa->buf;
	while (*s) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		char *t = s;
		s += token_end(s) - s;
		if (*s)
			*s++ = 0;
		if (strncmp(t, "alignstack(", 11) == 0) {  /* group spelling */
			t[10] = '=';
			t[strlen(t) - 1] = 0;
		}
		vec_push(&toks, t);
	}
	qsort(toks.v, toks.n, sizeof *toks.v, cmp_attr);
	Out g;
	out_init(&g);
	for (unsigned i = 0; i < toks.n; i++) {
		if (i && !strcmp(toks.v[i], toks.v[i - 1]))
			continue;
		if (g.len)
			out_ch(&g, ' ');
		out_str(&g, toks.v[i]);
	}
	Sym *key = intern(p->c, g.buf ? g.buf : "", g.len);
	VSlot *sl = lp_map_get(&p->groups, key, true);
	if (sl->num < 0) {
		sl->num = (long)p->ngroups++;
		out_fmt(&p->attrgroups, "attributes #%ld = { %s }\n", sl->num, key->s);
	}
	out_free(&g);
	vec_free(&toks);
	*key_out = key;
	return sl->num;
}

/* Writes " #N" for the function attributes in fa (lp_fn_attr_set). */
void lp_fn_attr_group(LLP *p, Out *o, Out *fa)
{
	Sym *key;
	long n = lp_fn_attr_set(p, fa, &key);
	if (n >= 0) {
		out_str(o, " #");
		out_i64(o, n);
	}
}

/* "; Function Attrs: ..." before a function, as LLVM's printer writes it:
 * the set's attributes but the strings, spelt as Attribute::getAsString
 * (alignstack(N), where a group has alignstack=N); nothing if none. */
void lp_fn_attrs_comment(Out *o, Sym *key)
{
	if (!key)
		return;
	bool any = false;
	for (const char *s = key->s; *s;) {
		const char *e = token_end(s);
		if (*s != '"') {
			out_str(o, any ? " " : "; Function Attrs: ");
			any = true;
			if (!strncmp(s, "alignstack=", 11)) {
				out_str(o, "alignstack(");
				out_mem(o, s + 11, (size_t)(e - s - 11));
				out_ch(o, ')');
			} else {
				out_mem(o, s, (size_t)(e - s));
			}
		}
		s = *e ? e + 1 : e;
	}
	if (any)
		out_ch(o, '\n');
}

/* The integers of a data layout value (dense<64>, dense<[32, 64]>,
 * 128 : i64) into v[0..max); how many. */
static unsigned dl_numbers(Attr *a, long *v, unsigned max)
{
	if (a->kind == ATTR_INT) {
		v[0] = (long)attr_int_zext(a);
		return 1;
	}
	unsigned n = 0;
	for (unsigned i = 0; a->kind == ATTR_DENSE && i < a->arr.n && n < max; i++)
		if (a->arr.elts[i]->kind == ATTR_INT)
			v[n++] = (long)attr_int_zext(a->arr.elts[i]);
	return n;
}

/* "iN" or "fN" for an integer or IEEE float key of a data layout; NULL
 * for others. */
static const char *dl_scalar(Type *t, char *buf, size_t n)
{
	static const struct { TypeKind k; unsigned w; } floats[] = {
		{TY_F16, 16}, {TY_F32, 32}, {TY_F64, 64}, {TY_F80, 80}, {TY_F128, 128},
	};
	if (t->kind == TY_INT && t->i.sign == SIGNLESS) {
		snprintf(buf, n, "i%u", t->i.width);
		return buf;
	}
	for (size_t i = 0; i < sizeof floats / sizeof *floats; i++)
		if (t->kind == floats[i].k) {
			snprintf(buf, n, "f%u", floats[i].w);
			return buf;
		}
	return NULL;
}

/* The LLVM data layout string of a #dlti.dl_spec, as mlir-translate
 * derives it: the module-wide entries in the order given (endianness,
 * mangling mode, memory spaces and stack alignment but a default 0, legal
 * integer widths, function pointer alignment), then the pointer, integer
 * and float entries. */
void lp_dlti_layout(Out *o, Attr *spec)
{
	static const struct { const char *key, *prefix; } specials[] = {
		{"dlti.endianness", NULL}, {"dlti.mangling_mode", "m:"}, {"dlti.program_memory_space", "P"},
		{"dlti.global_memory_space", "G"}, {"dlti.alloca_memory_space", "A"}, {"dlti.stack_alignment", "S"},
		{"dlti.legal_int_widths", "n"}, {"dlti.function_pointer_alignment", "F"},
	};
	for (int pass = 0; pass < 2; pass++) {
		for (unsigned i = 0; i + 1 < spec->arr.n; i += 2) {
			Attr *key = spec->arr.elts[i], *val = spec->arr.elts[i + 1];
			long v[4];
			unsigned n = dl_numbers(val, v, 4);
			const char *sep = o->len ? "-" : "";
			char buf[16];
			if (pass == 0) {
				size_t k = 0;
				while (k < sizeof specials / sizeof *specials &&
				       (key->kind != ATTR_STRING || strcmp(key->s.str->s, specials[k].key) != 0))
					k++;
				if (k == sizeof specials / sizeof *specials)
					continue;
				const char *str = val->kind == ATTR_STRING ? val->s.str->s : NULL;
				if (!strcmp(specials[k].key, "dlti.function_pointer_alignment")) {
					/* #dlti.function_pointer_alignment<32, function_dependent = true>: Fn32 */
					const char *b = val->kind == ATTR_OPAQUE && val->opaque.body ? val->opaque.body->s : "";
					long a = strtol(b, NULL, 10);
					if (a)
						out_fmt(o, "%sF%c%ld", sep, strstr(b, "function_dependent = true") ? 'n' : 'i', a);
				} else if (!specials[k].prefix) {
					if (str && (!strcmp(str, "big") || !strcmp(str, "little")))
						out_fmt(o, "%s%c", sep, !strcmp(str, "big") ? 'E' : 'e');
				} else if (str) {
					out_fmt(o, "%s%s%s", sep, specials[k].prefix, str);
				} else if (val->kind == ATTR_DENSE_ARRAY) {
					out_fmt(o, "%s%s", sep, specials[k].prefix);
					for (unsigned j = 0; j < val->arr.n; j++)
						out_fmt(o, "%s%ld", j ? ":" : "", (long)attr_int_sext(val->arr.elts[j]));
				} else if (n && v[0]) {   /* 0: the default, not written */
					out_fmt(o, "%s%s%ld", sep, specials[k].prefix, v[0]);
				}
			} else if (key->kind != ATTR_TYPE || !n) {
				continue;
			} else if (key->ty->kind == TY_LLVM_PTR) {
				long sz = v[0], abi = n > 1 ? v[1] : v[0], pref = n > 2 ? v[2] : abi, idx = n > 3 ? v[3] : sz;
				out_fmt(o, "%sp%u:%ld:%ld:%ld:%ld", sep, key->ty->ptr.addrspace, sz, abi, pref, idx);
			} else if (dl_scalar(key->ty, buf, sizeof buf)) {
				if (n > 1 && v[1] != v[0])
					out_fmt(o, "%s%s:%ld:%ld", sep, buf, v[0], v[1]);
				else
					out_fmt(o, "%s%s:%ld", sep, buf, v[0]);
			}
		}
	}
}

