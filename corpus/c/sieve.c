/* sieve.c - prime sieve, factorization, perfect numbers. */
#include <stdbool.h>
#include <string.h>

#define LIMIT 10000
static bool composite[LIMIT + 1];

int sieve(int n, int *out)
{
	if (n > LIMIT)
		n = LIMIT;
	memset(composite, 0, sizeof composite);
	int count = 0;
	for (int i = 2; i <= n; i++) {
		if (composite[i])
			continue;
		out[count++] = i;
		for (long j = (long)i * i; j <= n; j += i)
			composite[j] = true;
	}
	return count;
}

int factorize(unsigned n, unsigned *f)
{
	int k = 0;
	for (unsigned d = 2; d * d <= n; d++)
		while (n % d == 0) {
			f[k++] = d;
			n /= d;
		}
	if (n > 1)
		f[k++] = n;
	return k;
}

bool is_perfect(unsigned n)
{
	unsigned s = 1;
	for (unsigned d = 2; d * d <= n; d++)
		if (n % d == 0) {
			s += d;
			if (d * d != n)
				s += n / d;
		}
	return n > 1 && s == n;
}

unsigned collatz_steps(unsigned long n)
{
	unsigned steps = 0;
	while (n != 1) {
		n = n & 1 ? 3 * n + 1 : n / 2;
		steps++;
	}
	return steps;
}

long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

long fib_iter(int n)
{
	long a = 0, b = 1;
	while (n-- > 0) {
		long t = a + b;
		a = b;
		b = t;
	}
	return a;
}
