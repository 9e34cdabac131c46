/* matrix.c - dense matrix math in double and float: multiplication (naive
 * and blocked), transpose, LU decomposition with partial pivoting,
 * determinant, solving, inverse, power iteration for the largest
 * eigenvalue, and a float Gauss-Seidel relaxation.  Results are printed
 * rounded so that they do not depend on the optimisation level. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define N 24

typedef struct {
	int rows, cols;
	double *a;
} Mat;

static Mat mat_new(int r, int c)
{
	Mat m = { r, c, calloc((size_t)r * (size_t)c, sizeof(double)) };
	return m;
}

static double *at(Mat m, int i, int j) { return &m.a[(size_t)i * (size_t)m.cols + (size_t)j]; }

static void mat_free(Mat m) { free(m.a); }

static Mat mat_mul(Mat x, Mat y)
{
	Mat z = mat_new(x.rows, y.cols);
	for (int i = 0; i < x.rows; i++)
		for (int k = 0; k < x.cols; k++) {
			double xik = *at(x, i, k);
			for (int j = 0; j < y.cols; j++)
				*at(z, i, j) += xik * *at(y, k, j);
		}
	return z;
}

static Mat mat_mul_blocked(Mat x, Mat y, int bs)
{
	Mat z = mat_new(x.rows, y.cols);
	for (int ii = 0; ii < x.rows; ii += bs)
		for (int kk = 0; kk < x.cols; kk += bs)
			for (int jj = 0; jj < y.cols; jj += bs)
				for (int i = ii; i < ii + bs && i < x.rows; i++)
					for (int k = kk; k < kk + bs && k < x.cols; k++) {
						double xik = *at(x, i, k);
						for (int j = jj; j < jj + bs && j < y.cols; j++)
							*at(z, i, j) += xik * *at(y, k, j);
					}
	return z;
}

static Mat mat_transpose(Mat x)
{
	Mat t = mat_new(x.cols, x.rows);
	for (int i = 0; i < x.rows; i++)
		for (int j = 0; j < x.cols; j++)
			*at(t, j, i) = *at(x, i, j);
	return t;
}

static double mat_maxdiff(Mat x, Mat y)
{
	double d = 0;
	for (int i = 0; i < x.rows * x.cols; i++) {
		double e = fabs(x.a[i] - y.a[i]);
		if (e > d)
			d = e;
	}
	return d;
}

/* LU decomposition in place; perm receives the row permutation.  Returns
 * the sign of the permutation, or 0 if the matrix is singular. */
static int lu_decompose(Mat m, int *perm)
{
	int sign = 1;
	for (int i = 0; i < m.rows; i++)
		perm[i] = i;
	for (int k = 0; k < m.rows; k++) {
		int p = k;
		double best = fabs(*at(m, k, k));
		for (int i = k + 1; i < m.rows; i++)
			if (fabs(*at(m, i, k)) > best) {
				best = fabs(*at(m, i, k));
				p = i;
			}
		if (best < 1e-12)
			return 0;
		if (p != k) {
			for (int j = 0; j < m.cols; j++) {
				double t = *at(m, k, j);
				*at(m, k, j) = *at(m, p, j);
				*at(m, p, j) = t;
			}
			int t = perm[k];
			perm[k] = perm[p];
			perm[p] = t;
			sign = -sign;
		}
		for (int i = k + 1; i < m.rows; i++) {
			double f = *at(m, i, k) / *at(m, k, k);
			*at(m, i, k) = f;
			for (int j = k + 1; j < m.cols; j++)
				*at(m, i, j) -= f * *at(m, k, j);
		}
	}
	return sign;
}

static void lu_solve(Mat lu, const int *perm, const double *b, double *x)
{
	int n = lu.rows;
	for (int i = 0; i < n; i++) {
		double s = b[perm[i]];
		for (int j = 0; j < i; j++)
			s -= *at(lu, i, j) * x[j];
		x[i] = s;
	}
	for (int i = n - 1; i >= 0; i--) {
		double s = x[i];
		for (int j = i + 1; j < n; j++)
			s -= *at(lu, i, j) * x[j];
		x[i] = s / *at(lu, i, i);
	}
}

static double determinant(Mat m)
{
	Mat c = mat_new(m.rows, m.cols);
	memcpy(c.a, m.a, sizeof(double) * (size_t)(m.rows * m.cols));
	int *perm = malloc(sizeof(int) * (size_t)m.rows);
	int sign = lu_decompose(c, perm);
	double d = sign;
	for (int i = 0; i < m.rows && sign; i++)
		d *= *at(c, i, i);
	free(perm);
	mat_free(c);
	return d;
}

