/* floats.c - floating point in float, double and long double: series
 * for pi and e, Newton's square root, Kahan summation, conversions
 * between integer and floating types (including unsigned 64-bit and
 * out-of-range-free cases), comparisons with NaN and infinities through
 * every relational operator, signed zero, libm functions (sin, exp, log,
 * pow, fmod, frexp, ldexp, modf, rint, hypot, atan2), and float/double
 * bit patterns through unions.  Prints with fixed precision. */
#include <stdio.h>
#include <math.h>
#include <float.h>
#include <stdint.h>
#include <string.h>

union fbits { float f; uint32_t u; };
union dbits { double d; uint64_t u; };

static double pi_leibniz(int terms)
{
	double s = 0;
	for (int k = 0; k < terms; k++)
		s += (k % 2 ? -4.0 : 4.0) / (2 * k + 1);
	return s;
}

static long double e_series(void)
{
	long double term = 1.0L, sum = 1.0L;
	for (int n = 1; n < 25; n++) {
		term /= n;
		sum += term;
	}
	return sum;
}

static double newton_sqrt(double x)
{
	if (x <= 0)
		return 0;
	double g = x > 1 ? x / 2 : 1;
	for (int i = 0; i < 60; i++) {
		double n = 0.5 * (g + x / g);
		if (n == g)
			break;
		g = n;
	}
	return g;
}

static float kahan_sum(const float *v, int n)
{
	float sum = 0.0f, c = 0.0f;
	for (int i = 0; i < n; i++) {
		float y = v[i] - c;
		float t = sum + y;
		c = (t - sum) - y;
		sum = t;
	}
	return sum;
}

static float naive_sum(const float *v, int n)
{
	float s = 0.0f;
	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}

/* Returns a bit mask of the six relational results of a OP b. */
static int relations(double a, double b)
{
	return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}

static int relations_f(float a, float b)
{
	return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}

static int relations_l(long double a, long double b)
{
	return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5;
}

static const char *classify(double x)
{
	switch (fpclassify(x)) {
	case FP_NAN: return "nan";
	case FP_INFINITE: return signbit(x) ? "-inf" : "+inf";
	case FP_ZERO: return signbit(x) ? "-zero" : "+zero";
	case FP_SUBNORMAL: return "subnormal";
	default: return "normal";
	}
}

static double horner(const double *c, int n, double x)
{
	double r = 0;
	for (int i = n - 1; i >= 0; i--)
		r = r * x + c[i];
	return r;
}

static double integrate_simpson(double (*f)(double), double a, double b, int n)
{
	double h = (b - a) / n, s = f(a) + f(b);
	for (int i = 1; i < n; i++)
		s += f(a + i * h) * (i % 2 ? 4 : 2);
	return s * h / 3;
}

static double gauss(double x) { return exp(-x * x); }

/* Mandelbrot set membership on a coarse grid in float; returns a row as
 * characters by escape time. */
static void mandel_row(float ci, char *row, int width)
{
	static const char shades[] = " .:-=+*#%@";
	for (int x = 0; x < width; x++) {
		float cr = -2.2f + 3.0f * (float)x / (float)width;
		float zr = 0, zi = 0;
		int it = 0;
		while (it < 50 && zr * zr + zi * zi <= 4.0f) {
			float t = zr * zr - zi * zi + cr;
			zi = 2.0f * zr * zi + ci;
			zr = t;
			it++;
		}
		row[x] = shades[it == 50 ? 9 : it % 9];
	}
	row[width] = 0;
}

/* Best rational approximation of x with denominator <= maxden by
 * continued fractions. */
static void rational(double x, long maxden, long *num, long *den)
{
	long h0 = 0, h1 = 1, k0 = 1, k1 = 0;
	double r = x;
	for (int i = 0; i < 40; i++) {
		long a = (long)floor(r);
		long h2 = a * h1 + h0, k2 = a * k1 + k0;
		if (k2 > maxden)
			break;
		h0 = h1; h1 = h2; k0 = k1; k1 = k2;
		double f = r - (double)a;
		if (f < 1e-12)
			break;
		r = 1.0 / f;
	}
	*num = h1;
	*den = k1;
}

