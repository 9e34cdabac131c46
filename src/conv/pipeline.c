/* pipeline.c - what xlate does with MLIR input: parse and verify, then
 * print it back (plain), or lower it to the llvm dialect and print that as
 * LLVM IR (--to-llvm) or as MLIR (--to-llvm-dialect).
 *
 * A module is streamed: each top-level op is verified, lowered and (for a
 * function) printed as soon as it is parsed, and a function's memory is
 * reused for the next one, so memory is bounded by the largest function,
 * not by the module.  Ops other than functions (globals) are copied out
 * of the function arena and kept to the end; so are, for MLIR output, the
 * functions' headers (their bodies' text waits in a temporary file).
 * Inputs that need the whole module first, and inputs with errors, take
 * the plain path (parse all, verify all, lower all, print all): the
 * output and the diagnostics are the same either way. */
#define _GNU_SOURCE  /* memmem */
#include <string.h>

#include "xlate/ir.h"

typedef struct Stream {
	Ctx *c;
	Arena *fn_ir;        /* the ops of the top-level op being parsed */
	VerifyStream *vs;    /* NULL without verification */
	Conv *cv;            /* NULL without lowering */
	LLP *lp;             /* LLVM IR output, or */
	MlirBodies *bodies;  /* MLIR output */
	bool failed;         /* errors, or a body that cannot be printed early */
} Stream;

/* What makes a module need its whole self before its first function can
 * be lowered or printed: a callee's calling convention (llvm.bareptr), the
 * index width (dlti.dl_spec), resources at the end of the file, block
 * addresses (numbered over all functions). */
static bool can_stream(const Source *src)
{
	static const char *const needs_all[] = {
		"llvm.bareptr", "dlti.dl_spec", "dense_resource", "blockaddress", "blocktag",
	};
	for (unsigned i = 0; i < sizeof needs_all / sizeof *needs_all; i++)
		if (memmem(src->buf, src->len, needs_all[i], strlen(needs_all[i])))
			return false;
	return true;
}

static bool is_function(Op *op)
{
	return op->kind == OP_FUNC_FUNC || op->kind == OP_LLVM_FUNC;
}

/* Prints function o (LLVM IR: and drops it; MLIR: its body, leaving in
 * its place a header from the Ctx arena). */
static void emit_function(Stream *s, Op *o)
{
	Ctx *c = s->c;
	if (s->cv)
		conv_stream_forget(s->cv, o);
	if (s->lp) {
		if (!s->failed && o->kind == OP_LLVM_FUNC)
			ll_print_func(s->lp, o);
		op_unlink(o);
		return;
	}
	c->ir = c->arena;
	Op *h = op_move_to_shell(c, o);
	if (h->nreg && h->regs[0].first && !s->failed) {
		if (mlir_print_body(c, s->bodies, h))
			region_keep_entry_args(c, &h->regs[0]);
		else
			s->failed = true;  /* its text depends on the rest (aliases) */
	}
	if (s->failed)
		op_unlink(h);
	c->ir = s->fn_ir;
}

static void on_op(void *ud, Op *op)
{
	Stream *s = ud;
	Ctx *c = s->c;
	Block *body = op->parent;
	if (s->failed) {
		op_unlink(op);
		arena_reset(s->fn_ir);
		return;
	}
	bool keep = !is_function(op);
	if (keep) {  /* a copy outside the function arena, in op's place */
		c->ir = c->arena;
		Op *copy = op_clone(c, op);
		op_insert_before(op, copy);
		op_unlink(op);
		op = copy;
	}
	if (s->vs) {   /* both checks run, so both report */
		bool sym_ok = verify_stream_symbol(s->vs, op);
		if (verify_stream_op(s->vs, op) != 0 || !sym_ok)
			s->failed = true;
	}
	if (!s->failed && s->cv && conv_stream_op(s->cv, body, op))
		s->failed = true;
	/* the function and the C-interface wrappers the lowering put after it */
	for (Op *o = keep ? NULL : op, *next; o; o = next) {
		next = o->next;
		emit_function(s, o);
	}
	c->ir = s->fn_ir;
	arena_reset(s->fn_ir);
}

/* Streams src to o: 0 on success, -1 if the plain path must run instead:
 * the input cannot be streamed, or it has errors (the plain path reports
 * them in the order it finds them: this one defers some).  Diagnostics
 * are held back until the outcome is known. */
static int run_stream(Ctx *c, Source *src, Out *o, const ConvOpts *opts, bool verify, bool to_ll)
{
	FILE *diag = c->diag_out;
	char *held = NULL;
	size_t nheld = 0;
	FILE *mem = open_memstream(&held, &nheld);
	if (!mem)
		return -1;
	Stream s = {.c = c, .fn_ir = arena_new()};
	if (!to_ll && !(s.bodies = mlir_bodies_new())) {
		fclose(mem);
		free(held);
		arena_free(s.fn_ir);
		return -1;
	}
	c->diag_out = mem;
	Op *decls = module_new(c, (Loc){src->file, 1, 1});  /* the lowering's view of the module */
	s.vs = verify ? verify_stream_new(c) : NULL;
	s.cv = opts ? conv_stream_new(c, decls, c->arena, opts) : NULL;
	s.lp = to_ll ? ll_print_new(c, o) : NULL;
	bool redo;
	Op *m = mlir_parse_stream(c, src, s.fn_ir, on_op, &s, &redo);
	c->ir = c->arena;
	if (s.vs && verify_stream_end(s.vs, !redo))
		m = NULL;
	if (s.cv)
		conv_stream_end(s.cv);
	bool ok = m && !c->nerrors && !s.failed && !redo;
	if (s.lp && ll_print_finish(s.lp, o, ok ? m : NULL))
		ok = false;
	if (s.bodies) {
		if (ok && mlir_print_bodies(c, o, m, s.bodies, 0) != 0)
			ok = false;
		mlir_bodies_free(s.bodies);
	}
	arena_free(s.fn_ir);
	fclose(mem);
	c->diag_out = diag;
	if (ok)
		fwrite(held, 1, nheld, diag ? diag : stderr);
	free(held);
	return ok ? 0 : -1;
}

int run_mlir(Ctx **cp, Source *src, Out *o, const ConvOpts *opts, bool verify, bool to_ll, bool stream)
{
	Ctx *c = *cp;
	if (stream && can_stream(src)) {
		if (run_stream(c, src, o, opts, verify, to_ll) == 0)
			return 0;
		/* start again with a fresh context, the whole module at once (o
		 * holds something only if the stream failed in ll_print_finish,
		 * with errors the plain path reports again: it is not committed) */
		src = ctx_restart(cp, src);
		c = *cp;
	}
	Op *m = mlir_parse(c, src);
	if (m && !c->nerrors && verify)
		verify_module(c, m);
	if (m && !c->nerrors && opts)
		convert_to_llvm(c, m, opts);
	if (m && !c->nerrors) {
		if (to_ll)
			ll_print(c, o, m);
		else
			mlir_print(c, o, m, 0);
	}
	return !m || c->nerrors ? 1 : 0;
}
