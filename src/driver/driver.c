/* driver.c - the one driver: how a run of xlate flows, for every mode and
 * both front ends.  It makes the Ctx, owns the run's IR arena (Ctx.ir) and
 * its per-op marks, decides between streaming and holding the whole module,
 * and runs parse -> verify -> lower -> print.
 *
 * Streaming: the front end (MLIR parser or .ll importer) hands each
 * finished top-level op to feed_close (the Feed contract, ir.h).  MLIR
 * input: each op is verified, lowered and, for a function, printed at
 * once (LLVM IR: ll_print_func; MLIR: its body to the MlirBodies file,
 * leaving a header in the Ctx arena), and its IR is given back to the
 * arena (arena_release to the mark open took); other ops (globals) stay.
 * LLVM IR output: when all the interner and the uniquers made while a
 * function was read is its name (and its string and references to it),
 * those go too (uniq_drop_name, Ctx.uniq given back to open's mark): what
 * stays of a function is its entry in the symbol table (Ctx.modsyms).
 * .ll input: each final body is printed and given back the same way.  At
 * the end the rest of the module is printed around the bodies, so memory
 * is bounded by the largest function, not by the module.
 *
 * Holding the whole module: the front end says (Feed.whole) when what it
 * has seen needs it (resources at the end of the file, block addresses, a
 * callee's calling convention, the data layout, ...).  If nothing was
 * handed on yet the driver keeps every op and finishes with the whole
 * module from the same parse; otherwise, and when a streamed op failed to
 * verify, lower or print, it starts again with a fresh Ctx and no Feed
 * (then diagnostics come in the order the whole-module path finds them:
 * they are held back until the outcome is known).  An input whose parse
 * fails is parsed once: the held diagnostics are the parser's, the ones
 * the whole-module path gives.  The output is the same either way. */
#define _GNU_SOURCE  /* open_memstream */
#include <stdio.h>
#include <string.h>

#include "driver/driver.h"

enum { RESTART = 2 };

typedef struct Run {
	Feed feed;           /* the front end's side; first: a Feed * is a Run * */
	Ctx *c;
	const DriveOpts *d;
	bool mlir;           /* the MLIR front end, else the .ll importer */
	Arena *ir;           /* the run's IR (c->ir while streaming) */
	ArenaMark mark;      /* where the IR of the op being parsed begins */
	ArenaMark umark;     /* where its Syms and attributes begin (Ctx.uniq) */
	bool drop;           /* a function's name goes with it (uniq_drop_name) */
	VerifyStream *vs;    /* NULL without verification */
	Conv *cv;            /* NULL without lowering */
	LLP *lp;             /* LLVM IR output, or */
	MlirBodies *bodies;  /* MLIR output */
	unsigned emitted;    /* ops handed to the verifier, the lowering or a printer */
	unsigned phase_diags;  /* diagnostics those reported */
	bool failed;         /* errors, or a body that cannot be printed early */
} Run;

static bool lowers(const DriveOpts *d)
{
	return d->mode == DRIVE_TO_LLVM || d->mode == DRIVE_TO_LLVM_DIALECT;
}

static Ctx *new_ctx(const DriveOpts *d, const char *file, const char *buf, size_t len, bool mapped,
                    FILE *diag, DiagVec *diags, Source **src)
{
	Ctx *c = ctx_new();
	c->llvm_version = d->llvm_version ? d->llvm_version : 22;
	c->diag_out = diag;
	c->diags = diags;
	c->type_spelling = mlir_print_type;
	c->attr_spelling = mlir_print_attr;
	c->reject_unregistered = d->reject_unregistered;
	c->structs_as_literals = d->structs_as_literals;
	c->print_locs = d->print_locs;
	c->keep_ll_extras = d->keep_ll_extras;
	*src = ctx_add_source(c, file, buf, len);
	(*src)->mapped = mapped;
	(*src)->first_line = d->first_line;
	return c;
}

/* ------------------------------------------------------------ mlir-translate's refusals */

