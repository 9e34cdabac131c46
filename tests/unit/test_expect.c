/* test_expect.c - --verify-diagnostics (driver/expect.c): reading the
 * expected-* annotations and checking diagnostics against them. */
#define _GNU_SOURCE  /* open_memstream */
#include <stdio.h>
#include <string.h>

#include <criterion/criterion.h>

#include "driver/expect.h"

static char *text;
static size_t text_len;
static FILE *out;

static void parse(Expects *e, const char *src)
{
	out = open_memstream(&text, &text_len);
	expect_parse(e, "f.mlir", src, strlen(src), out, false);
}

static const char *done(Expects *e, int *rc)
{
	*rc = expect_finish(e);
	expect_free(e);
	fclose(out);
	return text;
}

Test(expect, designators)
{
	Expects e;
	parse(&e, "a\n"                                     /* 1 */
	          "// expected-error@+2 {{plus}}\n"         /* 2 -> 4 */
	          "// expected-note@-1 {{minus}}\n"         /* 3 -> 2 */
	          "b // expected-warning {{same}}\n"        /* 4 -> 4 */
	          "// expected-remark@above {{above}}\n"    /* 5 -> 1: line 4 is annotated */
	          "// expected-error@below {{below}}\n"     /* 6 -> 8 */
	          "// expected-error@below {{below2}}\n"    /* 7 -> 8 */
	          "c\n"                                     /* 8 */
	          "// expected-error@unknown {{nowhere}}\n" /* 9 */
	          "// expected-error@below {{dangling}}");  /* 10 -> 10 */
	cr_assert_eq(e.v.n, 8);
	unsigned want[] = {4, 2, 4, 1, 8, 8, 0, 10};
	char kinds[] = "enwreeee";
	for (unsigned i = 0; i < e.v.n; i++) {
		cr_expect_eq(e.v.v[i].line, want[i], "annotation %u: line %u", i, e.v.v[i].line);
		cr_expect_eq(e.v.v[i].kind, kinds[i]);
	}
	cr_expect(e.v.v[6].unknown);
	cr_expect_eq(e.v.v[0].at_line, 2);
	cr_expect_eq(e.v.v[0].at_col, 4);
	cr_expect_eq(e.v.v[0].len, 4);
	cr_expect(strncmp(e.v.v[0].text, "plus", 4) == 0);
	int rc;
	done(&e, &rc);
	cr_expect_eq(rc, 1);   /* none met */
}

Test(expect, match_and_report)
{
	Expects e;
	parse(&e, "x\n"
	          "y // expected-error {{wanted}}\n"
	          "z // expected-error-re {{num {{[0-9]+}} (x)}}\n"
	          "w // expected-warning {{near}}\n");
	expect_diag(&e, 'e', 2, 1, "this is wanted here");
	expect_diag(&e, 'e', 3, 3, "num 42 (x)");
	expect_diag(&e, 'e', 4, 1, "so near");
	expect_diag(&e, 'n', 1, 1, "surprise");
	int rc;
	const char *t = done(&e, &rc);
	cr_expect_eq(rc, 1);
	cr_expect(strstr(t, "f.mlir:4:6: error: 'error' diagnostic emitted when expecting a 'warning'\n"), "%s", t);
	cr_expect(strstr(t, "f.mlir:1:1: error: unexpected note: surprise\nx\n^\n"), "%s", t);
	cr_expect(strstr(t, "f.mlir:4:6: error: expected warning \"near\" was not produced\n"
	                    "w // expected-warning {{near}}\n     ^~~~\n"), "%s", t);
	cr_expect(!strstr(t, "wanted"), "%s", t);
	cr_expect(!strstr(t, "num"), "%s", t);
	free(text);
}

Test(expect, all_met)
{
	Expects e;
	parse(&e, "// expected-error@+1 {{}}\nfoo\n// expected-note@unknown {{gone}}\n");
	expect_diag(&e, 'e', 2, 7, "anything");
	expect_diag(&e, 'n', 0, 0, "gone away");
	int rc;
	const char *t = done(&e, &rc);
	cr_expect_eq(rc, 0);
	cr_expect_str_empty(t);
	free(text);
}

Test(expect, literal_is_not_a_regex)
{
	Expects e;
	parse(&e, "a // expected-error {{x{{.*}}y}}\n");
	expect_diag(&e, 'e', 1, 1, "x{{.*}}y");
	int rc;
	done(&e, &rc);
	cr_expect_eq(rc, 0);
	free(text);
}

Test(expect, bad_regex)
{
	Expects e;
	parse(&e, "a\n  // expected-error-re {{a {{b}}\n  // expected-error-re {{{{(}}}}\n");
	cr_expect_eq(e.v.n, 0);
	int rc;
	const char *t = done(&e, &rc);
	cr_expect_eq(rc, 1);
	cr_expect(strstr(t, "f.mlir:2:6: error: found start of regex with no end '}}'\n"), "%s", t);
	cr_expect(strstr(t, "f.mlir:3:6: error: invalid regex: "), "%s", t);
	free(text);
}

Test(expect, only_expected)
{
	Expects e;
	out = open_memstream(&text, &text_len);
	expect_parse(&e, "f.mlir", "a // expected-error {{yes}}\n", 27, out, true);
	expect_diag(&e, 'e', 1, 1, "not this");
	expect_diag(&e, 'e', 1, 1, "yes");
	int rc;
	const char *t = done(&e, &rc);
	cr_expect_eq(rc, 0);
	cr_expect_str_empty(t);
	free(text);
}
