/* crc.c - CRC-32 and Adler-32 checksums. */
#include <stddef.h>
#include <stdint.h>

static uint32_t crc_table[256];
static int table_ready;

static void make_table(void)
{
	for (uint32_t n = 0; n < 256; n++) {
		uint32_t c = n;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
		crc_table[n] = c;
	}
	table_ready = 1;
}

uint32_t crc32(const unsigned char *buf, size_t len)
{
	if (!table_ready)
		make_table();
	uint32_t c = 0xFFFFFFFFu;
	for (size_t i = 0; i < len; i++)
		c = crc_table[(c ^ buf[i]) & 0xFF] ^ (c >> 8);
	return c ^ 0xFFFFFFFFu;
}

uint32_t adler32(const unsigned char *buf, size_t len)
{
	uint32_t a = 1, b = 0;
	for (size_t i = 0; i < len; i++) {
		a = (a + buf[i]) % 65521;
		b = (b + a) % 65521;
	}
	return (b << 16) | a;
}

uint16_t fletcher16(const uint8_t *data, int count)
{
	uint16_t s1 = 0, s2 = 0;
	for (int i = 0; i < count; ++i) {
		s1 = (uint16_t)((s1 + data[i]) % 255);
		s2 = (uint16_t)((s2 + s1) % 255);
	}
	return (uint16_t)((s2 << 8) | s1);
}

uint8_t xor_sum(const uint8_t *d, size_t n)
{
	uint8_t x = 0;
	while (n--)
		x ^= *d++;
	return x;
}
