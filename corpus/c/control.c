/* control.c - control flow: every loop form (for, while, do-while, nested
 * with break/continue, loops left by goto), switches with dense cases
 * (jump tables), sparse cases (compare trees), ranges of fallthrough,
 * Duff's device, a default in the middle, switches on chars and on enums;
 * error handling by goto to cleanup labels and by status codes (no
 * setjmp); a UTF-8 decoder state machine; short-circuit conditions and
 * the conditional operator.  Prints results and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static int dense(int x)
{
	switch (x) {
	case 0: return 17;
	case 1: return 4;
	case 2: return -3;
	case 3: return 99;
	case 4: return 12;
	case 5: return 0;
	case 6: return 61;
	case 7: return -40;
	case 8: return 8;
	case 9: return 1000;
	default: return -1;
	}
}

static int sparse(long x)
{
	switch (x) {
	case -1000000: return 1;
	case -7: return 2;
	case 3: return 3;
	case 64: return 4;
	case 1000: return 5;
	case 65536: return 6;
	case 1L << 40: return 7;
	case 123456789: return 8;
	default: return 0;
	}
}

static int fallthrough(int x)
{
	int r = 0;
	switch (x) {
	case 1:
		r += 1;
		/* fall through */
	case 2:
		r += 10;
		/* fall through */
	case 3:
		r += 100;
		break;
	default:
		r = -1;
		/* fall through */
	case 5:
		r *= 3;
		break;
	case 6:
	case 7:
	case 8:
		r = 678;
		break;
	}
	return r;
}

/* Duff's device: copies n bytes, unrolled by 8. */
static void duff_copy(unsigned char *to, const unsigned char *from, int count)
{
	if (count <= 0)
		return;
	int n = (count + 7) / 8;
	switch (count % 8) {
	case 0: do { *to++ = *from++;
	/* fall through */
	case 7: *to++ = *from++;
	/* fall through */
	case 6: *to++ = *from++;
	/* fall through */
	case 5: *to++ = *from++;
	/* fall through */
	case 4: *to++ = *from++;
	/* fall through */
	case 3: *to++ = *from++;
	/* fall through */
	case 2: *to++ = *from++;
	/* fall through */
	case 1: *to++ = *from++;
		} while (--n > 0);
	}
}

enum token_class { TC_SPACE, TC_DIGIT, TC_ALPHA, TC_PUNCT, TC_OTHER };

static enum token_class classify(char c)
{
	switch (c) {
	case ' ': case '\t': case '\n': case '\r':
		return TC_SPACE;
	case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		return TC_DIGIT;
	case '.': case ',': case ';': case ':': case '!': case '?':
	case '(': case ')': case '-':
		return TC_PUNCT;
	default:
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
			return TC_ALPHA;
		return TC_OTHER;
	}
}

/* Decodes UTF-8; returns the number of code points or -(offset+1) of the
 * first malformed sequence. */
static long utf8_decode(const unsigned char *s, size_t n, uint32_t *sum)
{
	size_t i = 0;
	long count = 0;
	while (i < n) {
		uint32_t cp;
		int need;
		unsigned char c = s[i];
		if (c < 0x80) { cp = c; need = 0; }
		else if ((c & 0xe0) == 0xc0) { cp = c & 0x1f; need = 1; }
		else if ((c & 0xf0) == 0xe0) { cp = c & 0x0f; need = 2; }
		else if ((c & 0xf8) == 0xf0) { cp = c & 0x07; need = 3; }
		else goto bad;
		if (i + (size_t)need >= n + (need ? 0 : 1) && need)
			goto bad;
		for (int k = 1; k <= need; k++) {
			if ((s[i + (size_t)k] & 0xc0) != 0x80)
				goto bad;
			cp = cp << 6 | (s[i + (size_t)k] & 0x3f);
		}
		*sum = *sum * 31 + cp;
		i += (size_t)need + 1;
		count++;
	}
	return count;
bad:
	return -(long)i - 1;
}

struct resource {
	int *numbers;
	char *text;
	FILE *unused;
};

/* Allocates in stages; a failure at stage `fail_at` unwinds through the
 * cleanup labels.  Returns 0 or a negative stage number. */
