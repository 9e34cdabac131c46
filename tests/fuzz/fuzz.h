/* fuzz.h - what the libFuzzer targets (tests/fuzz/NAME.c) share: the input
 * as a NUL-terminated source of a fresh Ctx, diagnostics formatted but
 * discarded (shown with FUZZ_DEBUG=1), and the properties every run must keep (a failed run said
 * why, in an error).  A property that fails aborts, which libFuzzer
 * reports as a crash with the input. */
#ifndef XLATE_FUZZ_H
#define XLATE_FUZZ_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xlate/ir.h"
#include "driver/driver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n);

static inline FILE *fuzz_sink(void)
{
	static FILE *f;
	if (!f && getenv("FUZZ_DEBUG"))   /* FUZZ_DEBUG=1: show the diagnostics */
		f = stderr;
	if (!f && !(f = fopen("/dev/null", "w")))
		abort();
	return f;
}

/* A Ctx over a copy of text[0..n) (the parsers want buf[n] == 0). */
static inline Ctx *fuzz_ctx(const char *name, const char *text, size_t n, unsigned llvm_version, Source **src, char **copy)
{
	*copy = malloc(n + 1);
	if (!*copy)
		abort();
	if (n)
		memcpy(*copy, text, n);
	(*copy)[n] = 0;
	Ctx *c = ctx_new();
	c->diag_out = fuzz_sink();
	c->llvm_version = llvm_version;
	*src = ctx_add_source(c, name, *copy, n);
	return c;
}

#define FUZZ_REQUIRE(cond, what) \
	do { \
		if (!(cond)) { \
			fprintf(stderr, "fuzz: property failed: %s (%s:%d)\n", what, __FILE__, __LINE__); \
			abort(); \
		} \
	} while (0)

static const unsigned fuzz_versions[3] = {14, 19, 22};

/* A run of the one driver over a copy of text[0..n) into o; *nerrors is
 * the number of errors it reported. */
static inline int fuzz_drive(const DriveOpts *d, const char *name, const char *text, size_t n, Out *o, unsigned *nerrors)
{
	char *copy = malloc(n + 1);
	if (!copy)
		abort();
	if (n)
		memcpy(copy, text, n);
	copy[n] = 0;
	DiagVec diags = {0};
	int rc = drive(d, name, copy, n, false, o, fuzz_sink(), &diags);
	*nerrors = 0;
	for (unsigned i = 0; i < diags.n; i++)
		*nerrors += diags.v[i].kind == 'e';
	diags_clear(&diags);
	free(diags.v);
	free(copy);
	return rc;
}
#endif
