/* expect.c - --verify-diagnostics: reads the expected-* annotations of an
 * input and checks a run's diagnostics against them, as MLIR's
 * SourceMgrDiagnosticVerifierHandler does (mlir/lib/IR/Diagnostics.cpp):
 *
 *   // expected-error@+1 {{substring of the message}}
 *   // expected-note-re@above {{literal {{regex}} literal}}
 *
 * kinds error, warning, note, remark; @+N, @-N, @above (the last line
 * that holds no annotation), @below (the next such line), @unknown (a
 * diagnostic without a location); without @, the annotation's own line.
 * The text between the first {{ and the last }} of the line is a
 * substring of the message, or with -re literal parts and {{regex}}
 * parts (POSIX extended regular expressions).  A diagnostic nobody
 * expects is reported when it comes ("unexpected error: ..."), one of
 * another kind as a near miss, the expectations never met at the end. */
#define _GNU_SOURCE  /* memmem */
#include <string.h>

#include "driver/expect.h"

static const char *kind_name(char k)
{
	return k == 'e' ? "error" : k == 'w' ? "warning" : k == 'n' ? "note" : "remark";
}

/* file:line:col: error: msg, the line and a caret with range-1 tildes */
static void report(Expects *e, unsigned line, unsigned col, size_t range, const char *msg)
{
	FILE *f = e->out;
	e->failed = true;
	if (!line) {
		fprintf(f, "%s: error: %s\n", e->file, msg);
		return;
	}
	fprintf(f, "%s:%u:%u: error: %s\n", e->file, line, col, msg);
	if (line > e->starts.n)
		return;
	const char *p = e->buf + e->starts.v[line - 1], *end = e->buf + e->len;
	const char *nl = memchr(p, '\n', (size_t)(end - p));
	size_t n = (size_t)((nl ? nl : end) - p);
	if (n && p[n - 1] == '\r')
		n--;
	fprintf(f, "%.*s\n", (int)n, p);
	for (unsigned i = 1; i < col; i++)
		fputc(i - 1 < n && p[i - 1] == '\t' ? '\t' : ' ', f);
	fputc('^', f);
	for (size_t i = 1; i < range && col - 1 + i < n; i++)
		fputc('~', f);
	fputc('\n', f);
}

static void report_expect(Expects *e, Expect *x, const char *msg)
{
	report(e, x->at_line, x->at_col, x->len, msg);
}

/* The pattern of an expected-*-re: literal parts escaped, {{...}} parts
 * as groups.  0, or reports and returns -1. */
static int compile(Expects *e, Expect *x)
{
	Out o;
	out_init(&o);
	const char *s = x->text, *end = x->text + x->len;
	while (s < end) {
		const char *open = s;
		while (open + 1 < end && !(open[0] == '{' && open[1] == '{'))
			open++;
		if (open + 1 >= end)
			open = end;
		for (; s < open; s++) {
			if (strchr(".[]{}()\\*+?|^$", *s))
				out_ch(&o, '\\');
			out_ch(&o, *s);
		}
		if (open == end)
			break;
		const char *close = open + 2;
		while (close + 1 < end && !(close[0] == '}' && close[1] == '}'))
			close++;
		if (close + 1 >= end) {
			out_free(&o);
			report_expect(e, x, "found start of regex with no end '}}'");
			return -1;
		}
		out_ch(&o, '(');
		out_mem(&o, open + 2, (size_t)(close - open - 2));
		out_ch(&o, ')');
		s = close + 2;
	}
	int rc = regcomp(&x->rx, o.buf ? o.buf : "", REG_EXTENDED | REG_NOSUB);
	out_free(&o);
	if (rc) {
		char err[256], msg[300];
		regerror(rc, &x->rx, err, sizeof err);
		snprintf(msg, sizeof msg, "invalid regex: %s", err);
		report_expect(e, x, msg);
		return -1;
	}
	x->has_rx = true;
	return 0;
}

static bool word(const char **p, const char *end, const char *w)
{
	size_t n = strlen(w);
	if ((size_t)(end - *p) < n || memcmp(*p, w, n) != 0)
		return false;
	*p += n;
	return true;
}

/* Reads an annotation at s ("expected-..."), the line ending at end
 * (trailing blanks dropped).  where: 0 none, '+', '-', 'a'bove,
 * 'b'elow, 'u'nknown; off the number of @+N / @-N. */
