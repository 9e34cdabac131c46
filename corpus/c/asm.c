/* asm.c - GCC extended inline asm (x86-64): outputs, inputs, tied and
 * memory operands, clobbers, barriers, multiple outputs. */
#include <stdio.h>
#include <stdint.h>

static uint64_t ticks(void)
{
	uint32_t lo, hi;
	__asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return ((uint64_t)hi << 32) | lo;
}

static int add(int a, int b)
{
	asm("addl %1, %0" : "+r"(a) : "r"(b));
	return a;
}

static void store_mem(int *p, int v)
{
	asm volatile("movl %1, %0" : "=m"(*p) : "r"(v) : "memory");
}

static unsigned bswap32(unsigned x)
{
	asm("bswap %0" : "=r"(x) : "0"(x));
	return x;
}

static long divmod(long n, long d, long *rem)
{
	long q, r;
	asm("cqto\n\tidivq %[d]" : "=a"(q), "=&d"(r) : "a"(n), [d] "r"(d) : "cc");
	*rem = r;
	return q;
}

static int counter;

int main(void)
{
	uint64_t t0 = ticks(), t1;
	int s = 0;
	for (int i = 0; i < 10; i++) {
		s = add(s, i * i);
		asm volatile("" ::: "memory");
	}
	store_mem(&counter, s);
	long rem, q = divmod(1000003, 97, &rem);
	t1 = ticks();
	printf("sum %d counter %d bswap %08x q %ld rem %ld mono %d\n", s, counter, bswap32(0x11223344u), q, rem,
	       t1 >= t0);
	return 0;
}
