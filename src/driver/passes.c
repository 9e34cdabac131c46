/* passes.c - mlir-opt's pass flags: `--convert-arith-to-llvm`,
 * `--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1`,
 * `--pass-pipeline='builtin.module(func.func(convert-arith-to-llvm{index-bitwidth=32}), reconcile-unrealized-casts)'`
 * read into the driver's PassList (driver.h), which the driver runs in
 * order (run_passes).  A pass is a lowering of some of the dialects
 * (ConvOpts.dialects, src/conv), the reconciliation of the casts, or one
 * of the two that set an attribute for the lowering (C wrappers, the
 * module's data layout). */
#include <stdarg.h>
#include <string.h>

#include "driver/driver.h"

/* The passes: name, kind, dialects lowered, the options they take,
 * whether they may run nested on a func.func, whether the module's data
 * layout sets their index width (19 and 22 alike), whether mlir-opt-22
 * folds memref casts into the memref ops they leave, and upstream's class
 * name (for its nesting error). */
enum { OPT_IW = 1, OPT_BARE = 2, OPT_GENERIC = 4, OPT_ALIGNED = 8, OPT_FILTER = 16, OPT_ROLLBACK = 32, OPT_DL = 64 };
static const struct {
	const char *name;
	PassKind kind;
	unsigned dialects, opts;
	bool nests, dl, folds;
	const char *cls;
} passes[] = {
	{"convert-func-to-llvm", PASS_LOWER, CONV_FUNC, OPT_IW | OPT_BARE, false, true, true, "ConvertFuncToLLVMPass"},
	{"convert-arith-to-llvm", PASS_LOWER, CONV_ARITH, OPT_IW, true, false, true, "ArithToLLVMConversionPass"},
	{"convert-cf-to-llvm", PASS_LOWER, CONV_CF, OPT_IW, false, false, false, "ConvertControlFlowToLLVMPass"},
	{"convert-index-to-llvm", PASS_LOWER, CONV_INDEX, OPT_IW, true, false, true, "ConvertIndexToLLVMPass"},
	{"finalize-memref-to-llvm", PASS_LOWER, CONV_MEMREF, OPT_IW | OPT_GENERIC | OPT_ALIGNED, false, true, false, "FinalizeMemRefToLLVMConversionPass"},
	{"convert-to-llvm", PASS_LOWER, CONV_ALL, OPT_FILTER | OPT_ROLLBACK, false, false, false, "ConvertToLLVMPass"},
	{"reconcile-unrealized-casts", PASS_RECONCILE, 0, 0, true, false, false, "ReconcileUnrealizedCastsPass"},
	{"llvm-request-c-wrappers", PASS_C_WRAPPERS, 0, 0, true, false, false, "LLVMRequestCWrappersPass"},
	{"set-llvm-module-datalayout", PASS_DATA_LAYOUT, 0, OPT_DL, false, false, false, "SetLLVMModuleDataLayoutPass"},
};
enum { NPASSES = sizeof passes / sizeof *passes };

static const struct { const char *name; unsigned bit; } options[] = {
	{"index-bitwidth", OPT_IW}, {"use-bare-ptr-memref-call-conv", OPT_BARE},
	{"use-generic-functions", OPT_GENERIC}, {"use-aligned-alloc", OPT_ALIGNED},
	{"filter-dialects", OPT_FILTER}, {"allow-pattern-rollback", OPT_ROLLBACK}, {"dynamic", OPT_ROLLBACK},
	{"data-layout", OPT_DL},
};

typedef struct Err {
	char *buf;
	size_t n;
} Err;

static int fail(Err *e, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (e->n)
		vsnprintf(e->buf, e->n, fmt, ap);
	va_end(ap);
	return -1;
}

static bool word_is(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && memcmp(s, w, n) == 0;
}

static int bool_value(const char *v, size_t n, bool *out)
{
	if (n == 0 || word_is(v, n, "1") || word_is(v, n, "true") || word_is(v, n, "TRUE") || word_is(v, n, "True"))
		*out = true;
	else if (word_is(v, n, "0") || word_is(v, n, "false") || word_is(v, n, "FALSE") || word_is(v, n, "False"))
		*out = false;
	else
		return -1;
	return 0;
}

