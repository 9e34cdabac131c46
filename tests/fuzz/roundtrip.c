/* roundtrip.c - fuzz target: round-trip properties.
 *  - MLIR the parser accepts and the verifier passes: what the printer
 *    prints (custom and generic form) the parser reads back, the verifier
 *    passes, and printing that gives the same text again.
 *  - LLVM IR that --import-llvm accepts: --to-llvm accepts the MLIR it
 *    printed and prints LLVM IR from it.
 * The input is tried as MLIR first, then as LLVM IR. */
#include "fuzz.h"

static bool same(const Out *a, const Out *b)
{
	return a->len == b->len && (!a->len || memcmp(a->buf, b->buf, a->len) == 0);
}

/* Prints m, reads the text back (it must parse and verify) and prints it
 * again into *again. */
static void reprint(Ctx *c, Op *m, unsigned flags, unsigned version, Out *text, Out *again)
{
	out_init(text);
	out_init(again);
	mlir_print(c, text, m, flags);
	Source *src;
	char *copy;
	Ctx *c2 = fuzz_ctx("printed.mlir", text->buf ? text->buf : "", text->len, version, &src, &copy);
	Op *m2 = mlir_parse(c2, src, NULL);
	FUZZ_REQUIRE(m2 && !c2->nerrors, "the parser rejects what the printer printed");
	verify_module(c2, m2);
	FUZZ_REQUIRE(!c2->nerrors, "the verifier rejects what the printer printed");
	mlir_print(c2, again, m2, flags);
	ctx_free(c2);
	free(copy);
}

/* Affine expressions are simplified as they are read, as mlir-opt-19
 * does, and its printed form of some (-d1 + -s0) simplifies further: text
 * with an affine_map may change once, then must stay. */
static void mlir_fixpoint(Ctx *c, Op *m, unsigned flags, unsigned version)
{
	Out p1, p2;
	reprint(c, m, flags, version, &p1, &p2);
	if (!same(&p1, &p2)) {
		FUZZ_REQUIRE(p1.buf && strstr(p1.buf, "affine_map"), "printing the printed text again gives other text");
		Source *src;
		char *copy;
		Ctx *c2 = fuzz_ctx("printed.mlir", p2.buf ? p2.buf : "", p2.len, version, &src, &copy);
		Op *m2 = mlir_parse(c2, src, NULL);
		FUZZ_REQUIRE(m2 && !c2->nerrors, "the parser rejects what the printer printed");
		Out q2, q3;
		reprint(c2, m2, flags, version, &q2, &q3);
		FUZZ_REQUIRE(same(&q2, &q3), "printing the printed text again gives other text (twice)");
		out_free(&q2);
		out_free(&q3);
		ctx_free(c2);
		free(copy);
	}
	out_free(&p1);
	out_free(&p2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n)
{
	unsigned version = fuzz_versions[n % 3];
	Source *src;
	char *copy;
	Ctx *c = fuzz_ctx("fuzz.mlir", (const char *)data, n, version, &src, &copy);
	Op *m = mlir_parse(c, src, NULL);
	if (m && !c->nerrors)
		verify_module(c, m);
	if (m && !c->nerrors) {
		mlir_fixpoint(c, m, 0, version);
		mlir_fixpoint(c, m, MLIR_GENERIC, version);
		ctx_free(c);
		free(copy);
		return 0;
	}
	ctx_free(c);
	free(copy);

	c = fuzz_ctx("fuzz.ll", (const char *)data, n, version, &src, &copy);
	m = ll_parse(c, src, NULL);
	if (m && !c->nerrors) {
		Out t, ll;
		out_init(&t);
		out_init(&ll);
		mlir_print(c, &t, m, MLIR_TRANSLATE);
		DriveOpts d = {.mode = DRIVE_TO_LLVM, .llvm_version = version};
		unsigned nerr;
		int rc = fuzz_drive(&d, "imported.mlir", t.buf ? t.buf : "", t.len, &ll, &nerr);
		FUZZ_REQUIRE(rc == 0 && !nerr, "--to-llvm rejects what --import-llvm printed");
		FUZZ_REQUIRE(ll.len > 0, "--to-llvm printed nothing");
		out_free(&t);
		out_free(&ll);
	}
	ctx_free(c);
	free(copy);
	return 0;
}
