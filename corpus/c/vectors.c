/* vectors.c - GCC vector extensions and SIMD-friendly loops. */
typedef float v4f __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));

v4f madd4(v4f a, v4f b, v4f c) { return a * b + c; }
v4i select4(v4i m, v4i a, v4i b) { return (m & a) | (~m & b); }
v2d scale2(v2d v, double k) { return v * k; }
float hsum(v4f v) { return v[0] + v[1] + v[2] + v[3]; }
v4i shuffle_rev(v4i v) { return __builtin_shufflevector(v, v, 3, 2, 1, 0); }
v4f splat(float x) { return (v4f){x, x, x, x}; }
v4i cmp_lt(v4i a, v4i b) { return a < b; }

void saxpy(float *restrict y, const float *restrict x, float a, int n)
{
	for (int i = 0; i < n; i++)
		y[i] = a * x[i] + y[i];
}

int sum_ints(const int *v, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}

void add_arrays(int *restrict c, const int *a, const int *b, int n)
{
	for (int i = 0; i < n; i++)
		c[i] = a[i] + b[i];
}

int max_elem(const int *v, int n)
{
	int m = v[0];
	for (int i = 1; i < n; i++)
		m = v[i] > m ? v[i] : m;
	return m;
}
