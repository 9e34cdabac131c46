/* format.c - a tiny variadic formatter. */
#include <stdarg.h>
#include <stdio.h>

static int put_uint(char *out, unsigned long v, unsigned base)
{
	char tmp[24];
	int n = 0;
	do {
		tmp[n++] = "0123456789abcdef"[v % base];
		v /= base;
	} while (v);
	for (int i = 0; i < n; i++)
		out[i] = tmp[n - 1 - i];
	return n;
}

int vformat(char *out, const char *fmt, va_list ap)
{
	int n = 0;
	for (; *fmt; fmt++) {
		if (*fmt != '%') {
			out[n++] = *fmt;
			continue;
		}
		switch (*++fmt) {
		case 'd': {
			int v = va_arg(ap, int);
			if (v < 0) {
				out[n++] = '-';
				v = -v;
			}
			n += put_uint(out + n, (unsigned)v, 10);
			break;
		}
		case 'u': n += put_uint(out + n, va_arg(ap, unsigned), 10); break;
		case 'x': n += put_uint(out + n, va_arg(ap, unsigned), 16); break;
		case 'l': n += put_uint(out + n, va_arg(ap, unsigned long), 10); fmt++; break;
		case 's': {
			const char *s = va_arg(ap, const char *);
			while (*s)
				out[n++] = *s++;
			break;
		}
		case 'c': out[n++] = (char)va_arg(ap, int); break;
		case 'f': n += snprintf(out + n, 32, "%g", va_arg(ap, double)); break;
		case '%': out[n++] = '%'; break;
		default: out[n++] = '?'; break;
		}
	}
	out[n] = 0;
	return n;
}

int format(char *out, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vformat(out, fmt, ap);
	va_end(ap);
	return n;
}

int sum_all(int count, ...)
{
	va_list ap;
	va_start(ap, count);
	int s = 0;
	for (int i = 0; i < count; i++)
		s += va_arg(ap, int);
	va_end(ap);
	return s;
}

int demo(char *buf) { return format(buf, "%d %s %x %c %f %%", -42, "str", 255u, 'z', 1.5) + sum_all(3, 1, 2, 3); }
