/* test_diag.c - the text of diagnostics and the Out writer. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <criterion/criterion.h>

#include "xlate/ir.h"

static char *run(Ctx *c, void (*emit)(Ctx *))
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	c->diag_out = f;
	emit(c);
	fclose(f);
	c->diag_out = stderr;
	return text;
}

static const char src[] = "func.func @f() {\n    %x = foo\n\t%y = bar\n}";

static void emit_one(Ctx *c)
{
	Loc l = {intern_c(c, "f.mlir"), 2, 5};
	error_at(c, l, "msg %d", 7);
}

static void emit_tab(Ctx *c)
{
	Loc l = {intern_c(c, "f.mlir"), 3, 3};
	warning_at(c, l, "w");
}

static void emit_noline(Ctx *c)
{
	Loc l = {intern_c(c, "f.mlir"), 0, 0};
	error_at(c, l, "bad");
}

static void emit_many(Ctx *c)
{
	Loc l = {intern_c(c, "g.mlir"), 1, 1};
	for (int i = 0; i < 100; i++)
		error_at(c, l, "e");
}

Test(diag, caret)
{
	Ctx *c = ctx_new();
	ctx_add_source(c, "f.mlir", src, strlen(src));
	char *t = run(c, emit_one);
	cr_expect_str_eq(t, "f.mlir:2:5: error: msg 7\n    %x = foo\n    ^\n");
	cr_expect_eq(c->nerrors, 1);
	free(t);
	t = run(c, emit_tab);
	cr_expect_str_eq(t, "f.mlir:3:3: warning: w\n\t%y = bar\n\t ^\n");
	cr_expect_eq(c->nwarnings, 1);
	free(t);
	t = run(c, emit_noline);
	cr_expect_str_eq(t, "f.mlir: error: bad\n");
	free(t);
	ctx_free(c);
}

Test(diag, capped)
{
	Ctx *c = ctx_new();
	char *t = run(c, emit_many);
	cr_expect_eq(c->nerrors, 100);
	unsigned lines = 0;
	for (char *p = t; *p; p++)
		lines += *p == '\n';
	cr_expect_lt(lines, 30);
	cr_expect(strstr(t, "too many errors") != NULL);
	free(t);
	ctx_free(c);
}

Test(out, buffer_and_commit)
{
	Out o;
	out_init(&o);
	out_str(&o, "a");
	out_i64(&o, INT64_MIN);
	out_ch(&o, ' ');
	out_u64(&o, UINT64_MAX);
	out_indent(&o, 2);
	out_fmt(&o, "%s-%d", "x", 42);
	for (int i = 0; i < 1000; i++)
		out_fmt(&o, "%0100d", i);
	cr_expect_eq(strncmp(o.buf, "a-9223372036854775808 18446744073709551615  x-42", 48), 0);
	cr_expect_eq(o.len, 48 + 100000);
	char dir[] = "/tmp/xlate-out-XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	char path[64];
	snprintf(path, sizeof path, "%s/o.txt", dir);
	cr_expect_eq(out_commit(&o, path), 0);
	FILE *f = fopen(path, "rb");
	cr_assert_not_null(f);
	fseek(f, 0, SEEK_END);
	cr_expect_eq(ftell(f), (long)o.len);
	fclose(f);
	remove(path);
	snprintf(path, sizeof path, "%s/no/such/o.txt", dir);
	cr_expect_neq(out_commit(&o, path), 0);
	rmdir(dir);
	out_free(&o);
}

/* A part of the output (out_part_of) is kept as the whole's text is: in
 * memory, spilled to a file, or dropped with it -- a part of text that
 * goes to the null device does not grow with the output. */
Test(out, parts_kept_as_the_whole)
{
	enum { N = 3 << 20 };
	char line[64];
	memset(line, 'x', sizeof line - 1);
	line[sizeof line - 1] = '\n';

	Out dropped, part;
	out_init(&dropped);
	dropped.discard = true;   /* what out_open makes of the null device */
	out_part_of(&part, &dropped);
	for (size_t n = 0; n < N; n += sizeof line)
		out_mem(&part, line, sizeof line);
	cr_expect_leq(part.cap, (size_t)(1 << 20) + 1, "a dropped part holds %zu bytes", part.cap);
	out_splice(&dropped, &part);
	out_free(&dropped);

	char dir[] = "/tmp/xlate-part-XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	char path[64];
	snprintf(path, sizeof path, "%s/o.txt", dir);
	Out whole;
	cr_assert_eq(out_open(&whole, path), 0);
	cr_expect_neq(whole.spill_fd1, 0);
	out_part_of(&part, &whole);
	cr_expect_neq(part.spill_fd1, 0, "the part of a spilled Out spills too");
	out_str(&whole, "head\n");
	for (size_t n = 0; n < N; n += sizeof line)
		out_mem(&part, line, sizeof line);
	cr_expect_leq(part.cap, (size_t)(1 << 20) + 1);
	out_splice(&whole, &part);
	cr_expect_eq(out_commit(&whole, path), 0);
	FILE *f = fopen(path, "rb");
	cr_assert_not_null(f);
	fseek(f, 0, SEEK_END);
	cr_expect_eq(ftell(f), (long)(5 + N / sizeof line * sizeof line));
	fclose(f);
	out_free(&whole);
	remove(path);
	rmdir(dir);

	Out mem;
	out_init(&mem);
	out_part_of(&part, &mem);
	cr_expect(!part.spill_fd1 && !part.discard, "the part of an Out in memory stays in memory");
	out_str(&part, "tail");
	out_splice(&mem, &part);
	cr_expect_str_eq(mem.buf, "tail");
	out_free(&mem);
}