static Mat inverse(Mat m)
{
	int n = m.rows;
	Mat lu = mat_new(n, n), inv = mat_new(n, n);
	memcpy(lu.a, m.a, sizeof(double) * (size_t)(n * n));
	int *perm = malloc(sizeof(int) * (size_t)n);
	double *e = calloc((size_t)n, sizeof(double)), *x = malloc(sizeof(double) * (size_t)n);
	if (lu_decompose(lu, perm)) {
		for (int j = 0; j < n; j++) {
			memset(e, 0, sizeof(double) * (size_t)n);
			e[j] = 1;
			lu_solve(lu, perm, e, x);
			for (int i = 0; i < n; i++)
				*at(inv, i, j) = x[i];
		}
	}
	free(perm);
	free(e);
	free(x);
	mat_free(lu);
	return inv;
}

static double power_iteration(Mat m, int iters)
{
	int n = m.rows;
	double *v = malloc(sizeof(double) * (size_t)n), *w = malloc(sizeof(double) * (size_t)n);
	double lambda = 0;
	for (int i = 0; i < n; i++)
		v[i] = 1.0 / (i + 1);
	while (iters-- > 0) {
		double norm = 0;
		for (int i = 0; i < n; i++) {
			double s = 0;
			for (int j = 0; j < n; j++)
				s += *at(m, i, j) * v[j];
			w[i] = s;
			norm += s * s;
		}
		norm = sqrt(norm);
		double dot = 0;
		for (int i = 0; i < n; i++) {
			dot += v[i] * w[i];
			v[i] = w[i] / norm;
		}
		lambda = dot;
	}
	free(v);
	free(w);
	return lambda;
}

/* Gauss-Seidel relaxation of the Laplace equation on a float grid with
 * fixed borders; returns the number of sweeps until the change is small. */
static int relax(float g[16][16], float tol)
{
	int sweeps = 0;
	float change;
	do {
		change = 0.0f;
		for (int i = 1; i < 15; i++)
			for (int j = 1; j < 15; j++) {
				float nv = 0.25f * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
				float d = fabsf(nv - g[i][j]);
				if (d > change)
					change = d;
				g[i][j] = nv;
			}
		sweeps++;
	} while (change > tol && sweeps < 2000);
	return sweeps;
}

static double round_to(double x, double q) { return floor(x / q + 0.5) * q; }

int main(void)
{
	Mat a = mat_new(N, N), b = mat_new(N, N);
	unsigned s = 7;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			s = s * 1664525u + 1013904223u;
			*at(a, i, j) = (double)(s >> 20) / 4096.0 - 0.5 + (i == j ? N : 0);
			*at(b, i, j) = (double)((i * 7 + j * 3) % 11) - 5.0;
		}
	Mat c1 = mat_mul(a, b), c2 = mat_mul_blocked(a, b, 5);
	printf("blocked vs naive: %s\n", mat_maxdiff(c1, c2) < 1e-9 ? "equal" : "different");
	double tr = 0;
	for (int i = 0; i < N; i++)
		tr += *at(c1, i, i);
	printf("trace(AB) = %.6f\n", tr);

	Mat at_ = mat_transpose(a), ata = mat_mul(at_, a);
	int symmetric = 1;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < i; j++)
			if (fabs(*at(ata, i, j) - *at(ata, j, i)) > 1e-9)
				symmetric = 0;
	printf("A^T A symmetric: %d\n", symmetric);

	double det = determinant(a);
	printf("log10|det A| = %.6f sign %c\n", log10(fabs(det)), det < 0 ? '-' : '+');
	printf("det B = %.3f (singular)\n", round_to(determinant(b), 1e-3));

	Mat inv = inverse(a), id = mat_mul(a, inv);
	double err = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			err = fmax(err, fabs(*at(id, i, j) - (i == j ? 1.0 : 0.0)));
	printf("A * inv(A) = I within 1e-9: %s\n", err < 1e-9 ? "yes" : "no");

	double rhs[N], x[N];
	int perm[N];
	for (int i = 0; i < N; i++)
		rhs[i] = i % 3 - 1.0;
	Mat lu = mat_new(N, N);
	memcpy(lu.a, a.a, sizeof(double) * N * N);
	lu_decompose(lu, perm);
	lu_solve(lu, perm, rhs, x);
	double xs = 0;
	for (int i = 0; i < N; i++)
		xs += x[i] * (i + 1);
	printf("solve: weighted sum %.6f\n", xs);

	printf("largest eigenvalue of A^T A ~ %.4f\n", round_to(power_iteration(ata, 200), 1e-4));

	float g[16][16];
	memset(g, 0, sizeof g);
	for (int i = 0; i < 16; i++) {
		g[0][i] = 100.0f;
		g[i][0] = 50.0f;
	}
	int sweeps = relax(g, 1e-3f);
	float centre = g[8][8];
	printf("relax: %d sweeps, centre %.2f\n", sweeps, (double)centre);

	mat_free(a); mat_free(b); mat_free(c1); mat_free(c2); mat_free(at_);
	mat_free(ata); mat_free(inv); mat_free(id); mat_free(lu);
	return 0;
}