/* Sets one option `name=value` (value may be empty for a flag) of pass p. */
static int set_option(Pass *p, unsigned allowed, const char *name, size_t nn, const char *v, size_t vn, Err *e)
{
	unsigned k = 0, nopt = sizeof options / sizeof *options;
	while (k < nopt && !word_is(name, nn, options[k].name))
		k++;
	if (k == nopt || !(allowed & options[k].bit))
		return fail(e, "<Pass-Options-Parser>: no such option %.*s", (int)nn, name);
	bool b = false;
	switch (options[k].bit) {
	case OPT_IW: {
		unsigned long w = 0;
		size_t i = 0;
		for (; i < vn && v[i] >= '0' && v[i] <= '9' && w <= 1024; i++)
			w = w * 10 + (unsigned long)(v[i] - '0');
		if (vn == 0 || i < vn || w > 1024)
			return fail(e, "<Pass-Options-Parser>: Invalid argument '%.*s' for index-bitwidth", (int)vn, v);
		p->o.index_bitwidth = (unsigned)w;
		return 0;
	}
	case OPT_FILTER: {  /* "arith,cf": the dialects lowered */
		static const struct { const char *d; unsigned bit; } ds[] = {
			{"func", CONV_FUNC}, {"arith", CONV_ARITH}, {"cf", CONV_CF},
			{"index", CONV_INDEX}, {"memref", CONV_MEMREF},
		};
		unsigned m = CONV_NONE;
		for (size_t i = 0; i < vn;) {
			size_t j = i;
			while (j < vn && v[j] != ',')
				j++;
			for (size_t k = 0; k < sizeof ds / sizeof *ds; k++)
				if (word_is(v + i, j - i, ds[k].d))
					m |= ds[k].bit;
			i = j + 1;
		}
		p->o.dialects = m;
		return 0;
	}
	case OPT_DL:
		p->data_layout = v;
		p->ndata_layout = vn;
		return 0;
	}
	if (bool_value(v, vn, &b) != 0)
		return fail(e, "<Pass-Options-Parser>: '%.*s' is invalid value for boolean argument! Try 0 or 1", (int)vn, v);
	if (options[k].bit == OPT_ROLLBACK)   /* how upstream's driver works: same result here */
		return 0;
	if (options[k].bit == OPT_BARE)
		p->o.use_bare_ptr_memref_call_conv = b;
	else if (options[k].bit == OPT_GENERIC)
		p->o.use_generic_functions = b;
	else
		p->o.use_aligned_alloc = b;
	return 0;
}

/* Options "a=1 b c=x" (space separated; a value may be quoted or braced). */
static int set_options(Pass *p, unsigned allowed, const char *s, size_t n, Err *e)
{
	size_t i = 0;
	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == n)
			break;
		size_t ns = i;
		while (i < n && s[i] != '=' && s[i] != ' ')
			i++;
		size_t nn = i - ns, vs = i, vn = 0;
		if (i < n && s[i] == '=') {
			vs = ++i;
			char close = s[i] == '\'' ? '\'' : s[i] == '"' ? '"' : s[i] == '{' ? '}' : 0;
			if (close) {
				vs = ++i;
				while (i < n && s[i] != close)
					i++;
				vn = i - vs;
				if (i < n)
					i++;
			} else {
				while (i < n && s[i] != ' ')
					i++;
				vn = i - vs;
			}
		}
		if (set_option(p, allowed, s + ns, nn, s + vs, vn, e) != 0)
			return -1;
	}
	return 0;
}

static int find_pass(const char *s, size_t n)
{
	for (int k = 0; k < NPASSES; k++)
		if (word_is(s, n, passes[k].name))
			return k;
	return -1;
}

static int add_pass(PassList *pl, int k, bool on_func, const char *opts, size_t nopts, Err *e)
{
	if (pl->n == MAX_PASSES)
		return fail(e, "more than %d passes", MAX_PASSES);
	Pass *p = &pl->v[pl->n];
	memset(p, 0, sizeof *p);
	p->kind = passes[k].kind;
	p->o.dialects = passes[k].dialects;
	p->o.func_only = on_func;
	p->o.no_dl = !passes[k].dl;
	p->o.fold_left = passes[k].folds;
	if (on_func && !passes[k].nests)
		return fail(e, "Can't add pass '%s' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?",
			    passes[k].cls);
	if (set_options(p, passes[k].opts, opts, nopts, e) != 0)
		return -1;
	pl->n++;
	return 0;
}

/* ------------------------------------------------------------ --pass-pipeline */

typedef struct PP {
	const char *s, *p, *end;
	PassList *pl;
	Err *e;
} PP;

static void skip_ws(PP *pp)
{
	while (pp->p < pp->end && (*pp->p == ' ' || *pp->p == '\t' || *pp->p == '\n'))
		pp->p++;
}

static int pp_fail(PP *pp, const char *what)
{
	return fail(pp->e, "MLIR Textual PassPipeline Parser:1:%d: error: %s", (int)(pp->p - pp->s) + 1, what);
}

static bool name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
}

