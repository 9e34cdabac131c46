/* out.c - the Out writer: output accumulates in one growable buffer and
 * reaches its destination only in out_commit(), written to a temporary
 * file in the same directory and renamed, so a failed run leaves nothing
 * partial behind. */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "xlate/ir.h"

/* A spilling Out writes its buffer out once it holds this much. */
#define SPILL_AT (1u << 20)

void out_init(Out *o)
{
	o->buf = NULL;
	o->len = o->cap = 0;
	o->spill_fd1 = 0;
	o->spill_err = 0;
	o->spill_path = NULL;
}

void out_free(Out *o)
{
	free(o->buf);
	if (o->spill_fd1) {
		close(o->spill_fd1 - 1);
		if (o->spill_path)
			unlink(o->spill_path);
	}
	free(o->spill_path);
	out_init(o);
}

static int write_all(int fd, const char *p, size_t n);

/* Writes the buffer of a spilling Out to its file. */
static void spill(Out *o)
{
	if (o->len && !o->spill_err && write_all(o->spill_fd1 - 1, o->buf, o->len) != 0)
		o->spill_err = errno ? errno : EIO;
	o->len = 0;
}

/* Makes room for n more bytes (plus a NUL kept after len). */
static void reserve(Out *o, size_t n)
{
	if (o->cap - o->len > n)
		return;
	if (o->spill_fd1 && o->len) {
		spill(o);
		if (o->cap > n)
			return;
	}
	size_t cap = o->cap ? o->cap : 4096;
	while (cap - o->len <= n)
		cap *= 2;
	o->buf = xrealloc(o->buf, cap);
	o->cap = cap;
}

void out_mem_slow(Out *o, const char *s, size_t n)
{
	if (!n)
		return;   /* s may be NULL then */
	reserve(o, n);
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->buf[o->len] = 0;
}

void out_sym(Out *o, Sym *s)
{
	out_mem(o, s->s, s->len);
}

/* The digits go straight to the buffer, last first: copying them from a
 * scratch array stalls (wide loads of bytes just stored one by one). */
void out_u64(Out *o, uint64_t v)
{
	size_t n = 1;
	for (uint64_t t = v; t >= 10; t /= 10)
		n++;
	if (o->cap - o->len <= n)
		reserve(o, n);
	char *e = o->buf + o->len + n;
	*e = 0;
	do
		*--e = (char)('0' + v % 10);
	while ((v /= 10));
	o->len += n;
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

static bool is_stdout(const char *path)
{
	return !path || strcmp(path, "-") == 0;
}

/* A temporary file next to path: "path.tmp.XXXXXX"; *tmp is its name. */
static int temp_next_to(const char *path, char **tmp)
{
	size_t n = strlen(path);
	*tmp = xmalloc(n + 16);
	memcpy(*tmp, path, n);
	memcpy(*tmp + n, ".tmp.XXXXXX", 12);
	int fd = mkstemp(*tmp);
	if (fd < 0) {
		free(*tmp);
		*tmp = NULL;
	}
	return fd;
}

static void spill_start(Out *o, int fd, char *path)
{
	o->spill_fd1 = fd + 1;
	o->spill_path = path;
	o->buf = xrealloc(o->buf, SPILL_AT + 1);
	o->cap = SPILL_AT + 1;
}

int out_spill_tmp(Out *o)
{
	FILE *f = tmpfile();
	if (!f)
		return -1;
	int fd = dup(fileno(f));
	fclose(f);
	if (fd < 0)
		return -1;
	spill_start(o, fd, NULL);
	return 0;
}

int out_open(Out *o, const char *path)
{
	out_init(o);
	if (is_stdout(path))
		return out_spill_tmp(o);
	char *tmp;
	int fd = temp_next_to(path, &tmp);
	if (fd < 0)
		return -1;
	spill_start(o, fd, tmp);
	return 0;
}

/* Copies the spilled text of from (rewound) to o; returns 0 or -1. */
static int copy_spilled(Out *o, Out *from)
{
	int fd = from->spill_fd1 - 1;
	if (lseek(fd, 0, SEEK_SET) != 0)
		return -1;
	for (;;) {
		if (o->cap - o->len <= SPILL_AT / 4)
			reserve(o, SPILL_AT / 4);
		ssize_t got = read(fd, o->buf + o->len, o->cap - o->len - 1);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			return -1;
		if (got == 0)
			break;
		o->len += (size_t)got;
		o->buf[o->len] = 0;
	}
	return 0;
}

void out_splice(Out *o, Out *from)
{
	if (from->spill_fd1) {
		spill(from);
		if (from->spill_err || copy_spilled(o, from) != 0)
			o->spill_err = from->spill_err ? from->spill_err : errno;
	} else {
		out_mem(o, from->buf, from->len);
	}
	out_free(from);
}

/* out_commit of a spilling Out. */
static int commit_spilled(Out *o, const char *path)
{
	spill(o);
	int fd = o->spill_fd1 - 1;
	if (o->spill_err) {
		errno = o->spill_err;
		return -1;
	}
	if (!o->spill_path) {
		/* stdout: copy the anonymous file through */
		if (lseek(fd, 0, SEEK_SET) != 0)
			return -1;
		char *b = o->buf;
		for (;;) {
			ssize_t got = read(fd, b, o->cap);
			if (got < 0 && errno == EINTR)
				continue;
			if (got < 0)
				return -1;
			if (got == 0)
				break;
			if (fwrite(b, 1, (size_t)got, stdout) != (size_t)got)
				return -1;
		}
		return fflush(stdout) == 0 ? 0 : -1;
	}
	mode_t mask = umask(0);
	umask(mask);
	int rc = fchmod(fd, 0666 & ~mask);
	o->spill_fd1 = 0;
	if (close(fd) != 0)
		rc = -1;
	if (rc == 0)
		rc = rename(o->spill_path, path);
	if (rc != 0) {
		int e = errno;
		unlink(o->spill_path);
		errno = e;
	}
	free(o->spill_path);
	o->spill_path = NULL;
	return rc == 0 ? 0 : -1;
}

int out_commit(Out *o, const char *path)
{
	if (o->spill_fd1)
		return commit_spilled(o, path);
	if (is_stdout(path)) {
		if (o->len && fwrite(o->buf, 1, o->len, stdout) != o->len)
			return -1;
		return fflush(stdout) == 0 ? 0 : -1;
	}
	char *tmp;
	int fd = temp_next_to(path, &tmp);
	if (fd < 0)
		return -1;
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
