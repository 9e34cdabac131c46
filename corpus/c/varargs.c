/* varargs.c - variadic functions of our own: sums over int, long, double
 * arguments terminated by a count or a sentinel, va_copy for two passes,
 * passing a va_list down to a helper (vsnprintf and our own formatter),
 * a mini printf with %d %u %x %s %c %f %ld %lld %p-free directives, width
 * and padding, a logger with levels, and struct/pointer arguments read
 * through va_arg.  Output goes through a buffer that is checksummed. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

static int sum_ints(int n, ...)
{
	va_list ap;
	int s = 0;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		s += va_arg(ap, int);
	va_end(ap);
	return s;
}

static long sum_until_zero(long first, ...)
{
	va_list ap;
	long s = first, v;
	va_start(ap, first);
	while ((v = va_arg(ap, long)) != 0)
		s += v;
	va_end(ap);
	return s;
}

static double mean_and_var(double *var, int n, ...)
{
	va_list ap, again;
	double s = 0;
	va_start(ap, n);
	va_copy(again, ap);
	for (int i = 0; i < n; i++)
		s += va_arg(ap, double);
	double mean = s / n, q = 0;
	for (int i = 0; i < n; i++) {
		double d = va_arg(again, double) - mean;
		q += d * d;
	}
	va_end(again);
	va_end(ap);
	*var = q / n;
	return mean;
}

struct point { int x, y; };
struct span { double lo, hi; };

/* Arguments: a type letter string, then one argument per letter:
 * i int, l long long, d double, s char *, p struct point, r struct span. */
static unsigned long long mixed(const char *types, ...)
{
	va_list ap;
	unsigned long long h = 1469598103934665603ull;
	va_start(ap, types);
	for (const char *t = types; *t; t++) {
		unsigned long long v = 0;
		switch (*t) {
		case 'i': v = (unsigned long long)(long long)va_arg(ap, int); break;
		case 'l': v = (unsigned long long)va_arg(ap, long long); break;
		case 'd': v = (unsigned long long)(long long)(va_arg(ap, double) * 1000.0); break;
		case 's': for (const char *s = va_arg(ap, const char *); *s; s++) v = v * 31 + (unsigned char)*s; break;
		case 'p': { struct point p = va_arg(ap, struct point); v = (unsigned long long)(p.x * 1000 + p.y); break; }
		case 'r': { struct span r = va_arg(ap, struct span); v = (unsigned long long)(long long)((r.hi - r.lo) * 100); break; }
		default: v = 0xdead; break;
		}
		h = (h ^ v) * 1099511628211ull;
	}
	va_end(ap);
	return h;
}

struct buf {
	char data[4096];
	size_t len;
};

static void put(struct buf *b, char c)
{
	if (b->len + 1 < sizeof b->data)
		b->data[b->len++] = c;
	b->data[b->len] = 0;
}

static void put_str(struct buf *b, const char *s, int width, int left)
{
	int n = (int)strlen(s);
	for (int i = n; !left && i < width; i++)
		put(b, ' ');
	while (*s)
		put(b, *s++);
	for (int i = n; left && i < width; i++)
		put(b, ' ');
}

static void put_uint(struct buf *b, unsigned long long v, unsigned base, int width, char pad, int neg)
{
	char tmp[32];
	int n = 0;
	do {
		tmp[n++] = "0123456789abcdef"[v % base];
		v /= base;
	} while (v);
	if (neg)
		tmp[n++] = '-';
	for (int i = n; i < width; i++)
		put(b, pad);
	while (n--)
		put(b, tmp[n]);
}

/* A small vprintf: flags '-' and '0', a width, length l/ll, and the
 * conversions d u x s c f %. */
static void my_vformat(struct buf *b, const char *fmt, va_list ap)
{
	for (; *fmt; fmt++) {
		if (*fmt != '%') {
			put(b, *fmt);
			continue;
		}
		int left = 0, width = 0, lng = 0;
		char pad = ' ';
		fmt++;
		for (;; fmt++) {
			if (*fmt == '-') left = 1;
			else if (*fmt == '0') pad = '0';
			else break;
		}
		while (*fmt >= '0' && *fmt <= '9')
			width = width * 10 + (*fmt++ - '0');
		while (*fmt == 'l') {
			lng++;
			fmt++;
		}
		switch (*fmt) {
		case 'd': {
			long long v = lng == 2 ? va_arg(ap, long long) : lng == 1 ? va_arg(ap, long) : va_arg(ap, int);
			put_uint(b, v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v, 10, width, pad, v < 0);
			break;
		}
		case 'u':
		case 'x': {
			unsigned long long v = lng == 2 ? va_arg(ap, unsigned long long)
				: lng == 1 ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
			put_uint(b, v, *fmt == 'x' ? 16 : 10, width, pad, 0);
			break;
		}
		case 's': put_str(b, va_arg(ap, const char *), width, left); break;
		case 'c': put(b, (char)va_arg(ap, int)); break;
		case 'f': {
			double d = va_arg(ap, double);
			int neg = d < 0;
			if (neg) d = -d;
			unsigned long long ip = (unsigned long long)d;
			unsigned long long fp = (unsigned long long)((d - (double)ip) * 1000.0 + 0.5);
			if (fp >= 1000) { ip++; fp -= 1000; }
			put_uint(b, ip, 10, width > 4 ? width - 4 : 0, pad, neg);
			put(b, '.');
			put_uint(b, fp, 10, 3, '0', 0);
			break;
		}
		case '%': put(b, '%'); break;
		default: put(b, '?'); break;
		}
	}
}

