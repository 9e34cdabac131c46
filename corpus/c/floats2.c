/* floats.c - float, double and long double arithmetic. */
#include <math.h>

double hypot2(double x, double y) { return sqrt(x * x + y * y); }

float lerp(float a, float b, float t) { return a + (b - a) * t; }

long double ld_poly(long double x) { return 3.0L * x * x + 2.0L * x + 1.0L; }

double ld_to_double(long double x) { return (double)x; }

int classify(double x)
{
	if (x != x)
		return 0;
	if (x == 1.0 / 0.0 || x == -1.0 / 0.0)
		return 1;
	if (x == 0.0)
		return 2;
	return 3;
}

double newton_sqrt(double a)
{
	if (a <= 0)
		return 0;
	double x = a;
	for (int i = 0; i < 20; i++)
		x = 0.5 * (x + a / x);
	return x;
}

float mean(const float *v, int n)
{
	double s = 0;
	for (int i = 0; i < n; i++)
		s += v[i];
	return n ? (float)(s / n) : 0.0f;
}

double horner(const double *c, int n, double x)
{
	double r = 0;
	for (int i = n - 1; i >= 0; i--)
		r = r * x + c[i];
	return r;
}

unsigned f2u(float f) { return (unsigned)f; }
double u2d(unsigned long long u) { return (double)u; }
float fabs_f(float x) { return fabsf(x); }
double fmadd(double a, double b, double c) { return fma(a, b, c); }
double clampd(double x, double lo, double hi) { return fmin(fmax(x, lo), hi); }
int near(double a, double b) { return fabs(a - b) < 1e-9; }
