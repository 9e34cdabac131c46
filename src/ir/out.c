/* out.c - the Out writer: output accumulates in one growable buffer (or
 * spills to a temporary file) and reaches its destination only in
 * out_commit(), so a failed run leaves nothing partial behind.  Where it
 * goes depends on what the destination is:
 *   - "-" (or none): standard output;
 *   - the file that is our standard output or error (e.g. /dev/stdout):
 *     written to that descriptor;
 *   - a symbolic link: what it points to (followed to the end);
 *   - a regular file, or nothing yet: a temporary file in the same
 *     directory, renamed over it (atomic; the replaced file's mode kept);
 *   - a device, FIFO or socket: opened and written directly, never
 *     renamed over;
 *   - the null device (standard output or a path, as /dev/null is: a
 *     character device 1,3): nothing is written, the text is dropped as
 *     it comes (no temporary file to fill and read back for nothing).
 * A write error (a full device, a closed pipe, a full disk) fails the
 * commit with errno set; the temporary file is removed. */
#define _GNU_SOURCE   /* copy_file_range */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
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
	o->discard = false;
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
	if ((o->spill_fd1 || o->discard) && o->len) {
		if (o->discard)
			o->len = 0;
		else
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
	static const char pairs[] =   /* two digits at a time: half the divisions */
		"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
		"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
		"8081828384858687888990919293949596979899";
	size_t n = 1;
	for (uint64_t t = 10; n < 20 && v >= t; t *= 10)
		n++;
	if (o->cap - o->len <= n)
		reserve(o, n);
	char *e = o->buf + o->len + n;
	*e = 0;
	for (; v >= 100; v /= 100) {
		unsigned r = (unsigned)(v % 100);
		e -= 2;
		e[0] = pairs[2 * r];
		e[1] = pairs[2 * r + 1];
	}
	if (v >= 10) {
		e -= 2;
		e[0] = pairs[2 * v];
		e[1] = pairs[2 * v + 1];
	} else {
		*--e = (char)('0' + v);
	}
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

/* The length modifier and conversion of the directive at f (after its
 * '%'): 'h' for none, 'l' for l, 'L' for ll, 'z' for z; the conversion in
 * *conv.  Returns the directive's length, or 0 for one out_fmt leaves to
 * vsnprintf (flags, widths, precisions, other conversions). */
static size_t simple_directive(const char *f, char *mod, char *conv)
{
	size_t n = 0;
	*mod = 'h';
	if (f[0] == 'l' && f[1] == 'l') {
		*mod = 'L';
		n = 2;
	} else if (f[0] == 'l' || f[0] == 'z') {
		*mod = f[0];
		n = 1;
	}
	*conv = f[n];
	switch (f[n]) {
	case 'd': case 'i': case 'u':
		return n + 1;
	case 's': case 'c': case '%':
		return n ? 0 : 1;
	default:
		return 0;
	}
}

/* out_fmt of a format whose directives are all simple (%s %c %d %u %%,
 * with l, ll or z on the integers): written directly, without printf. */
static bool fmt_simple(Out *o, const char *fmt, va_list ap)
{
	char mod, conv;
	for (const char *f = fmt; (f = strchr(f, '%')); ) {
		size_t n = simple_directive(f + 1, &mod, &conv);
		if (!n)
			return false;
		f += 1 + n;
	}
	for (const char *f = fmt; *f; ) {
		const char *pct = strchr(f, '%');
		size_t lit = pct ? (size_t)(pct - f) : strlen(f);
		out_mem(o, f, lit);
		if (!pct)
			break;
		f = pct + 1 + simple_directive(pct + 1, &mod, &conv);
		bool sign = conv == 'd' || conv == 'i';
		switch (conv) {
		case '%':
			out_ch(o, '%');
			break;
		case 's': {
			const char *str = va_arg(ap, const char *);
			out_str(o, str ? str : "(null)");
			break;
		}
		case 'c':
			out_ch(o, (char)va_arg(ap, int));
			break;
		default:
			if (mod == 'L' && sign)
				out_i64(o, va_arg(ap, long long));
			else if (mod == 'L')
				out_u64(o, va_arg(ap, unsigned long long));
			else if (mod == 'l' && sign)
				out_i64(o, va_arg(ap, long));
			else if (mod == 'l')
				out_u64(o, va_arg(ap, unsigned long));
			else if (mod == 'z')
				out_u64(o, va_arg(ap, size_t));
			else if (sign)
				out_i64(o, va_arg(ap, int));
			else
				out_u64(o, va_arg(ap, unsigned));
			break;
		}
	}
	return true;
}

void out_fmt(Out *o, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	bool done = fmt_simple(o, fmt, ap);
	va_end(ap);
	if (done)
		return;
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

/* Writes that fail report errno: a closed pipe is EPIPE, not SIGPIPE, and
 * a file over the size limit EFBIG, not SIGXFSZ. */
static void quiet_signals(void)
{
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN);
}

/* path with its symbolic links followed to the last one's target (which
 * may not exist yet), as a heap string; NULL with errno on a loop.  A link
 * to something that is neither a file nor missing (a device, a FIFO, our
 * own /proc/self/fd/N) is kept as it is: opening it follows it. */
static char *follow_links(const char *path)
{
	size_t n = strlen(path);
	char *p = xmalloc(n + 1);
	memcpy(p, path, n + 1);
	for (int hops = 0; hops < 40; hops++) {
		struct stat st;
		if (lstat(p, &st) != 0 || !S_ISLNK(st.st_mode))
			return p;
		if (stat(p, &st) == 0 && !S_ISREG(st.st_mode))
			return p;
		size_t cap = (size_t)st.st_size + 2 > 256 ? (size_t)st.st_size + 2 : 256;
		char *t = xmalloc(cap);
		ssize_t got;
		while ((got = readlink(p, t, cap)) >= 0 && (size_t)got >= cap)
			t = xrealloc(t, cap *= 2);
		if (got < 0) {
			free(t);
			return p;
		}
		t[got] = 0;
		char *slash = strrchr(p, '/');
		if (t[0] != '/' && slash) {   /* relative to the link's directory */
			size_t dl = (size_t)(slash - p) + 1;
			char *j = xmalloc(dl + (size_t)got + 1);
			memcpy(j, p, dl);
			memcpy(j + dl, t, (size_t)got + 1);
			free(t);
			t = j;
		}
		free(p);
		p = t;
	}
	free(p);
	errno = ELOOP;
	return NULL;
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

static int out_spill_tmp(Out *o)
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

/* Whether the existing file st is written in place (not a regular file). */
static bool in_place(const struct stat *st)
{
	return !S_ISREG(st->st_mode);
}

/* Whether st is the null device (what /dev/null is). */
static bool is_null_device(const struct stat *st)
{
	struct stat null;
	return S_ISCHR(st->st_mode) && stat("/dev/null", &null) == 0 && S_ISCHR(null.st_mode) &&
	       st->st_rdev == null.st_rdev;
}

/* An Out whose text goes nowhere: kept only up to SPILL_AT at a time. */
static int discard_start(Out *o)
{
	o->discard = true;
	o->buf = xrealloc(o->buf, SPILL_AT + 1);
	o->cap = SPILL_AT + 1;
	return 0;
}

int out_open(Out *o, const char *path)
{
	out_init(o);
	quiet_signals();
	struct stat st;
	if (is_stdout(path))
		return fstat(1, &st) == 0 && is_null_device(&st) ? discard_start(o) : out_spill_tmp(o);
	char *target = follow_links(path);
	if (!target)
		return -1;
	if (stat(target, &st) == 0 && in_place(&st)) {
		free(target);
		return is_null_device(&st) ? discard_start(o) : out_spill_tmp(o);
	}
	char *tmp;
	int fd = temp_next_to(target, &tmp);
	free(target);
	if (fd < 0)
		return -1;
	spill_start(o, fd, tmp);
	return 0;
}

void out_part_of(Out *part, const Out *whole)
{
	out_init(part);
	if (whole->discard)
		discard_start(part);
	else if (whole->spill_fd1)
		out_spill_tmp(part);   /* or, failing that, in memory */
}

/* Reads up to n bytes of file fd at off into buf: how many (> 0), or -1
 * with errno (the file ends before: EIO). */
static ssize_t pread_some(int fd, char *buf, size_t n, off_t off)
{
	for (;;) {
		ssize_t got = pread(fd, buf, n, off);
		if (got < 0 && errno == EINTR)
			continue;
		if (got == 0)
			errno = EIO;
		return got > 0 ? got : -1;
	}
}

/* Copies n bytes of file fd from *off (advanced) to the file out at its
 * position: in the kernel (copy_file_range: no copy to us and back), or,
 * where the kernel cannot (out is a pipe or appends, another file system,
 * an older kernel), read into buf (cap bytes) and written.  0, or -1 with
 * errno (a source that ends early: EIO). */
static int file_copy(int fd, off_t *off, int out, size_t n, char *buf, size_t cap)
{
	while (n) {
		ssize_t w = copy_file_range(fd, off, out, NULL, n, 0);
		if (w > 0) {
			n -= (size_t)w;
			continue;
		}
		if (w == 0) {
			errno = EIO;
			return -1;
		}
		if (errno == EINTR)
			continue;
		if (errno != EXDEV && errno != EINVAL && errno != ENOSYS && errno != EOPNOTSUPP && errno != EBADF &&
		    errno != EPERM && errno != ETXTBSY)
			return -1;
		break;
	}
	while (n) {
		ssize_t got = pread_some(fd, buf, n < cap ? n : cap, *off);
		if (got < 0 || write_all(out, buf, (size_t)got) != 0)
			return -1;
		*off += got;
		n -= (size_t)got;
	}
	return 0;
}

int out_copy_file(Out *o, int fd, off_t *off, size_t n)
{
	if (o->discard || (o->spill_fd1 && o->spill_err)) {
		*off += (off_t)n;   /* dropped, or the output already failed */
		return 0;
	}
	if (o->spill_fd1) {
		spill(o);
		if (!o->spill_err && file_copy(fd, off, o->spill_fd1 - 1, n, o->buf, o->cap) != 0) {
			o->spill_err = errno ? errno : EIO;
			return -1;
		}
		return 0;
	}
	reserve(o, n);
	while (n) {
		ssize_t got = pread_some(fd, o->buf + o->len, n, *off);
		if (got < 0)
			return -1;
		o->len += (size_t)got;
		*off += got;
		n -= (size_t)got;
	}
	o->buf[o->len] = 0;
	return 0;
}

/* The length of fd's file, or -1. */
static off_t file_size(int fd)
{
	struct stat st;
	return fstat(fd, &st) == 0 ? st.st_size : -1;
}

void out_splice(Out *o, Out *from)
{
	if (from->spill_fd1) {
		spill(from);
		off_t off = 0, size = from->spill_err ? -1 : file_size(from->spill_fd1 - 1);
		if (size < 0 || out_copy_file(o, from->spill_fd1 - 1, &off, (size_t)size) != 0)
			o->spill_err = from->spill_err ? from->spill_err : errno ? errno : EIO;
	} else {
		out_mem(o, from->buf, from->len);
	}
	out_free(from);
}

/* Writes all of o's text to fd: the spilled file (rewound) and the
 * buffer.  0, or -1 with errno. */
int out_rewind(Out *o)
{
	o->len = 0;
	if (!o->spill_fd1)
		return 0;
	int fd = o->spill_fd1 - 1;
	if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0)
		return -1;
	o->spill_err = 0;
	return 0;
}

static int write_text(Out *o, int fd)
{
	if (o->discard)
		return 0;
	if (!o->spill_fd1)
		return write_all(fd, o->buf ? o->buf : "", o->len);
	spill(o);
	if (o->spill_err) {
		errno = o->spill_err;
		return -1;
	}
	int from = o->spill_fd1 - 1;
	off_t off = 0, size = file_size(from);
	return size < 0 ? -1 : file_copy(from, &off, fd, (size_t)size, o->buf, o->cap);
}

/* Drops o's temporary file (the text is not wanted there). */
static void drop_temp(Out *o)
{
	if (o->spill_path) {
		unlink(o->spill_path);
		free(o->spill_path);
		o->spill_path = NULL;
	}
}

/* Writes o to the existing non-regular file (or our own stdout/stderr)
 * path, in place. */
static int commit_in_place(Out *o, const char *path, const struct stat *st)
{
	struct stat fst;
	for (int fd = 1; fd <= 2; fd++)
		if (fstat(fd, &fst) == 0 && fst.st_dev == st->st_dev && fst.st_ino == st->st_ino) {
			if (fd == 1 && fflush(stdout) != 0)
				return -1;
			return write_text(o, fd);
		}
	int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int rc = write_text(o, fd);
	if (close(fd) != 0 && rc == 0)
		rc = -1;
	return rc;
}

/* Replaces (or creates) the regular file target by a temporary file in
 * its directory, renamed over it; keeps the mode of the file replaced. */
static int commit_atomic(Out *o, const char *target, const struct stat *old)
{
	if (old && access(target, W_OK) != 0)
		return -1;   /* as the shell's > would: a read-only file stays */
	mode_t mode;
	if (old) {
		mode = old->st_mode & 07777;
	} else {
		mode_t mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	char *tmp = o->spill_path;
	int fd, rc = 0;
	if (tmp) {   /* out_open made it next to target: the text is there */
		spill(o);
		fd = o->spill_fd1 - 1;
		o->spill_fd1 = 0;
		o->spill_path = NULL;
		if (o->spill_err) {
			errno = o->spill_err;
			rc = -1;
		}
	} else {
		fd = temp_next_to(target, &tmp);
		if (fd < 0)
			return -1;
		rc = write_text(o, fd);
	}
	if (rc == 0)
		rc = fchmod(fd, mode);
	if (close(fd) != 0 && rc == 0)
		rc = -1;
	if (rc == 0)
		rc = rename(tmp, target);
	if (rc != 0) {
		int e = errno;
		unlink(tmp);
		errno = e;
	}
	free(tmp);
	return rc == 0 ? 0 : -1;
}

/* Whether tmp is a temporary file made for target by temp_next_to. */
static bool is_temp_of(const char *tmp, const char *target)
{
	size_t n = strlen(target);
	return strlen(tmp) == n + 11 && strncmp(tmp, target, n) == 0;
}

int out_commit(Out *o, const char *path)
{
	quiet_signals();
	if (is_stdout(path))
		return fflush(stdout) == 0 ? write_text(o, 1) : -1;
	char *target = follow_links(path);
	if (!target)
		return -1;
	struct stat st;
	bool exists = stat(target, &st) == 0;
	int rc;
	if (exists && in_place(&st)) {
		rc = commit_in_place(o, target, &st);
	} else {
		if (o->spill_path && !is_temp_of(o->spill_path, target))
			drop_temp(o);   /* the destination changed since out_open */
		rc = commit_atomic(o, target, exists ? &st : NULL);
	}
	free(target);
	return rc;
}
