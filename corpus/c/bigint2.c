/* bigint.c - 128-bit and multiword integer arithmetic. */
#include <stdint.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

u128 mul64(uint64_t a, uint64_t b) { return (u128)a * b; }

uint64_t mulhi(uint64_t a, uint64_t b) { return (uint64_t)(mul64(a, b) >> 64); }

i128 sdiv128(i128 a, i128 b) { return b ? a / b : 0; }

u128 pow_mod(u128 base, u128 exp, u128 mod)
{
	u128 r = 1;
	base %= mod;
	while (exp) {
		if (exp & 1)
			r = r * base % mod;
		base = base * base % mod;
		exp >>= 1;
	}
	return r;
}

/* n-word addition; returns the carry out */
uint32_t add_words(uint32_t *r, const uint32_t *a, const uint32_t *b, int n)
{
	uint64_t carry = 0;
	for (int i = 0; i < n; i++) {
		uint64_t s = (uint64_t)a[i] + b[i] + carry;
		r[i] = (uint32_t)s;
		carry = s >> 32;
	}
	return (uint32_t)carry;
}

void mul_words(uint32_t *r, const uint32_t *a, int na, const uint32_t *b, int nb)
{
	for (int i = 0; i < na + nb; i++)
		r[i] = 0;
	for (int i = 0; i < na; i++) {
		uint64_t carry = 0;
		for (int j = 0; j < nb; j++) {
			uint64_t t = (uint64_t)a[i] * b[j] + r[i + j] + carry;
			r[i + j] = (uint32_t)t;
			carry = t >> 32;
		}
		r[i + nb] = (uint32_t)carry;
	}
}

uint64_t gcd64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

int64_t isqrt(int64_t n)
{
	if (n < 0)
		return -1;
	int64_t x = n, y = (x + 1) / 2;
	while (y < x) {
		x = y;
		y = (x + n / x) / 2;
	}
	return x;
}
