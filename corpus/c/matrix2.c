/* matrix.c - dense double matrices. */
#define N 8

typedef struct { double m[N][N]; } mat;

void mat_identity(mat *a)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a->m[i][j] = i == j ? 1.0 : 0.0;
}

void mat_mul(mat *restrict c, const mat *a, const mat *b)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			double s = 0;
			for (int k = 0; k < N; k++)
				s += a->m[i][k] * b->m[k][j];
			c->m[i][j] = s;
		}
}

void mat_transpose(mat *a)
{
	for (int i = 0; i < N; i++)
		for (int j = i + 1; j < N; j++) {
			double t = a->m[i][j];
			a->m[i][j] = a->m[j][i];
			a->m[j][i] = t;
		}
}

double mat_trace(const mat *a)
{
	double t = 0;
	for (int i = 0; i < N; i++)
		t += a->m[i][i];
	return t;
}

mat mat_scale(mat a, double k)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			a.m[i][j] *= k;
	return a;
}

double mat_norm1(const mat *a)
{
	double best = 0;
	for (int j = 0; j < N; j++) {
		double s = 0;
		for (int i = 0; i < N; i++)
			s += a->m[i][j] < 0 ? -a->m[i][j] : a->m[i][j];
		if (s > best)
			best = s;
	}
	return best;
}

float dot_f(const float *x, const float *y, int n)
{
	float s = 0.0f;
	for (int i = 0; i < n; i++)
		s += x[i] * y[i];
	return s;
}
