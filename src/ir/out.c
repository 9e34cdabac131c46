/* out.c - the Out writer: output accumulates in one growable buffer and
 * reaches its destination only in out_commit(), written to a temporary
 * file in the same directory and renamed, so a failed run leaves nothing
 * partial behind. */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "xlate/ir.h"

void out_init(Out *o)
{
	o->buf = NULL;
	o->len = o->cap = 0;
}

void out_free(Out *o)
{
	free(o->buf);
	out_init(o);
}

/* Makes room for n more bytes (plus a NUL kept after len). */
static void reserve(Out *o, size_t n)
{
	if (o->cap - o->len > n)
		return;
	size_t cap = o->cap ? o->cap : 4096;
	while (cap - o->len <= n)
		cap *= 2;
	o->buf = xrealloc(o->buf, cap);
	o->cap = cap;
}

void out_mem(Out *o, const char *s, size_t n)
{
	if (!n)
		return;   /* s may be NULL then */
	reserve(o, n);
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->buf[o->len] = 0;
}

void out_str(Out *o, const char *s)
{
	out_mem(o, s, strlen(s));
}

void out_ch(Out *o, char ch)
{
	reserve(o, 1);
	o->buf[o->len++] = ch;
	o->buf[o->len] = 0;
}

void out_sym(Out *o, Sym *s)
{
	out_mem(o, s->s, s->len);
}

void out_u64(Out *o, uint64_t v)
{
	char tmp[24];
	int i = sizeof tmp;
	do
		tmp[--i] = (char)('0' + v % 10);
	while ((v /= 10));
	out_mem(o, tmp + i, sizeof tmp - (size_t)i);
}

void out_i64(Out *o, int64_t v)
{
	if (v < 0) {
		out_ch(o, '-');
		out_u64(o, -(uint64_t)v);
	} else {
		out_u64(o, (uint64_t)v);
	}
}

void out_fmt(Out *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	reserve(o, 128);
	int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= o->cap - o->len) {
		reserve(o, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
		va_end(ap);
	}
	o->len += (size_t)n;
}

void out_indent(Out *o, unsigned n)
{
	reserve(o, n);
	memset(o->buf + o->len, ' ', n);
	o->len += n;
	o->buf[o->len] = 0;
}

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

int out_commit(Out *o, const char *path)
{
	if (!path || strcmp(path, "-") == 0) {
		if (o->len && fwrite(o->buf, 1, o->len, stdout) != o->len)
			return -1;
		return fflush(stdout) == 0 ? 0 : -1;
	}
	size_t n = strlen(path);
	char *tmp = xmalloc(n + 16);
	memcpy(tmp, path, n);
	memcpy(tmp + n, ".tmp.XXXXXX", 12);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		free(tmp);
		return -1;
	}
	mode_t mask = umask(0);
	umask(mask);
	int rc = write_all(fd, o->buf, o->len);
	if (rc == 0)
		rc = fchmod(fd, 0666 & ~mask);
	if (close(fd) != 0)
		rc = -1;
	if (rc == 0)
		rc = rename(tmp, path);
	if (rc != 0) {
		int e = errno;
		unlink(tmp);
		errno = e;
	}
	free(tmp);
	return rc == 0 ? 0 : -1;
}
