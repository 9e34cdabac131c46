/* bigint.c - arbitrary precision unsigned integers in base 2^32 limbs
 * with 64-bit intermediate products: add, subtract, multiply (schoolbook),
 * divide by a small number, long division by a big number, comparison,
 * decimal conversion; used for factorials, Fibonacci numbers, powers,
 * a Catalan number, and checked against __int128 where it fits.
 * Prints the numbers (shortened) and digit sums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef struct {
	uint32_t *d; /* little-endian limbs */
	int n;       /* used limbs; 0 means zero */
	int cap;
} Big;

static void big_reserve(Big *b, int cap)
{
	if (cap <= b->cap)
		return;
	b->d = realloc(b->d, sizeof(uint32_t) * (size_t)cap);
	memset(b->d + b->cap, 0, sizeof(uint32_t) * (size_t)(cap - b->cap));
	b->cap = cap;
}

static void big_trim(Big *b)
{
	while (b->n > 0 && b->d[b->n - 1] == 0)
		b->n--;
}

static Big big_from(uint64_t v)
{
	Big b = { NULL, 0, 0 };
	big_reserve(&b, 4);
	b.d[0] = (uint32_t)v;
	b.d[1] = (uint32_t)(v >> 32);
	b.n = 2;
	big_trim(&b);
	return b;
}

static Big big_copy(const Big *a)
{
	Big b = { NULL, 0, 0 };
	big_reserve(&b, a->n + 1);
	if (a->n)
		memcpy(b.d, a->d, sizeof(uint32_t) * (size_t)a->n);
	b.n = a->n;
	return b;
}

static void big_free(Big *b)
{
	free(b->d);
	b->d = NULL;
	b->n = b->cap = 0;
}

static int big_cmp(const Big *a, const Big *b)
{
	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	for (int i = a->n - 1; i >= 0; i--)
		if (a->d[i] != b->d[i])
			return a->d[i] < b->d[i] ? -1 : 1;
	return 0;
}

static Big big_add(const Big *a, const Big *b)
{
	int n = (a->n > b->n ? a->n : b->n) + 1;
	Big r = { NULL, 0, 0 };
	big_reserve(&r, n);
	uint64_t carry = 0;
	for (int i = 0; i < n; i++) {
		uint64_t s = carry;
		if (i < a->n) s += a->d[i];
		if (i < b->n) s += b->d[i];
		r.d[i] = (uint32_t)s;
		carry = s >> 32;
	}
	r.n = n;
	big_trim(&r);
	return r;
}

/* a - b, requires a >= b. */
static Big big_sub(const Big *a, const Big *b)
{
	Big r = { NULL, 0, 0 };
	big_reserve(&r, a->n + 1);
	int64_t borrow = 0;
	for (int i = 0; i < a->n; i++) {
		int64_t s = (int64_t)a->d[i] - borrow - (i < b->n ? (int64_t)b->d[i] : 0);
		borrow = s < 0;
		r.d[i] = (uint32_t)(s + (borrow ? (int64_t)1 << 32 : 0));
	}
	r.n = a->n;
	big_trim(&r);
	return r;
}

static Big big_mul(const Big *a, const Big *b)
{
	Big r = { NULL, 0, 0 };
	big_reserve(&r, a->n + b->n + 1);
	for (int i = 0; i < a->n; i++) {
		uint64_t carry = 0;
		for (int j = 0; j < b->n; j++) {
			uint64_t t = (uint64_t)a->d[i] * b->d[j] + r.d[i + j] + carry;
			r.d[i + j] = (uint32_t)t;
			carry = t >> 32;
		}
		r.d[i + b->n] = (uint32_t)carry;
	}
	r.n = a->n + b->n;
	big_trim(&r);
	return r;
}

static void big_mul_small(Big *a, uint32_t m)
{
	big_reserve(a, a->n + 1);
	uint64_t carry = 0;
	for (int i = 0; i < a->n; i++) {
		uint64_t t = (uint64_t)a->d[i] * m + carry;
		a->d[i] = (uint32_t)t;
		carry = t >> 32;
	}
	if (carry)
		a->d[a->n++] = (uint32_t)carry;
}

static uint32_t big_div_small(Big *a, uint32_t m)
{
	uint64_t rem = 0;
	for (int i = a->n - 1; i >= 0; i--) {
		uint64_t cur = rem << 32 | a->d[i];
		a->d[i] = (uint32_t)(cur / m);
		rem = cur % m;
	}
	big_trim(a);
	return (uint32_t)rem;
}

static int big_bits(const Big *a)
{
	if (!a->n)
		return 0;
	return (a->n - 1) * 32 + (32 - __builtin_clz(a->d[a->n - 1]));
}

static int big_bit(const Big *a, int i) { return i / 32 < a->n ? (int)(a->d[i / 32] >> (i % 32) & 1) : 0; }

static void big_shl1_or(Big *a, int bit)
{
	big_reserve(a, a->n + 1);
	uint32_t carry = (uint32_t)bit;
	for (int i = 0; i < a->n; i++) {
		uint32_t next = a->d[i] >> 31;
		a->d[i] = a->d[i] << 1 | carry;
		carry = next;
	}
	if (carry)
		a->d[a->n++] = carry;
}