static int staged_setup(int fail_at, int *work)
{
	int rc = 0;
	struct resource r = { NULL, NULL, NULL };
	r.numbers = malloc(100 * sizeof(int));
	if (!r.numbers) { rc = -1; goto out; }
	if (fail_at == 1) { rc = -1; goto free_numbers; }
	for (int i = 0; i < 100; i++)
		r.numbers[i] = i * i;
	r.text = malloc(64);
	if (!r.text) { rc = -2; goto free_numbers; }
	if (fail_at == 2) { rc = -2; goto free_text; }
	snprintf(r.text, 64, "sum=%d", r.numbers[99] + r.numbers[50]);
	if (fail_at == 3) { rc = -3; goto free_text; }
	*work += (int)strlen(r.text) + r.numbers[10];
free_text:
	free(r.text);
free_numbers:
	free(r.numbers);
out:
	return rc;
}

static int find_pair(const int *a, int n, int target, int *pi, int *pj)
{
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (a[i] + a[j] == target) {
				*pi = i;
				*pj = j;
				goto found;
			}
	return 0;
found:
	return 1;
}

static int loops(void)
{
	int acc = 0, i = 0, j;
	while (i < 10) {
		i++;
		if (i % 2)
			continue;
		acc += i;
	}
	do {
		acc = acc * 2 - 7;
	} while (acc < 10000);
	for (i = 0, j = 100; i < j; i += 3, j -= 2)
		acc ^= i * j;
	for (;;) {
		if (++i > 90)
			break;
		if (i % 5 == 0)
			continue;
		acc += i;
	}
	int k = 0;
outer:
	for (i = 0; i < 5; i++)
		for (j = 0; j < 5; j++) {
			if (i * j == 6 && k == 0) {
				k = 1;
				acc += 1000;
				goto outer;
			}
			acc += i - j;
		}
	i = 0;
again:
	acc += i;
	if (++i < 10)
		goto again;
	return acc;
}

int main(void)
{
	long s = 0;
	for (int x = -2; x < 12; x++)
		s = s * 7 + dense(x);
	printf("dense %ld\n", s);
	static const long probes[] = { -1000000, -7, -6, 3, 4, 64, 1000, 65536, 65537, 1L << 40, 123456789, 0 };
	s = 0;
	for (size_t i = 0; i < sizeof probes / sizeof probes[0]; i++)
		s = s * 10 + sparse(probes[i]);
	printf("sparse %ld\n", s);
	for (int x = 0; x < 10; x++)
		printf("%d ", fallthrough(x));
	printf("\n");

	unsigned char src[300], dst[300];
	for (int i = 0; i < 300; i++)
		src[i] = (unsigned char)(i * 13 + 5);
	int okc = 1;
	for (int n = 0; n < 36; n++) {
		memset(dst, 0, sizeof dst);
		duff_copy(dst, src + n, n * 7);
		okc &= memcmp(dst, src + n, (size_t)n * 7) == 0 && dst[n * 7] == 0;
	}
	printf("duff ok %d\n", okc);

	const char *text = "Hello, World! 42 apples; 7 pears (maybe_8) - done?\t#";
	int counts[5] = { 0 };
	for (const char *p = text; *p; p++)
		counts[classify(*p)]++;
	printf("classes space %d digit %d alpha %d punct %d other %d\n", counts[0], counts[1],
	       counts[2], counts[3], counts[4]);

	static const unsigned char good[] = "na\xc3\xafve \xe2\x82\xac \xf0\x9f\x98\x80 end";
	static const unsigned char bad[] = "ok \xe2\x82 broken";
	uint32_t us = 0;
	long ngood = utf8_decode(good, sizeof good - 1, &us);
	long nbad = utf8_decode(bad, sizeof bad - 1, &us);
	printf("utf8 good %ld bad %ld sum %u\n", ngood, nbad, us);

	int work = 0;
	for (int f = 0; f <= 3; f++)
		printf("staged fail_at=%d rc=%d\n", f, staged_setup(f, &work));
	printf("work %d\n", work);

	int arr[] = { 8, 3, 11, 7, 2, 9, 14, 5 };
	int pi = -1, pj = -1;
	int found = find_pair(arr, 8, 16, &pi, &pj);
	int nf = find_pair(arr, 8, 100, &pi, &pj);
	printf("pair found %d (%d,%d) missing %d\n", found, pi, pj, nf);
	printf("loops %d\n", loops());

	int a = 0, b = 0;
	int c = a++ || b++;
	c += a++ && b++;
	c += a > 1 ? a * 10 : b;
	printf("short circuit a=%d b=%d c=%d\n", a, b, c);
	return 0;
}
