/* diag.c - diagnostics: "file:line:col: KIND: msg", the source line and a
 * caret under the column, written to c->diag_out, and kept as data in
 * c->diags when that is set.  Errors and warnings are counted; after
 * MAX_PRINTED errors (or warnings) only the count goes on. */
#include <string.h>

#include "xlate/ir.h"

enum { MAX_PRINTED = 20 };

static Source *find_source(Ctx *c, Sym *file)
{
	for (Source *s = c->sources; s; s = s->next)
		if (s->file == file)
			return s;
	return NULL;
}

/* Prints line `line` of src and a caret under byte column col; tabs
 * before the column are kept so the caret lines up. */
static void show_line(FILE *f, Source *src, unsigned line, unsigned col)
{
	const char *p = src->buf, *end = src->buf + src->len;
	unsigned l = src->first_line ? src->first_line : 1;
	if (src->mark && src->mark_line <= line) {   /* not the whole text again */
		p = src->mark;
		l = src->mark_line;
	}
	for (; l < line; l++) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			return;
		p = nl + 1;
	}
	const char *e = memchr(p, '\n', (size_t)(end - p));
	if (!e)
		e = end;
	if (e > p && e[-1] == '\r')
		e--;
	fwrite(p, 1, (size_t)(e - p), f);
	fputc('\n', f);
	if (col > (size_t)(e - p) + 1)
		col = (unsigned)(e - p) + 1;   /* the caret at most just past the line */
	for (unsigned i = 1; i < col; i++)
		fputc(p + i - 1 < e && p[i - 1] == '\t' ? '\t' : ' ', f);
	fputs("^\n", f);
}

static char *dup(const char *s)
{
	size_t n = strlen(s) + 1;
	return memcpy(xmalloc(n), s, n);
}

static void keep(Ctx *c, const char *file, Loc loc, char kind, const char *msg)
{
	if (!c->diags)
		return;
	Diag d = {file ? dup(file) : NULL, loc.line, loc.line ? (loc.col ? loc.col : 1) : 0, kind, dup(msg)};
	vec_push(c->diags, d);
}

void diags_clear(DiagVec *v)
{
	for (unsigned i = 0; i < v->n; i++) {
		free(v->v[i].file);
		free(v->v[i].msg);
	}
	v->n = 0;
}

void verror_at(Ctx *c, Loc loc, const char *kind, const char *fmt, va_list ap)
{
	bool is_error = strcmp(kind, "error") == 0;
	if (is_error)
		c->nerrors++;
	else if (strcmp(kind, "warning") == 0)
		c->nwarnings++;
	if (c->quiet)
		return;
	FILE *f = c->diag_out ? c->diag_out : stderr;
	/* once more than MAX_PRINTED errors were seen, nothing more is shown */
	if (c->nerrors > MAX_PRINTED) {
		if (is_error && c->nerrors == MAX_PRINTED + 1) {
			fputs("xlate: note: too many errors, the rest are not shown\n", f);
			fflush(f);
			keep(c, NULL, (Loc){0}, 'n', "too many errors, the rest are not shown");
		}
		return;
	}
	if (!is_error && c->nwarnings > MAX_PRINTED)
		return;   /* each shown line costs a scan of the source */
	const char *file = loc.file ? loc.file->s : "<unknown>";
	if (c->diags) {
		va_list aq;
		va_copy(aq, ap);
		int n = vsnprintf(NULL, 0, fmt, aq);
		va_end(aq);
		char *msg = xmalloc(n > 0 ? (size_t)n + 1 : 1);
		va_copy(aq, ap);
		vsnprintf(msg, n > 0 ? (size_t)n + 1 : 1, fmt, aq);
		va_end(aq);
		keep(c, file, loc, kind[0], msg);
		free(msg);
	}
	if (loc.line)
		fprintf(f, "%s:%u:%u: %s: ", file, loc.line, loc.col ? loc.col : 1, kind);
	else if (!loc.file)   /* as MLIR writes an unknown location */
		fprintf(f, "<unknown>:0: %s: ", kind);
	else
		fprintf(f, "%s: %s: ", file, kind);
	vfprintf(f, fmt, ap);
	fputc('\n', f);
	Source *src = loc.line && loc.file ? find_source(c, loc.file) : NULL;
	if (src)
		show_line(f, src, loc.line, loc.col ? loc.col : 1);
	fflush(f);
}

void error_at(Ctx *c, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror_at(c, loc, "error", fmt, ap);
	va_end(ap);
}

void warning_at(Ctx *c, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror_at(c, loc, "warning", fmt, ap);
	va_end(ap);
}

void note_at(Ctx *c, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror_at(c, loc, "note", fmt, ap);
	va_end(ap);
}

void error_nofail_at(Ctx *c, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	verror_at(c, loc, "error", fmt, ap);
	va_end(ap);
	c->nerrors--;
}

void diag_type(Ctx *c, Out *o, Type *t)
{
	if (c->type_spelling)
		c->type_spelling(o, t);
	else
		out_str(o, "type");
}

void diag_attr(Ctx *c, Out *o, Attr *a)
{
	if (c->attr_spelling)
		c->attr_spelling(o, a);
	else
		out_str(o, "attribute");
}