/* Binary long division: q = a / b, r = a % b.  b must be nonzero. */
static void big_divmod(const Big *a, const Big *b, Big *q, Big *r)
{
	*q = big_from(0);
	*r = big_from(0);
	big_reserve(q, a->n + 1);
	for (int i = big_bits(a) - 1; i >= 0; i--) {
		big_shl1_or(r, big_bit(a, i));
		if (big_cmp(r, b) >= 0) {
			Big t = big_sub(r, b);
			big_free(r);
			*r = t;
			q->d[i / 32] |= 1u << (i % 32);
			if (q->n < i / 32 + 1)
				q->n = i / 32 + 1;
		}
	}
	big_trim(q);
}

static char *big_to_dec(const Big *a)
{
	Big t = big_copy(a);
	size_t cap = (size_t)a->n * 10 + 2, n = 0;
	char *s = malloc(cap);
	do {
		uint32_t chunk = big_div_small(&t, 1000000000u);
		for (int k = 0; k < 9; k++) {
			s[n++] = (char)('0' + chunk % 10);
			chunk /= 10;
			if (t.n == 0 && chunk == 0)
				break;
		}
	} while (t.n);
	while (n > 1 && s[n - 1] == '0')
		n--;
	for (size_t i = 0; i < n / 2; i++) {
		char c = s[i];
		s[i] = s[n - 1 - i];
		s[n - 1 - i] = c;
	}
	s[n] = 0;
	big_free(&t);
	return s;
}

static void show(const char *label, const Big *b)
{
	char *s = big_to_dec(b);
	size_t len = strlen(s);
	int dsum = 0;
	for (size_t i = 0; i < len; i++)
		dsum += s[i] - '0';
	if (len > 40)
		printf("%s = %.15s...%s (%zu digits, digit sum %d)\n", label, s, s + len - 15, len, dsum);
	else
		printf("%s = %s (digit sum %d)\n", label, s, dsum);
	free(s);
}

static Big big_pow(uint32_t base, unsigned e)
{
	Big r = big_from(1), b = big_from(base);
	while (e) {
		if (e & 1) {
			Big t = big_mul(&r, &b);
			big_free(&r);
			r = t;
		}
		e >>= 1;
		if (e) {
			Big t = big_mul(&b, &b);
			big_free(&b);
			b = t;
		}
	}
	big_free(&b);
	return r;
}

int main(void)
{
	Big f = big_from(1);
	for (uint32_t i = 2; i <= 100; i++)
		big_mul_small(&f, i);
	show("100!", &f);

	Big a = big_from(0), b = big_from(1);
	for (int i = 0; i < 500; i++) {
		Big c = big_add(&a, &b);
		big_free(&a);
		a = b;
		b = c;
	}
	show("fib(500)", &a);

	Big p = big_pow(3, 200);
	show("3^200", &p);
	Big p2 = big_pow(2, 127);
	Big one = big_from(1);
	Big m127 = big_sub(&p2, &one);
	show("2^127-1", &m127);

	/* Check against __int128: (2^127-1) = 170141183460469231731687303715884105727 */
	unsigned __int128 ref = ((unsigned __int128)1 << 127) - 1;
	int same = 1;
	for (int i = 0; i < 4; i++)
		same &= m127.d[i] == (uint32_t)(ref >> (32 * i));
	printf("matches __int128: %d\n", same);

	/* Catalan(60) = (120)! / (61! 60!) using big division. */
	Big num = big_from(1), den = big_from(1);
	for (uint32_t i = 61; i <= 120; i++)
		big_mul_small(&num, i);
	for (uint32_t i = 2; i <= 61; i++)
		big_mul_small(&den, i);
	Big q, r;
	big_divmod(&num, &den, &q, &r);
	show("catalan(60)", &q);
	printf("remainder zero: %d\n", r.n == 0);

	Big q2, r2;
	big_divmod(&f, &p, &q2, &r2);
	show("100! / 3^200", &q2);
	show("100! % 3^200", &r2);
	Big back = big_mul(&q2, &p), back2 = big_add(&back, &r2);
	printf("q*d+r == 100!: %d, cmp(3^200, 100!) = %d\n", big_cmp(&back2, &f) == 0, big_cmp(&p, &f));
	printf("bits: 100! %d, 3^200 %d, fib(500) %d\n", big_bits(&f), big_bits(&p), big_bits(&a));

	uint32_t rem7 = 0;
	Big t = big_copy(&a);
	rem7 = big_div_small(&t, 7);
	printf("fib(500) mod 7 = %u\n", rem7);

	big_free(&f); big_free(&a); big_free(&b); big_free(&p); big_free(&p2); big_free(&one);
	big_free(&m127); big_free(&num); big_free(&den); big_free(&q); big_free(&r); big_free(&q2);
	big_free(&r2); big_free(&back); big_free(&back2); big_free(&t);
	return 0;
}
