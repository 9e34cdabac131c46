/* bits.c - bit manipulation on 8/16/32/64-bit and __int128 integers:
 * population count (builtin and by hand), leading/trailing zeros,
 * rotations, bit reversal, Gray code, CRC-32 (table and bitwise),
 * modular exponentiation through 128-bit products, a Miller-Rabin
 * primality test, 128-bit division and printing, signed shifts and
 * saturating arithmetic.  Prints values and checksums. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <limits.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static int popcount_loop(uint64_t x)
{
	int n = 0;
	while (x) {
		x &= x - 1;
		n++;
	}
	return n;
}

static int popcount_swar(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (int)((x * 0x0101010101010101ull) >> 56);
}

static int clz64(uint64_t x)
{
	if (!x)
		return 64;
	int n = 0;
	for (uint64_t bit = 1ull << 63; !(x & bit); bit >>= 1)
		n++;
	return n;
}

static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
static uint64_t rotr64(uint64_t x, unsigned r) { return (x >> (r & 63)) | (x << ((64 - r) & 63)); }

static uint32_t reverse32(uint32_t x)
{
	x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
	x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
	x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
	x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
	return (x >> 16) | (x << 16);
}

static uint8_t reverse8(uint8_t b)
{
	uint8_t r = 0;
	for (int i = 0; i < 8; i++) {
		r = (uint8_t)((r << 1) | (b & 1));
		b >>= 1;
	}
	return r;
}

static uint32_t gray(uint32_t x) { return x ^ (x >> 1); }
static uint32_t ungray(uint32_t g)
{
	for (uint32_t s = 1; s < 32; s <<= 1)
		g ^= g >> s;
	return g;
}

static uint32_t crc_table[256];
static void crc_init(void)
{
	for (uint32_t i = 0; i < 256; i++) {
		uint32_t c = i;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
		crc_table[i] = c;
	}
}

static uint32_t crc32_table(const unsigned char *p, size_t n)
{
	uint32_t c = 0xffffffffu;
	while (n--)
		c = crc_table[(c ^ *p++) & 0xff] ^ (c >> 8);
	return c ^ 0xffffffffu;
}

static uint32_t crc32_bitwise(const unsigned char *p, size_t n)
{
	uint32_t c = 0xffffffffu;
	for (size_t i = 0; i < n; i++) {
		c ^= p[i];
		for (int k = 0; k < 8; k++)
			c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
	}
	return ~c;
}

static uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) { return (uint64_t)((u128)a * b % m); }

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m)
{
	uint64_t r = 1 % m;
	b %= m;
	while (e) {
		if (e & 1)
			r = mulmod(r, b, m);
		b = mulmod(b, b, m);
		e >>= 1;
	}
	return r;
}

static int is_prime(uint64_t n)
{
	static const uint64_t witnesses[] = { 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37 };
	if (n < 2)
		return 0;
	for (int i = 0; i < 12; i++) {
		if (n == witnesses[i])
			return 1;
		if (n % witnesses[i] == 0)
			return 0;
	}
	uint64_t d = n - 1;
	int s = 0;
	while (!(d & 1)) {
		d >>= 1;
		s++;
	}
	for (int i = 0; i < 12; i++) {
		uint64_t x = powmod(witnesses[i], d, n);
		if (x == 1 || x == n - 1)
			continue;
		int composite = 1;
		for (int r = 1; r < s; r++) {
			x = mulmod(x, x, n);
			if (x == n - 1) {
				composite = 0;
				break;
			}
		}
		if (composite)
			return 0;
	}
	return 1;
}

static void print_u128(u128 v)
{
	char buf[48];
	int n = 0;
	do {
		buf[n++] = (char)('0' + (int)(v % 10));
		v /= 10;
	} while (v);
	while (n--)
		putchar(buf[n]);
}

static void print_i128(i128 v)
{
	if (v < 0) {
		putchar('-');
		print_u128((u128)0 - (u128)v);
	} else {
		print_u128((u128)v);
	}
}

static int32_t sat_add32(int32_t a, int32_t b)
{
	int64_t s = (int64_t)a + b;
	if (s > INT32_MAX) return INT32_MAX;
	if (s < INT32_MIN) return INT32_MIN;
	return (int32_t)s;
}

static int16_t sat_mul16(int16_t a, int16_t b)
{
	int32_t p = a * b;
	return p > INT16_MAX ? INT16_MAX : p < INT16_MIN ? INT16_MIN : (int16_t)p;
}

static u128 factorial128(unsigned n)
{
	u128 f = 1;
	for (unsigned i = 2; i <= n; i++)
		f *= i;
	return f;
}

static uint64_t isqrt64(uint64_t x)
{
	uint64_t r = 0, bit = 1ull << 62;
	while (bit > x)
		bit >>= 2;
	while (bit) {
		if (x >= r + bit) {
			x -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	return r;
}

int main(void)
{
	uint64_t acc = 0;
	int mism = 0;
	for (uint64_t i = 0, x = 0x9e3779b97f4a7c15ull; i < 1000; i++, x = x * 6364136223846793005ull + 1442695040888963407ull) {
		int a = popcount_loop(x), b = popcount_swar(x), c = __builtin_popcountll(x);
		mism += a != b || b != c;
		mism += clz64(x) != (x ? __builtin_clzll(x) : 64);
		acc += (uint64_t)a * i + (uint64_t)(x ? __builtin_ctzll(x) : 64);
		acc ^= rotr64(x, (unsigned)i) + rotl32((uint32_t)x, (unsigned)i);
	}
	printf("popcount/clz mismatches %d acc %016llx\n", mism, (unsigned long long)acc);

	uint32_t rv = 0;
	for (uint32_t i = 0; i < 4096; i++) {
		rv += reverse32(i * 2654435761u);
		if (ungray(gray(i)) != i)
			mism++;
	}
	uint8_t r8 = 0;
	for (int i = 0; i < 256; i++)
		r8 ^= (uint8_t)(reverse8((uint8_t)i) + i);
	printf("reverse sum %08x r8 %02x gray ok %d\n", rv, r8, mism == 0);

	crc_init();
	const char *text = "The quick brown fox jumps over the lazy dog";
	unsigned char block[1000];
	for (int i = 0; i < 1000; i++)
		block[i] = (unsigned char)(i * 7 + (i >> 3));
	printf("crc32 text %08x %08x block %08x %08x\n",
	       crc32_table((const unsigned char *)text, strlen(text)),
	       crc32_bitwise((const unsigned char *)text, strlen(text)),
	       crc32_table(block, sizeof block), crc32_bitwise(block, sizeof block));

	printf("2^64-59 prime %d, 2^61-1 prime %d, 2^61+1 prime %d\n",
	       is_prime(18446744073709551557ull), is_prime((1ull << 61) - 1), is_prime((1ull << 61) + 1));
	int nprimes = 0;
	for (uint64_t n = 1000000000000ull; n < 1000000000000ull + 2000; n++)
		nprimes += is_prime(n);
	printf("primes in [1e12, 1e12+2000): %d\n", nprimes);
	printf("3^(10^18) mod 1e9+7 = %llu\n",
	       (unsigned long long)powmod(3, 1000000000000000000ull, 1000000007ull));

	u128 f30 = factorial128(30);
	printf("30! = ");
	print_u128(f30);
	printf("\n30! / 29! = ");
	print_u128(f30 / factorial128(29));
	printf("\nhigh64(30!) = %016llx low64 = %016llx\n", (unsigned long long)(f30 >> 64),
	       (unsigned long long)f30);
	i128 neg = -(i128)f30 / 7;
	printf("-30!/7 = ");
	print_i128(neg);
	printf(" rem ");
	print_i128(-(i128)f30 % 7);
	printf("\n");
	u128 m = ~(u128)0;
	printf("u128 max = ");
	print_u128(m);
	printf("\nmax >> 100 = %llu, clz(hi)=%d\n", (unsigned long long)(m >> 100),
	       __builtin_clzll((uint64_t)(f30 >> 64)));

	int64_t sh = -1234567890123ll;
	printf("asr %lld lsr %llu\n", (long long)(sh >> 7), (unsigned long long)((uint64_t)sh >> 7));
	printf("sat add %d %d %d\n", sat_add32(INT32_MAX, 5), sat_add32(INT32_MIN, -5), sat_add32(40, 2));
	printf("sat mul %d %d %d\n", sat_mul16(300, 300), sat_mul16(-300, 300), sat_mul16(-12, 11));
	uint64_t sq = 0;
	for (uint64_t x = 1; x < 1ull << 60; x = x * 3 + 7)
		sq += isqrt64(x);
	printf("isqrt sum %llu\n", (unsigned long long)sq);
	int8_t c8 = (int8_t)0x80;
	uint16_t u16 = 0xfff0;
	printf("widen %d %d %u %d\n", c8, (int)(uint8_t)c8, (unsigned)(u16 + 0x20u), (int16_t)u16);
	return 0;
}
