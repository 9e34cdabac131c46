/* pipeline.c - xlate --to-llvm: parse, verify, lower to the llvm dialect
 * and print as LLVM IR.
 *
 * A module is streamed: each top-level op is verified, lowered and (for a
 * function) printed as soon as it is parsed, and a function's memory is
 * reused for the next one, so memory is bounded by the largest function,
 * not by the module.  Ops other than functions (globals) are copied out
 * of the function arena and kept to the end.  Inputs that need the whole
 * module first take the plain path (parse all, verify all, lower all,
 * print all), with the same output. */
#include <string.h>

#include "xlate/ir.h"

typedef struct Stream {
	Ctx *c;
	Arena *fn_ir;        /* the ops of the top-level op being parsed */
	VerifyStream *vs;    /* NULL without verification */
	Conv *cv;
	LLP *lp;
	bool verify_failed;  /* keep verifying, stop lowering */
	bool conv_failed;    /* stop everything but the parse */
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
	for (unsigned i = 0; i < sizeof needs_all / sizeof *needs_all; i++) {
		size_t n = strlen(needs_all[i]);
		for (const char *s = src->buf; (s = memchr(s, needs_all[i][0], src->len - (size_t)(s - src->buf)));
		     s++)
			if ((size_t)(src->buf + src->len - s) >= n && memcmp(s, needs_all[i], n) == 0)
				return false;
	}
	return true;
}

static bool is_function(Op *op)
{
	return op->kind == OP_FUNC_FUNC || op->kind == OP_LLVM_FUNC;
}

static void on_op(void *ud, Op *op)
{
	Stream *s = ud;
	Ctx *c = s->c;
	Block *body = op->parent;
	if (s->conv_failed) {
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
	if (s->vs && (!verify_stream_symbol(s->vs, op) | (verify_stream_op(s->vs, op) != 0)))
		s->verify_failed = true;
	if (!s->verify_failed && conv_stream_op(s->cv, body, op))
		s->conv_failed = true;
	if (!keep) {
		/* the function and the C-interface wrappers the lowering put after it */
		for (Op *o = op, *next; o; o = next) {
			next = o->next;
			if (!s->verify_failed && !s->conv_failed && o->kind == OP_LLVM_FUNC)
				ll_print_func(s->lp, o);
			conv_stream_forget(s->cv, o);
			op_unlink(o);
		}
	}
	c->ir = s->fn_ir;
	arena_reset(s->fn_ir);
}

/* Streams src to o: 0 on success, -1 if the plain path must run instead:
 * the input cannot be streamed, or it has errors (the plain path reports
 * them in the order it finds them: this one defers some).  Diagnostics
 * are held back until the outcome is known. */
static int to_llvm_stream(Ctx *c, Source *src, Out *o, const ConvOpts *opts, bool verify)
{
	FILE *diag = c->diag_out;
	char *held = NULL;
	size_t nheld = 0;
	FILE *mem = open_memstream(&held, &nheld);
	if (!mem)
		return -1;
	c->diag_out = mem;
	Stream s = {.c = c, .fn_ir = arena_new()};
	Op *decls = module_new(c, (Loc){src->file, 1, 1});  /* the lowering's view of the module */
	s.vs = verify ? verify_stream_new(c) : NULL;
	s.cv = conv_stream_new(c, decls, c->arena, opts);
	s.lp = ll_print_new(c, o);
	bool redo;
	Op *m = mlir_parse_stream(c, src, s.fn_ir, on_op, &s, &redo);
	c->ir = c->arena;
	if (s.vs && verify_stream_end(s.vs, !redo))
		m = NULL;
	conv_stream_end(s.cv);
	int rc = !m || c->nerrors ? 1 : 0;
	if (ll_print_finish(s.lp, o, rc ? NULL : m))
		rc = 1;
	arena_free(s.fn_ir);
	fclose(mem);
	c->diag_out = diag;
	if (!redo && rc == 0)
		fwrite(held, 1, nheld, diag ? diag : stderr);
	free(held);
	return redo || rc ? -1 : 0;
}

int to_llvm(Ctx **cp, Source *src, Out *o, const ConvOpts *opts, bool verify, bool stream)
{
	Ctx *c = *cp;
	if (stream && can_stream(src)) {
		int rc = to_llvm_stream(c, src, o, opts, verify);
		if (rc >= 0)
			return rc;
		/* start again with a fresh context, the whole module at once */
		char *file = xmalloc(src->file->len + 1);
		memcpy(file, src->file->s, src->file->len + 1);
		const char *buf = src->buf;
		size_t len = src->len;
		bool mapped = src->mapped;
		ctx_free(c);
		*cp = c = ctx_new();
		src = ctx_add_source(c, file, buf, len);
		src->mapped = mapped;
		free(file);
	}
	Op *m = mlir_parse(c, src);
	if (m && !c->nerrors && verify)
		verify_module(c, m);
	if (m && !c->nerrors)
		convert_to_llvm(c, m, opts);
	if (m && !c->nerrors)
		ll_print(c, o, m);
	return !m || c->nerrors ? 1 : 0;
}
