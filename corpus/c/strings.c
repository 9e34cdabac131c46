/* strings.c - string processing: hand-written strlen/strcmp/strchr,
 * substring search (naive, KMP, Boyer-Moore-Horspool) cross-checked
 * against strstr, tokenizing with strtok_r-free splitting, case
 * conversion, reversing words in place, run-length encoding and decoding,
 * Levenshtein distance, longest common subsequence, a Caesar/ROT13
 * cipher, string builder with realloc, base64 encoding, snprintf into
 * buffers, and string tables.  Prints results and hashes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdint.h>

static size_t my_strlen(const char *s)
{
	const char *p = s;
	while (*p)
		p++;
	return (size_t)(p - s);
}

static int my_strcmp(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	return (unsigned char)*a - (unsigned char)*b;
}

static const char *my_strchr(const char *s, int c)
{
	for (;; s++) {
		if (*s == (char)c)
			return s;
		if (!*s)
			return NULL;
	}
}

static long naive_find(const char *h, const char *n)
{
	size_t hl = strlen(h), nl = strlen(n);
	for (size_t i = 0; i + nl <= hl; i++) {
		size_t j = 0;
		while (j < nl && h[i + j] == n[j])
			j++;
		if (j == nl)
			return (long)i;
	}
	return -1;
}

static long kmp_find(const char *h, const char *n)
{
	size_t nl = strlen(n);
	if (nl == 0)
		return 0;
	int *fail = malloc(sizeof(int) * nl);
	fail[0] = 0;
	for (size_t i = 1, k = 0; i < nl; i++) {
		while (k > 0 && n[i] != n[k])
			k = (size_t)fail[k - 1];
		if (n[i] == n[k])
			k++;
		fail[i] = (int)k;
	}
	long found = -1;
	for (size_t i = 0, k = 0; h[i]; i++) {
		while (k > 0 && h[i] != n[k])
			k = (size_t)fail[k - 1];
		if (h[i] == n[k])
			k++;
		if (k == nl) {
			found = (long)(i + 1 - nl);
			break;
		}
	}
	free(fail);
	return found;
}

static long horspool_find(const char *h, const char *n)
{
	size_t hl = strlen(h), nl = strlen(n), skip[256];
	if (nl == 0)
		return 0;
	for (int i = 0; i < 256; i++)
		skip[i] = nl;
	for (size_t i = 0; i + 1 < nl; i++)
		skip[(unsigned char)n[i]] = nl - 1 - i;
	for (size_t i = 0; i + nl <= hl; i += skip[(unsigned char)h[i + nl - 1]])
		if (memcmp(h + i, n, nl) == 0)
			return (long)i;
	return -1;
}

static int split(char *s, const char *delims, char **out, int max)
{
	int n = 0;
	char *p = s;
	while (*p && n < max) {
		while (*p && strchr(delims, *p))
			p++;
		if (!*p)
			break;
		out[n++] = p;
		while (*p && !strchr(delims, *p))
			p++;
		if (*p)
			*p++ = 0;
	}
	return n;
}

static void reverse_range(char *a, char *b)
{
	while (a < b) {
		char t = *a;
		*a++ = *b;
		*b-- = t;
	}
}

static void reverse_words(char *s)
{
	size_t n = strlen(s);
	if (!n)
		return;
	reverse_range(s, s + n - 1);
	char *w = s;
	for (char *p = s;; p++) {
		if (*p == ' ' || !*p) {
			if (p > w)
				reverse_range(w, p - 1);
			if (!*p)
				break;
			w = p + 1;
		}
	}
}

static size_t rle_encode(const char *s, char *out, size_t cap)
{
	size_t o = 0;
	while (*s) {
		char c = *s;
		int run = 0;
		while (*s == c && run < 9) {
			s++;
			run++;
		}
		if (o + 2 >= cap)
			break;
		out[o++] = (char)('0' + run);
		out[o++] = c;
	}
	out[o] = 0;
	return o;
}

static size_t rle_decode(const char *s, char *out, size_t cap)
{
	size_t o = 0;
	for (; s[0] && s[1]; s += 2)
		for (int k = 0; k < s[0] - '0' && o + 1 < cap; k++)
			out[o++] = s[1];
	out[o] = 0;
	return o;
}

static int levenshtein(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	int *row = malloc(sizeof(int) * (lb + 1));
	for (size_t j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		int diag = row[0];
		row[0] = (int)i;
		for (size_t j = 1; j <= lb; j++) {
			int up = row[j];
			int best = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < best) best = up + 1;
			if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
			row[j] = best;
			diag = up;
		}
	}
	int d = row[lb];
	free(row);
	return d;
}

static int lcs(const char *a, const char *b, char *out)
{
	int la = (int)strlen(a), lb = (int)strlen(b);
	int (*t)[lb + 1] = calloc((size_t)(la + 1), sizeof *t);
	for (int i = la - 1; i >= 0; i--)
		for (int j = lb - 1; j >= 0; j--)
			t[i][j] = a[i] == b[j] ? 1 + t[i + 1][j + 1]
				: t[i + 1][j] > t[i][j + 1] ? t[i + 1][j] : t[i][j + 1];
	int i = 0, j = 0, k = 0;
	while (i < la && j < lb) {
		if (a[i] == b[j]) { out[k++] = a[i]; i++; j++; }
		else if (t[i + 1][j] >= t[i][j + 1]) i++;
		else j++;
	}
	out[k] = 0;
	int n = t[0][0];
	free(t);
	return n;
}

static void caesar(char *s, int shift)
{
	for (; *s; s++) {
		if (islower((unsigned char)*s))
			*s = (char)('a' + (*s - 'a' + shift + 26) % 26);
		else if (isupper((unsigned char)*s))
			*s = (char)('A' + (*s - 'A' + shift + 26) % 26);
	}
}

struct sb { char *s; size_t len, cap; };

static void sb_append(struct sb *b, const char *s)
{
	size_t n = strlen(s);
	if (b->len + n + 1 > b->cap) {
		while (b->len + n + 1 > b->cap)
			b->cap = b->cap ? b->cap * 2 : 16;
		b->s = realloc(b->s, b->cap);
	}
	memcpy(b->s + b->len, s, n + 1);
	b->len += n;
}

static void base64(const unsigned char *in, size_t n, char *out)
{
	static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t o = 0;
	for (size_t i = 0; i < n; i += 3) {
		uint32_t v = (uint32_t)in[i] << 16;
		if (i + 1 < n) v |= (uint32_t)in[i + 1] << 8;
		if (i + 2 < n) v |= in[i + 2];
		out[o++] = tbl[v >> 18 & 63];
		out[o++] = tbl[v >> 12 & 63];
		out[o++] = i + 1 < n ? tbl[v >> 6 & 63] : '=';
		out[o++] = i + 2 < n ? tbl[v & 63] : '=';
	}
	out[o] = 0;
}

static uint32_t djb2(const char *s)
{
	uint32_t h = 5381;
	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

int main(void)
{
	const char *text = "it was the best of times, it was the worst of times, it was the age of "
			   "wisdom, it was the age of foolishness, it was the epoch of belief";
	printf("len %zu %zu cmp %d %d %d chr %s\n", my_strlen(text), strlen(text), my_strcmp("abc", "abd") < 0,
	       my_strcmp("b", "a") > 0, my_strcmp("same", "same"), my_strchr(text, 'w'));
	static const char *const needles[] = { "worst", "age of f", "belief", "times, it", "nothere", "i", "" };
	int agree = 0;
	for (size_t i = 0; i < sizeof needles / sizeof needles[0]; i++) {
		const char *hit = strstr(text, needles[i]);
		long ref = hit ? (long)(hit - text) : -1;
		long a = naive_find(text, needles[i]), b = kmp_find(text, needles[i]), c = horspool_find(text, needles[i]);
		agree += a == ref && b == ref && c == ref;
		printf("find '%s' at %ld\n", needles[i], ref);
	}
	printf("search agreement %d/7\n", agree);

	char buf[256];
	snprintf(buf, sizeof buf, "%s", text);
	char *words[64];
	int nw = split(buf, " ,", words, 64);
	int longest = 0;
	uint32_t wh = 0;
	for (int i = 0; i < nw; i++) {
		if ((int)strlen(words[i]) > longest) longest = (int)strlen(words[i]);
		wh ^= djb2(words[i]) + (uint32_t)i;
	}
	printf("words %d longest %d hash %08x\n", nw, longest, wh);

	char sentence[] = "the quick brown fox jumps over the lazy dog";
	reverse_words(sentence);
	printf("reversed words: %s\n", sentence);
	for (char *p = sentence; *p; p++)
		*p = (char)toupper((unsigned char)*p);
	printf("upper: %s\n", sentence);

	char enc[128], dec[128];
	const char *runs = "aaaabbbcccccccccccdaaaaaaxyzzzzzz";
	rle_encode(runs, enc, sizeof enc);
	rle_decode(enc, dec, sizeof dec);
	printf("rle %s roundtrip %d\n", enc, strcmp(dec, runs) == 0);

	static const char *const pairs[][2] = { { "kitten", "sitting" }, { "flaw", "lawn" },
						{ "intention", "execution" }, { "", "abc" }, { "same", "same" } };
	for (int i = 0; i < 5; i++)
		printf("lev(%s,%s)=%d ", pairs[i][0], pairs[i][1], levenshtein(pairs[i][0], pairs[i][1]));
	printf("\n");
	char common[64];
	int ln = lcs("AGGTABQRSTXYZ", "GXTXAYBQRZ", common);
	printf("lcs %d %s\n", ln, common);

	char secret[] = "Attack at Dawn, Zebra!";
	caesar(secret, 13);
	printf("rot13 %s", secret);
	caesar(secret, 13);
	printf(" -> %s\n", secret);

	struct sb sbuf = { NULL, 0, 0 };
	for (int i = 0; i < 50; i++) {
		char item[16];
		snprintf(item, sizeof item, "%d%s", i * i, i % 10 == 9 ? "\n" : ",");
		sb_append(&sbuf, item);
	}
	printf("builder len %zu cap %zu hash %08x\n", sbuf.len, sbuf.cap, djb2(sbuf.s));
	free(sbuf.s);

	static const char *const b64in[] = { "", "f", "fo", "foo", "foob", "fooba", "foobar", "xlate!" };
	for (int i = 0; i < 8; i++) {
		char out[32];
		base64((const unsigned char *)b64in[i], strlen(b64in[i]), out);
		printf("[%s]", out);
	}
	printf("\n");
	char small[8];
	int want = snprintf(small, sizeof small, "%s-%d", "truncate", 12345);
	printf("snprintf wanted %d got '%s'\n", want, small);
	return 0;
}