/* out_copy_file: part of a file appended to an Out in memory, to one that
 * spills (file to file in the kernel), and to one whose text is dropped;
 * the offset advanced by what was copied. */
Test(out, copy_file)
{
	char dir[] = "/tmp/xlate-copy-XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	char src[64], dst[64];
	snprintf(src, sizeof src, "%s/src", dir);
	snprintf(dst, sizeof dst, "%s/dst", dir);
	enum { N = 3 << 20 };
	char *want = malloc(N);
	for (size_t i = 0; i < N; i++)
		want[i] = (char)('a' + i * 7 % 26);
	FILE *f = fopen(src, "wb");
	cr_assert_eq(fwrite(want, 1, N, f), (size_t)N);
	fclose(f);
	int fd = open(src, O_RDONLY);
	cr_assert_geq(fd, 0);

	Out mem;
	out_init(&mem);
	out_str(&mem, "<");
	off_t off = 5;
	cr_expect_eq(out_copy_file(&mem, fd, &off, 100), 0);
	cr_expect_eq(off, 105);
	cr_expect_eq(mem.len, 101);
	cr_expect(!memcmp(mem.buf + 1, want + 5, 100));
	cr_expect_eq(out_copy_file(&mem, fd, &off, N), -1, "past the end of the file");
	out_free(&mem);

	Out sp;
	cr_assert_eq(out_open(&sp, dst), 0);
	out_str(&sp, "head");
	off = 0;
	cr_expect_eq(out_copy_file(&sp, fd, &off, N - 1000), 0);
	out_str(&sp, "mid");
	cr_expect_eq(out_copy_file(&sp, fd, &off, 1000), 0);
	cr_expect_eq(off, N);
	cr_expect_eq(out_commit(&sp, dst), 0);
	out_free(&sp);
	f = fopen(dst, "rb");
	cr_assert_not_null(f);
	char *got = malloc(N + 16);
	size_t n = fread(got, 1, N + 16, f);
	fclose(f);
	cr_expect_eq(n, (size_t)N + 7);
	cr_expect(!memcmp(got, "head", 4) && !memcmp(got + 4, want, N - 1000) && !memcmp(got + 4 + N - 1000, "mid", 3) &&
	          !memcmp(got + 7 + N - 1000, want + N - 1000, 1000), "head, the file but its last 1000 bytes, mid, those");

	Out dropped;
	out_init(&dropped);
	dropped.discard = true;
	off = 0;
	cr_expect_eq(out_copy_file(&dropped, fd, &off, N), 0);
	cr_expect_eq(off, N);
	cr_expect_eq(dropped.len, 0);
	out_free(&dropped);

	close(fd);
	free(got);
	free(want);
	remove(src);
	remove(dst);
	rmdir(dir);
}

/* A line start the parser passed (Source.mark): lines at or after it are
 * counted from there, lines before it from the start of the text. */
static void emit_line3(Ctx *c)
{
	error_at(c, (Loc){intern_c(c, "m.mlir"), 3, 2}, "after");
}

static void emit_line1(Ctx *c)
{
	error_at(c, (Loc){intern_c(c, "m.mlir"), 1, 1}, "before");
}

Test(diag, caret_from_mark)
{
	static const char text[] = "line one\nline two\nline three\n";
	Ctx *c = ctx_new();
	Source *s = ctx_add_source(c, "m.mlir", text, strlen(text));
	s->mark = text + 9;   /* "line two" */
	s->mark_line = 2;
	char *t = run(c, emit_line3);
	cr_expect_str_eq(t, "m.mlir:3:2: error: after\nline three\n ^\n");
	free(t);
	t = run(c, emit_line1);
	cr_expect_str_eq(t, "m.mlir:1:1: error: before\nline one\n^\n");
	free(t);
	ctx_free(c);
}