/* elements "a, b{opts}, func.func(...)" up to the closing ')' */
static int pp_list(PP *pp, bool on_func)
{
	for (;;) {
		skip_ws(pp);
		const char *n = pp->p;
		while (pp->p < pp->end && name_char(*pp->p))
			pp->p++;
		size_t nn = (size_t)(pp->p - n);
		if (!nn)
			return pp_fail(pp, "expected pass or pipeline name");
		skip_ws(pp);
		if (pp->p < pp->end && *pp->p == '(') {
			if (!word_is(n, nn, "func.func") || on_func) {
				pp->p = n;
				return pp_fail(pp, "xlate runs passes on builtin.module or on a func.func nested in it");
			}
			pp->p++;
			if (pp_list(pp, true) != 0)
				return -1;
		} else {
			int k = find_pass(n, nn);
			if (k < 0) {
				pp->p = n;
				char msg[300];
				snprintf(msg, sizeof msg, "'%.*s' does not refer to a registered pass or pass pipeline", (int)nn, n);
				return pp_fail(pp, msg);
			}
			const char *o = NULL;
			size_t on = 0;
			if (pp->p < pp->end && *pp->p == '{') {
				o = ++pp->p;
				int depth = 1;
				while (pp->p < pp->end && depth) {
					depth += *pp->p == '{';
					depth -= *pp->p == '}';
					pp->p++;
				}
				if (depth)
					return pp_fail(pp, "missing '}' in pass options");
				on = (size_t)(pp->p - o) - 1;
			}
			if (add_pass(pp->pl, k, on_func, o, on, pp->e) != 0)
				return -1;
		}
		skip_ws(pp);
		if (pp->p < pp->end && *pp->p == ',') {
			pp->p++;
			continue;
		}
		if (pp->p < pp->end && *pp->p == ')') {
			pp->p++;
			return 0;
		}
		return pp_fail(pp, "expected ',' or ')'");
	}
}

static int pipeline(const char *v, PassList *pl, Err *e)
{
	PP pp = {.s = v, .p = v, .end = v + strlen(v), .pl = pl, .e = e};
	skip_ws(&pp);
	if (pp.p == pp.end)
		return 0;
	static const char anchor[] = "builtin.module(";
	if (strncmp(pp.p, anchor, sizeof anchor - 1) != 0)
		return pp_fail(&pp, "xlate takes a pipeline anchored on builtin.module: 'builtin.module(...)'");
	pp.p += sizeof anchor - 1;
	skip_ws(&pp);
	if (pp.p < pp.end && *pp.p == ')')
		pp.p++;
	else if (pp_list(&pp, false) != 0)
		return -1;
	skip_ws(&pp);
	if (pp.p != pp.end)
		return pp_fail(&pp, "expected end of pipeline");
	return 0;
}

int pass_flag(const char *name, const char *value, PassList *pl, char *err, size_t nerr)
{
	Err e = {err, nerr};
	while (*name == '-')
		name++;
	if (strcmp(name, "pass-pipeline") == 0)
		return pipeline(value ? value : "", pl, &e) != 0 ? -1 : 1;
	int k = find_pass(name, strlen(name));
	if (k < 0)
		return 0;
	return add_pass(pl, k, false, value, value ? strlen(value) : 0, &e) != 0 ? -1 : 1;
}

/* ------------------------------------------------------------ running */

/* llvm-request-c-wrappers: every func.func of the module asks for its C
 * wrapper (the unit attribute convert-func-to-llvm reads). */
static void request_c_wrappers(Ctx *c, Op *module)
{
	for (unsigned r = 0; r < module->nreg; r++)
		for (Block *b = module->regs[r].first; b; b = b->next)
			for (Op *op = b->first; op; op = op->next)
				if (op->kind == OP_FUNC_FUNC)
					op_set_attr(c, op, c->sym[SYM_llvm_emit_c_interface], attr_unit(c));
}

int run_passes(Ctx *c, Op *module, const PassList *pl)
{
	for (unsigned i = 0; i < pl->n && !c->nerrors; i++) {
		const Pass *p = &pl->v[i];
		switch (p->kind) {
		case PASS_LOWER:
			convert_to_llvm(c, module, &p->o);
			break;
		case PASS_RECONCILE:
			reconcile_casts(c, module);
			break;
		case PASS_C_WRAPPERS:
			request_c_wrappers(c, module);
			break;
		case PASS_DATA_LAYOUT:
			op_set_attr(c, module, c->sym[SYM_llvm_data_layout],
				    attr_str(c, p->data_layout ? p->data_layout : "", p->ndata_layout));
			break;
		}
	}
	return c->nerrors ? 1 : 0;
}
