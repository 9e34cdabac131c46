/* bits.c - bit manipulation. */
#include <stdint.h>

int popcount_loop(uint32_t x)
{
	int n = 0;
	while (x) {
		x &= x - 1;
		n++;
	}
	return n;
}

int popcount_builtin(uint64_t x) { return __builtin_popcountll(x); }
int clz32(uint32_t x) { return x ? __builtin_clz(x) : 32; }
int ctz64(uint64_t x) { return x ? __builtin_ctzll(x) : 64; }

uint32_t reverse_bits(uint32_t x)
{
	x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
	x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
	x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
	x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
	return (x >> 16) | (x << 16);
}

uint32_t rotl(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
uint64_t bswap64(uint64_t x) { return __builtin_bswap64(x); }

int32_t sign_extend(uint32_t x, unsigned bits)
{
	uint32_t m = 1u << (bits - 1);
	x &= (1u << bits) - 1;
	return (int32_t)((x ^ m) - m);
}

uint8_t parity(uint64_t x)
{
	x ^= x >> 32;
	x ^= x >> 16;
	x ^= x >> 8;
	x ^= x >> 4;
	x ^= x >> 2;
	x ^= x >> 1;
	return (uint8_t)(x & 1);
}

int16_t saturate16(int32_t v)
{
	if (v > INT16_MAX)
		return INT16_MAX;
	if (v < INT16_MIN)
		return INT16_MIN;
	return (int16_t)v;
}

uint64_t next_pow2(uint64_t x)
{
	if (x <= 1)
		return 1;
	return 1ull << (64 - __builtin_clzll(x - 1));
}

int abs_diff(int a, int b) { return a > b ? a - b : b - a; }