int main(void)
{
	printf("pi ~ %.9f (error %.2e)\n", pi_leibniz(100000), fabs(pi_leibniz(100000) - M_PI));
	long double e = e_series();
	printf("e ~ %.15Lf, e - expl(1) = %.3Le\n", e, e - expl(1.0L));
	printf("sqrt: %.15f %.15f %.15f\n", newton_sqrt(2), newton_sqrt(1e-6), newton_sqrt(12345678.9));

	float v[10000];
	for (int i = 0; i < 10000; i++)
		v[i] = 0.1f + (float)(i % 7) * 1e-4f;
	printf("float sums: naive %.4f kahan %.4f\n", (double)naive_sum(v, 10000), (double)kahan_sum(v, 10000));

	double nan = NAN, inf = INFINITY;
	double vals[] = { -inf, -1.5, -0.0, 0.0, 2.25, inf, nan };
	unsigned rel = 0;
	for (int i = 0; i < 7; i++) {
		for (int j = 0; j < 7; j++) {
			int r = relations(vals[i], vals[j]);
			rel = rel * 3u + (unsigned)r;
			if (j == 6 || i == 6)
				printf("%s", r == 32 ? "u" : "?");
		}
	}
	printf(" relations checksum %u\n", rel);
	printf("float nan rel %d, long double nan rel %d, -0 == 0 %d\n",
	       relations_f(NAN, 1.0f), relations_l((long double)NAN, 1.0L), -0.0 == 0.0);
	printf("isnan %d isinf %d isfinite %d %d signbit(-0) %d\n", isnan(nan) != 0, isinf(-inf) != 0,
	       isfinite(1e308) != 0, isfinite(inf) != 0, signbit(-0.0) != 0);
	for (int i = 0; i < 7; i++)
		printf("%s ", classify(vals[i]));
	printf("%s\n", classify(DBL_MIN / 4));

	/* Conversions. */
	double d = 1e19;
	uint64_t u64 = (uint64_t)d;
	int64_t i64 = (int64_t)-8.99e18;
	float f = (float)u64;
	uint32_t u32 = (uint32_t)3.99e9;
	int32_t i32 = (int32_t)-2.5;
	unsigned char uc = (unsigned char)255.9;
	printf("conv %llu %lld %.1f %u %d %u\n", (unsigned long long)u64, (long long)i64, (double)f,
	       u32, i32, uc);
	printf("u64 max -> double %.1f, -> float %.1f, long double %.1Lf\n",
	       (double)UINT64_MAX, (double)(float)UINT64_MAX, (long double)UINT64_MAX);
	long double ld = 1.0L / 3.0L;
	double dd = (double)ld;
	float ff = (float)ld;
	printf("1/3: ld %.20Lf d %.20f f %.20f\n", ld, dd, (double)ff);
	printf("ld->i64 %lld, i64->ld %.1Lf\n", (long long)(ld * 3e18L), (long double)INT64_MIN);

	union fbits fb = { 1.0f };
	union dbits db = { -2.5 };
	printf("bits 1.0f=%08x -2.5=%016llx\n", fb.u, (unsigned long long)db.u);
	fb.u = 0x7f800001u;
	db.u = 0x0000000000000001ull;
	printf("from bits: %s %s %.3e\n", isnan(fb.f) ? "nan" : "num", classify(db.d), db.d);

	/* libm. */
	double acc = 0;
	for (int i = -10; i <= 10; i++) {
		double x = i * 0.3;
		acc += sin(x) * cos(x) + exp(x / 4) + atan2(x, 1.5) + tanh(x) + cbrt(x);
		if (x > 0)
			acc += log(x) + log2(x) + log10(x) + pow(x, 1.7);
	}
	printf("libm acc %.9f\n", acc);
	int ex;
	double mant = frexp(1536.0, &ex);
	double ip, frac = modf(-7.625, &ip);
	printf("frexp %.4f %d ldexp %.1f modf %.3f %.1f fmod %.3f %.3f\n", mant, ex, ldexp(0.75, 11),
	       frac, ip, fmod(10.5, 3.0), fmod(-10.5, 3.0));
	printf("rint %.1f %.1f round %.1f %.1f trunc %.1f floor %.1f ceil %.1f\n", rint(2.5), rint(3.5),
	       round(2.5), round(-2.5), trunc(-2.7), floor(-2.5), ceil(-2.5));
	printf("hypot %.6f fmin %.1f fmax %.1f copysign %.1f\n", hypot(3e200, 4e200) / 1e200,
	       fmin(nan, 2.0), fmax(-1.0, nan), copysign(3.0, -0.0));
	printf("float math %.5f %.5f %.5f\n", (double)sqrtf(2.0f), (double)expf(1.0f), (double)powf(2.0f, 0.5f));
	printf("long double math %.15Lf %.15Lf\n", sqrtl(2.0L), logl(10.0L));

	static const double coef[] = { 1, -3, 0.5, 2, -0.25 };
	printf("horner %.6f %.6f\n", horner(coef, 5, 1.5), horner(coef, 5, -2));
	printf("simpson gauss %.10f (sqrt(pi) %.10f)\n", integrate_simpson(gauss, -6, 6, 600), sqrt(M_PI));
	printf("eps %.3e %.3e %.3Le\n", (double)FLT_EPSILON, DBL_EPSILON, LDBL_EPSILON);
	float fx = 16777216.0f;
	printf("float precision: %.1f %.1f\n", (double)(fx + 1.0f), (double)(fx + 2.0f));
	double tiny = 1.0;
	int halvings = 0;
	while (tiny / 2 > 0) {
		tiny /= 2;
		halvings++;
	}
	printf("halvings to zero %d\n", halvings);
	char row[61];
	unsigned mh = 0;
	for (int y = 0; y < 21; y++) {
		mandel_row(-1.2f + 2.4f * (float)y / 20.0f, row, 60);
		for (int x = 0; x < 60; x++)
			mh = mh * 33u + (unsigned char)row[x];
		if (y % 4 == 0)
			printf("|%s|\n", row);
	}
	printf("mandelbrot hash %08x\n", mh);
	static const double targets[] = { M_PI, M_E, M_SQRT2, 0.1, 1.0 / 7.0, 355.0 / 113.0 };
	for (int i = 0; i < 6; i++) {
		long n, dn;
		rational(targets[i], 1000, &n, &dn);
		printf("%.10f ~ %ld/%ld\n", targets[i], n, dn);
	}
	printf("nextafter %.17g %.17g ulp(1) %.3e\n", nextafter(1.0, 2.0), nextafter(1.0, 0.0),
	       nextafter(1.0, 2.0) - 1.0);
	return 0;
}