static void my_format(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	my_vformat(b, fmt, ap);
	va_end(ap);
}

/* Formats the same arguments with our formatter and with vsnprintf (for
 * directives both understand) and reports whether they agree. */
static int both_agree(const char *fmt, ...)
{
	va_list ap, ap2;
	struct buf mine = { "", 0 };
	char theirs[256];
	va_start(ap, fmt);
	va_copy(ap2, ap);
	my_vformat(&mine, fmt, ap);
	vsnprintf(theirs, sizeof theirs, fmt, ap2);
	va_end(ap2);
	va_end(ap);
	if (strcmp(mine.data, theirs) != 0) {
		printf("  mismatch: [%s] vs [%s]\n", mine.data, theirs);
		return 0;
	}
	return 1;
}

enum level { DEBUG, INFO, WARN, ERROR };
static const char *const level_names[] = { "debug", "info", "warn", "error" };
static enum level min_level = INFO;
static int logged, suppressed;

static void logf_(enum level lv, const char *fmt, ...)
{
	if (lv < min_level) {
		suppressed++;
		return;
	}
	char line[200];
	int n = snprintf(line, sizeof line, "[%-5s] ", level_names[lv]);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line + n, sizeof line - (size_t)n, fmt, ap);
	va_end(ap);
	logged++;
	puts(line);
}

static char *concat_all(const char *first, ...)
{
	va_list ap;
	size_t total = 0;
	va_start(ap, first);
	for (const char *s = first; s; s = va_arg(ap, const char *))
		total += strlen(s);
	va_end(ap);
	char *out = malloc(total + 1), *p = out;
	va_start(ap, first);
	for (const char *s = first; s; s = va_arg(ap, const char *)) {
		size_t n = strlen(s);
		memcpy(p, s, n);
		p += n;
	}
	va_end(ap);
	*p = 0;
	return out;
}

int main(void)
{
	printf("sum_ints %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3),
	       sum_ints(12, 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, 1000));
	printf("sum_until_zero %ld\n", sum_until_zero(5L, 10L, -3L, 1L << 40, 0L, 99L));
	double var;
	double mean = mean_and_var(&var, 6, 2.0, 4.0, 4.0, 4.0, 5.0, 5.0 + 2.0);
	printf("mean %.4f var %.4f\n", mean, var);
	struct point pt = { 3, 4 };
	struct span sp = { -1.25, 2.5 };
	printf("mixed %016llx\n", mixed("ilsdprri", -7, 1LL << 50, "varargs", 2.718, pt, sp,
					(struct span){ 0, 1 }, 42));
	printf("mixed %016llx\n", mixed("ddddddddddi", 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 1));

	struct buf b = { "", 0 };
	my_format(&b, "[%d|%5d|%-5s|%05u|%x|%c|%s]\n", -42, 17, "ab", 42u, 0xbeefu, 'Z', "end");
	my_format(&b, "[%ld|%lld|%llx|%lu|%%]\n", -1234567890L, -9000000000000000000LL, ~0ULL, 4000000000UL);
	my_format(&b, "[%f|%f|%8f|%f]\n", 3.14159, -0.0005, 2.5, 1e6 + 0.9996);
	fputs(b.data, stdout);
	unsigned h = 0;
	for (size_t i = 0; i < b.len; i++)
		h = h * 131 + (unsigned char)b.data[i];
	printf("buffer %zu bytes hash %08x\n", b.len, h);

	int agree = 0;
	agree += both_agree("%d %u %x", 1, 2u, 255u);
	agree += both_agree("%5d|%-6s|%c", -3, "xy", 'q');
	agree += both_agree("%lld %llu %lx", -5LL, 18446744073709551615ULL, 0xabcdefUL);
	agree += both_agree("%08x %s %%", 0x1234u, "pct");
	printf("agreements %d/4\n", agree);

	logf_(DEBUG, "hidden %d", 1);
	logf_(INFO, "starting %s with %d items", "run", 3);
	logf_(WARN, "ratio %.3f exceeds %.1f", 2.0 / 3.0, 0.5);
	min_level = DEBUG;
	logf_(DEBUG, "now visible: %c%c%c", 'a', 'b', 'c');
	logf_(ERROR, "code %#x, name '%10s', padded '%-4d'", 255, "err", 7);
	printf("logged %d suppressed %d\n", logged, suppressed);

	char *s = concat_all("alpha", "-", "beta", "-", "gamma", (char *)NULL);
	char *e = concat_all((char *)NULL);
	printf("concat '%s' (%zu) empty '%s'\n", s, strlen(s), e);
	free(s);
	free(e);
	return 0;
}