static bool annotation(const char *s, const char *end, Expect *x, char *where, unsigned *off)
{
	const char *p = s + 9;   /* "expected-" */
	static const char *const kinds[] = {"error", "note", "remark", "warning"};
	x->kind = 0;
	for (int i = 0; i < 4 && !x->kind; i++)
		if (word(&p, end, kinds[i]))
			x->kind = kinds[i][0] == 'r' ? 'r' : kinds[i][0];
	if (!x->kind)
		return false;
	x->has_rx = word(&p, end, "-re");   /* meaning: wants a regex */
	while (p < end && *p == ' ')
		p++;
	*where = 0;
	*off = 0;
	if (p < end && *p == '@') {
		p++;
		if (p < end && (*p == '+' || *p == '-') && p + 1 < end && p[1] >= '0' && p[1] <= '9') {
			*where = *p++;
			while (p < end && *p >= '0' && *p <= '9')
				*off = *off * 10 + (unsigned)(*p++ - '0');
		} else if (word(&p, end, "above")) {
			*where = 'a';
		} else if (word(&p, end, "below")) {
			*where = 'b';
		} else if (word(&p, end, "unknown")) {
			*where = 'u';
		} else {
			return false;
		}
		while (p < end && *p == ' ')
			p++;
	}
	if (end - p < 4 || p[0] != '{' || p[1] != '{' || end[-1] != '}' || end[-2] != '}')
		return false;
	x->text = p + 2;
	x->len = (size_t)(end - 2 - x->text);
	return true;
}

void expect_parse(Expects *e, const char *file, const char *buf, size_t len, FILE *out, bool only_expected)
{
	memset(e, 0, sizeof *e);
	e->only_expected = only_expected;
	e->file = file;
	e->buf = buf;
	e->len = len;
	e->out = out;
	unsigned last_plain = 0;         /* 0-based: the last line without an annotation */
	VEC(unsigned) below = {0};       /* annotations waiting for the next such line */
	vec_push(&e->starts, (size_t)0);
	for (size_t i = 0; i < len; i++)
		if (buf[i] == '\n')
			vec_push(&e->starts, i + 1);
	unsigned nlines = e->starts.n;
	for (unsigned ln = 0; ln < nlines; ln++) {
		const char *p = buf + e->starts.v[ln];
		const char *end = ln + 1 < nlines ? buf + e->starts.v[ln + 1] - 1 : buf + len;
		while (end > p && strchr(" \t\r\v\f", end[-1]))
			end--;
		Expect x = {0};
		char where = 0;
		unsigned off = 0;
		bool found = false;
		for (const char *s = p; !found && (s = memmem(s, (size_t)(end - s), "expected-", 9)); s++)
			if (annotation(s, end, &x, &where, &off)) {
				x.at_line = ln + 1;
				x.at_col = (unsigned)(s - p) + 1;
				found = true;
			}
		if (!found) {
			for (unsigned i = 0; i < below.n; i++)
				e->v.v[below.v[i]].line = ln + 1;
			below.n = 0;
			last_plain = ln;
			continue;
		}
		bool re = x.has_rx;
		x.has_rx = false;
		if (re && compile(e, &x) != 0)
			continue;
		x.line = ln + 1;
		if (where == '+')
			x.line += off;
		else if (where == '-')
			x.line -= off;
		else if (where == 'a')
			x.line = last_plain + 1;
		else if (where == 'u')
			x.unknown = true, x.line = 0;
		else if (where == 'b') {
			vec_push(&below, e->v.n);
			x.line = nlines;
		}
		vec_push(&e->v, x);
	}
	vec_free(&below);
}

static bool matches(Expect *x, const char *msg)
{
	if (x->has_rx)
		return regexec(&x->rx, msg, 0, NULL, 0) == 0;
	if (!x->len)
		return true;
	for (const char *s = msg; (s = strchr(s, x->text[0])); s++)
		if (strncmp(s, x->text, x->len) == 0)
			return true;
	return false;
}

void expect_diag(Expects *e, char kind, unsigned line, unsigned col, const char *msg)
{
	Expect *near = NULL;
	for (unsigned i = 0; i < e->v.n; i++) {
		Expect *x = &e->v.v[i];
		if (x->unknown != !line || (line && x->line != line) || !matches(x, msg))
			continue;
		if (x->kind == kind) {
			x->matched = true;
			return;
		}
		near = x;
	}
	if (e->only_expected)
		return;
	char buf[160];
	if (near) {
		snprintf(buf, sizeof buf, "'%s' diagnostic emitted when expecting a '%s'", kind_name(kind),
		         kind_name(near->kind));
		report(e, near->at_line, near->at_col, 0, buf);
		return;
	}
	size_t n = strlen(msg) + 32;
	char *m = xmalloc(n);
	snprintf(m, n, "unexpected %s: %s", kind_name(kind), msg);
	report(e, line, col, 0, m);
	free(m);
}

int expect_finish(Expects *e)
{
	for (int unknown = 0; unknown < 2; unknown++)
		for (unsigned i = 0; i < e->v.n; i++) {
			Expect *x = &e->v.v[i];
			if (x->matched || x->unknown != unknown)
				continue;
			size_t n = x->len + 64;
			char *m = xmalloc(n);
			snprintf(m, n, "expected %s \"%.*s\" was not produced", kind_name(x->kind), (int)x->len, x->text);
			report_expect(e, x, m);
			free(m);
		}
	return e->failed;
}

void expect_free(Expects *e)
{
	for (unsigned i = 0; i < e->v.n; i++)
		if (e->v.v[i].has_rx)
			regfree(&e->v.v[i].rx);
	vec_free(&e->v);
	vec_free(&e->starts);
}
