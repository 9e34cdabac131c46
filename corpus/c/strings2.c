/* strings.c - hand-written string routines. */
#include <stddef.h>

size_t my_strlen(const char *s)
{
	const char *p = s;
	while (*p)
		p++;
	return (size_t)(p - s);
}

void my_reverse(char *s)
{
	size_t n = my_strlen(s);
	for (size_t i = 0; i < n / 2; i++) {
		char t = s[i];
		s[i] = s[n - 1 - i];
		s[n - 1 - i] = t;
	}
}

void to_lower(char *s)
{
	for (; *s; s++)
		if (*s >= 'A' && *s <= 'Z')
			*s = (char)(*s - 'A' + 'a');
}

long my_atol(const char *s)
{
	long v = 0;
	int neg = 0;
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	while (*s >= '0' && *s <= '9')
		v = v * 10 + (*s++ - '0');
	return neg ? -v : v;
}

int count_char(const char *s, char c)
{
	int n = 0;
	while (*s)
		n += *s++ == c;
	return n;
}

char *my_strchr(const char *s, int c)
{
	for (;; s++) {
		if (*s == (char)c)
			return (char *)s;
		if (!*s)
			return NULL;
	}
}

int is_palindrome(const char *s)
{
	size_t n = my_strlen(s);
	for (size_t i = 0, j = n ? n - 1 : 0; i < j; i++, j--)
		if (s[i] != s[j])
			return 0;
	return 1;
}

static const char digits[] = "0123456789abcdef";

char *utoa(unsigned v, char *buf, unsigned base)
{
	char tmp[33];
	int n = 0;
	do {
		tmp[n++] = digits[v % base];
		v /= base;
	} while (v);
	for (int i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	buf[n] = 0;
	return buf;
}