/* Whether mlir-translate of generation g loads the dialect of op name (its
 * text up to the dot): the dialects its note lists. */
static bool translate_loads(const Gen *g, const char *name)
{
	const char *dot = strchr(name, '.');
	size_t n = dot ? (size_t)(dot - name) : strlen(name);
	const char *l = g->translate_dialects ? strchr(g->translate_dialects, ':') : NULL;
	if (!l)
		return true;
	for (l += 2; *l && *l != ';';) {
		size_t k = strcspn(l, ", ");
		if (k == n && memcmp(l, name, n) == 0)
			return true;
		l += k;
		l += strspn(l, ", ");
	}
	return false;
}

/* The first op, in the order of the text, of a dialect mlir-translate does
 * not load: its parser stops there (without --allow-unregistered-dialect). */
static Op *first_unloaded(const Gen *g, Op *op)
{
	for (unsigned r = 0; r < op->nreg; r++)
		for (Block *b = op->regs[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next) {
				if (!translate_loads(g, o->name->s))
					return o;
				Op *in = first_unloaded(g, o);
				if (in)
					return in;
			}
	return NULL;
}

/* The first op of a body mlir-translate has no translation for. */
static Op *first_foreign(Op *op)
{
	for (unsigned r = 0; r < op->nreg; r++)
		for (Block *b = op->regs[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next) {
				if (strncmp(o->name->s, "llvm.", 5) != 0)
					return o;
				Op *in = first_foreign(o);
				if (in)
					return in;
			}
	return NULL;
}

/* mlir-translate --mlir-to-llvmir translates the llvm dialect only: an op
 * of a dialect it does not load fails its parse (before = true, before
 * verification), any other op of another dialect its translation (the
 * module's top-level ops first, then the bodies, in order).  Reports the
 * first as it does; true if there was one. */
static bool refuse_foreign(Ctx *c, Op *m, bool before)
{
	const Gen *g = gen_of(c->llvm_version);
	Op *bad = NULL;
	if (before) {
		if (c->reject_unregistered && (bad = first_unloaded(g, m))) {
			const char *dot = strchr(bad->name->s, '.');
			int n = dot ? (int)(dot - bad->name->s) : (int)strlen(bad->name->s);
			error_at(c, bad->loc, "Dialect `%.*s' not found for custom op '%s' ", n, bad->name->s, bad->name->s);
			note_at(c, bad->loc, "%s", g->translate_dialects);
		}
		return bad != NULL;
	}
	Block *body = module_body(m);
	for (Op *o = body ? body->first : NULL; o && !bad; o = o->next)
		if (strncmp(o->name->s, "llvm.", 5) != 0 && !(op_flags[o->kind] & OPF_TERM))
			bad = o;
	for (Op *o = body ? body->first : NULL; o && !bad; o = o->next)
		if (!strncmp(o->name->s, "llvm.", 5))
			bad = first_foreign(o);
	if (bad && !strncmp(bad->name->s, "builtin.", 8))
		error_at(c, bad->loc, "LLVM Translation failed for operation: %s", bad->name->s);
	else if (bad)
		error_at(c, bad->loc, "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` "
		         "registration for dialect for op: %s", bad->name->s);
	return bad != NULL;
}

/* ------------------------------------------------------------ whole module */

static int finish_whole(Ctx *c, Op *m, const DriveOpts *d, Out *o)
{
	bool import = d->mode == DRIVE_IMPORT;
	bool only = d->llvm_only && d->mode == DRIVE_TO_LLVM;
	if (m && !c->nerrors && only && refuse_foreign(c, m, true))
		return 1;
	if (m && !c->nerrors && only && d->no_implicit_module && c->implicit_module) {
		/* mlir-translate --no-implicit-module takes the file's one op as the module */
		Block *b = module_body(m);
		unsigned n = 0;
		for (Op *o = b ? b->first : NULL; o; o = o->next)
			n++;
		if (n == 1)
			error_at(c, b->first->loc, "'%s' op can not be translated to an LLVMIR module", b->first->name->s);
		else
			error_at(c, (Loc){m->loc.file, 0, 0}, "source must contain a single top-level operation, found: %u", n);
		return 1;
	}
	if (m && !c->nerrors && !d->no_verify && !import)
		verify_module(c, m);
	if (m && !c->nerrors && only)
		refuse_foreign(c, m, false);
	if (m && !c->nerrors && d->passes.n)
		run_passes(c, m, &d->passes);
	else if (m && !c->nerrors && lowers(d))
		convert_to_llvm(c, m, &d->conv);
	if (m && !c->nerrors) {
		if (d->mode == DRIVE_TO_LLVM)
			ll_print(c, o, m);
		else
			mlir_print(c, o, m, (d->generic ? MLIR_GENERIC : 0) | (import ? MLIR_TRANSLATE : 0));
	}
	return !m || c->nerrors ? 1 : 0;
}

static int run_whole(Ctx *c, Source *src, const DriveOpts *d, Out *o)
{
	Op *m = d->mode == DRIVE_IMPORT ? ll_parse(c, src, NULL) : mlir_parse(c, src, NULL);
	return finish_whole(c, m, d, o);
}

/* ------------------------------------------------------------ streaming */

static bool is_function(Op *op)
{
	return op->kind == OP_FUNC_FUNC || op->kind == OP_LLVM_FUNC;
}

static void feed_open(Feed *f)
{
	Run *r = (Run *)f;
	r->mark = arena_mark(r->ir);
	if (r->drop) {
		r->umark = arena_mark(r->c->uniq);
		r->c->made.n = 0;
	}
}

/* Prints function o (LLVM IR: and drops it; MLIR: its body, leaving in
 * its place a header from the Ctx arena). */
static void emit_function(Run *r, Op *o)
{
	Ctx *c = r->c;
	if (r->cv)
		conv_stream_forget(r->cv, o);
	if (r->lp) {
		if (!r->failed && o->kind == OP_LLVM_FUNC && !ll_print_func(r->lp, o))
			r->failed = true;   /* start again with the whole module */
		op_unlink(o);
		return;
	}
	c->ir = c->arena;
	Op *h = op_move_to_shell(c, o);
	if (h->nreg && h->regs[0].first && !r->failed) {
		if (mlir_print_body(c, r->bodies, h))
			region_keep_entry_args(c, &h->regs[0]);
		else
			r->failed = true;  /* its text depends on the rest (aliases) */
	}
	if (r->failed)
		op_unlink(h);
	c->ir = r->ir;
}

/* The stream module's attributes: its data layout is what the lowering
 * (the index width) and the .ll printer (alignments) read of the module
 * before its functions, the others its named metadata (llvm.ident, ...).  MLIR output (whose aliases may name the layout)
 * and llvm.bareptr on the module still hold the whole module. */
static bool feed_layout(Feed *f, const NamedAttr *attrs, unsigned n)
{
	Run *r = (Run *)f;
	if (!r->lp)
		return false;
	Attr *dl = NULL, *spec = NULL;
	for (unsigned i = 0; i < n; i++) {
		const char *name = attrs[i].name->s;
		if (!strcmp(name, "llvm.bareptr"))
			return false;
		if (!dl && !strcmp(name, "llvm.data_layout"))
			dl = attrs[i].attr;
		if (!spec && !strcmp(name, "dlti.dl_spec"))
			spec = attrs[i].attr;
	}
	if (spec && spec->kind != ATTR_DL_SPEC)
		return false;   /* the verifier's error, before the module's ops' */
	bool layout = dl || spec;   /* the parser also feeds a module without one (named metadata) */
	for (unsigned i = 0; i < n; i++)
		layout = layout || attrs[i].attr->kind == ATTR_DL_SPEC;
	if (r->cv && layout)
		conv_stream_layout(r->cv, attrs, n);
	if (r->lp) {
		ll_print_layout(r->lp, dl, spec);
		ll_print_module_attrs(r->lp, attrs, n);
	}
	return true;
}

/* An op of the MLIR module body: verified, lowered, and if a function,
 * printed with the C-interface wrappers the lowering put after it. */
static bool close_mlir(Run *r, Op *op)
{
	Ctx *c = r->c;
	Block *body = op->parent;
	bool keep = !is_function(op);
	Attr *name = keep ? NULL : op_attr(op, c->sym[SYM_sym_name]);
	unsigned nd = c->nerrors + c->nwarnings;
	r->emitted++;
	if (r->vs) {   /* both checks run, so both report */
		bool sym_ok = verify_stream_symbol(r->vs, op);
		if (verify_stream_op(r->vs, op) != 0 || !sym_ok)
			r->failed = true;
	}
	if (!r->failed && r->cv && conv_stream_op(r->cv, body, op))
		r->failed = true;
	for (Op *o = keep ? NULL : op, *next; o; o = next) {
		next = o->next;
		emit_function(r, o);
	}
	r->phase_diags += c->nerrors + c->nwarnings - nd;
	if (!keep)
		arena_release(r->ir, r->mark);
	if (!keep && r->drop && !r->failed && name && name->kind == ATTR_STRING && uniq_drop_name(c, name->s.str))
		arena_release(c->uniq, r->umark);
	return !keep;
}

/* A function of the import: its body printed, the IR given back but for
 * the function op and an entry block with the same arguments; or, when
 * its header is final too (Feed.heads), all of it printed and given back,
 * the op too: it leaves the module, where the op standing in for the
 * functions printed whole just before it now stands in for it too (or a
 * new one, which is all that stays of it). */
static bool close_import(Run *r, Op *fn)
{
	Ctx *c = r->c;
	bool heads = r->feed.heads;
	if (!(heads ? mlir_print_func(c, r->bodies, fn) : mlir_print_body(c, r->bodies, fn)))
		return false;
	c->ir = c->arena;
	if (heads)
		mlir_bodies_stand_in(c, r->bodies, fn);
	else
		region_keep_entry_args(c, &fn->regs[0]);
	c->ir = r->ir;
	arena_release(r->ir, r->mark);
	r->emitted++;
	return true;
}

static bool feed_close(Feed *f, Op *op, bool final)
{
	Run *r = (Run *)f;
	if (f->whole && r->emitted)
		r->failed = true;   /* too late to hold the whole module: start again */
	if (r->failed) {
		if (r->mlir) {
			op_unlink(op);
			arena_release(r->ir, r->mark);
		}
		return false;
	}
	if (f->whole || !final)
		return false;       /* kept for the end */
	return r->mlir ? close_mlir(r, op) : close_import(r, op);
}

/* Streams src to o: 0 or 1 (errors reported), -1 (the output could not be
 * written), or RESTART: the whole-module path must run in a fresh Ctx. */
static int run_stream(Ctx *c, Source *src, const DriveOpts *d, Out *o)
{
	FILE *diag = c->diag_out;
	char *held = NULL;
	size_t nheld = 0;
	FILE *mem = open_memstream(&held, &nheld);
	if (!mem)
		return RESTART;
	bool to_ll = d->mode == DRIVE_TO_LLVM;
	Run r = {.c = c, .d = d, .mlir = d->mode != DRIVE_IMPORT, .ir = arena_new()};
	r.feed = (Feed){.open = feed_open, .close = feed_close, .layout = feed_layout, .keep = c->arena};
	if (!to_ll && !(r.bodies = mlir_bodies_new(o->discard))) {
		fclose(mem);
		free(held);
		arena_free(r.ir);
		return RESTART;
	}
	c->diag_out = mem;
	if (r.mlir) {
		Op *decls = module_new(c, (Loc){src->file, 1, 1});  /* the lowering's view of the module */
		r.vs = d->no_verify ? NULL : verify_stream_new(c);
		r.cv = lowers(d) ? conv_stream_new(c, decls, c->arena, &d->conv) : NULL;
	}
	r.lp = to_ll ? ll_print_new(c, o) : NULL;
	if (to_ll && r.mlir) {
		c->uniq = arena_new();
		r.drop = true;
	}
	c->ir = r.ir;
	Op *m = r.mlir ? mlir_parse(c, src, &r.feed) : ll_parse(c, src, &r.feed);
	int rc;
	bool whole = r.feed.whole && !r.emitted && !r.feed.broken && m && !c->nerrors;
	bool parse_failed = !m && c->nerrors && !r.phase_diags;
	if (r.vs && verify_stream_end(r.vs, m, !whole && !parse_failed && !r.feed.broken))
		m = NULL;
	if (r.cv)
		conv_stream_end(r.cv);
	if (whole) {
		/* nothing handed on: finish with the whole module of this parse */
		if (r.lp)
			ll_print_finish(r.lp, o, NULL);
		mlir_bodies_free(r.bodies);
		fclose(mem);
		c->diag_out = diag;
		fwrite(held, 1, nheld, diag);
		free(held);
		rc = finish_whole(c, m, d, o);
		c->ir = c->arena;
		arena_free(r.ir);
		return rc;
	}
	if (parse_failed || !r.mlir) {
		/* the diagnostics are the parser's (or the importer's, which does
		 * not hand on bodies after an error) */
		rc = !m || c->nerrors ? 1 : 0;
		if (r.feed.broken)
			rc = RESTART;
		if (r.bodies)
			mlir_bodies_pending(r.bodies, r.feed.pending, r.feed.npending);
		if (rc == 0 && mlir_print_bodies(c, o, m, r.bodies, MLIR_TRANSLATE) != 0)
			rc = RESTART;   /* bodies that do not fit the end: print the whole module */
		if (r.lp)
			ll_print_finish(r.lp, o, NULL);
	} else {
		bool ok = m && !c->nerrors && !r.failed && !r.feed.broken && !c->modsym_full;
		if (r.lp && ll_print_finish(r.lp, o, ok ? m : NULL))
			ok = false;
		if (c->nerrors)   /* the module's header (module asm) is checked as it is printed */
			ok = false;
		if (r.bodies && ok && mlir_print_bodies(c, o, m, r.bodies, 0) != 0)
			ok = false;
		rc = ok ? 0 : RESTART;
	}
	mlir_bodies_free(r.bodies);
	c->ir = c->arena;
	arena_free(r.ir);
	fclose(mem);
	c->diag_out = diag;
	if (rc != RESTART)
		fwrite(held, 1, nheld, diag);
	free(held);
	return rc;
}

int drive(const DriveOpts *d, const char *file, const char *buf, size_t len, bool mapped,
          Out *o, FILE *diag, DiagVec *diags)
{
	Source *src;
	Ctx *c = new_ctx(d, file, buf, len, mapped, diag, diags, &src);
	int rc = RESTART;
	/* the MLIR bodies printed early are in custom form */
	/* typed pointers (LLVM 14) are chosen over the whole module (ll_typed.c) */
	/* mlir-opt's passes run on the whole module */
	/* mlir-translate's refusals look at the whole module */
	if (!d->no_stream && !d->print_locs && !d->passes.n && !(d->generic && d->mode != DRIVE_TO_LLVM) && !d->llvm_only &&
	    !(d->mode == DRIVE_TO_LLVM && gen_of(c->llvm_version)->typed_ptrs))
		rc = run_stream(c, src, d, o);
	if (rc == RESTART) {
		/* start again with a fresh context, the whole module at once,
		 * without what the stream printed */
		ctx_free(c);
		if (out_rewind(o) != 0)
			return -1;
		if (diags)
			diags_clear(diags);
		c = new_ctx(d, file, buf, len, mapped, diag, diags, &src);
		rc = run_whole(c, src, d, o);
	}
	ctx_free(c);
	return rc;
}
