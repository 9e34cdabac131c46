/* expect.h - --verify-diagnostics (expect.c): the expected-* annotations
 * of an input, and the check of the diagnostics a run gave against them,
 * reported as mlir-opt's SourceMgrDiagnosticVerifierHandler reports. */
#ifndef XLATE_EXPECT_H
#define XLATE_EXPECT_H

#include <regex.h>

#include "xlate/ir.h"

typedef struct Expect {
	char kind;           /* 'e'rror, 'w'arning, 'n'ote, 'r'emark */
	bool unknown;        /* @unknown: a diagnostic without a location */
	bool matched;
	bool has_rx;         /* expected-*-re: rx holds the pattern */
	unsigned line;       /* the line the diagnostic is expected on */
	unsigned at_line, at_col;  /* where "expected-" is written */
	const char *text;    /* the part between {{ and the last }} */
	size_t len;
	regex_t rx;
} Expect;

typedef struct Expects {
	VEC(Expect) v;
	const char *file;    /* as the diagnostics name it */
	const char *buf;     /* the whole input */
	size_t len;
	VEC(size_t) starts;  /* where each line of buf begins */
	FILE *out;           /* where the verifier reports */
	bool failed;         /* a report was made */
	bool only_expected;  /* --verify-diagnostics=only-expected: no unexpected reports */
} Expects;

/* Reads the expected-* annotations of buf (the file, or a chunk of it
 * with lines counted from the chunk); bad regexes are reported to out.  Fills e, which keeps pointers into buf. */
void expect_parse(Expects *e, const char *file, const char *buf, size_t len, FILE *out, bool only_expected);
/* One diagnostic a run gave (kind 'e', 'w', 'n' or 'r'; line 0: no
 * location): matched, or reported as unexpected / of the wrong kind. */
void expect_diag(Expects *e, char kind, unsigned line, unsigned col, const char *msg);
/* Reports the expected diagnostics never produced; returns 0 when every
 * diagnostic was expected and every expectation met, else 1. */
int expect_finish(Expects *e);
void expect_free(Expects *e);

#endif
