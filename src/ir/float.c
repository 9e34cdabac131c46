/* float.c - exact conversion of decimal text to the binary float formats
 * (f16, bf16, tf32, f32, f64, x87 f80, f128), rounded to nearest-even.
 * The decimal is held as a big integer: value = num / den * 2^-k with the
 * quotient taken to two bits beyond the format's precision plus a sticky
 * bit, so the one rounding is exact.  The C library's correctly rounded
 * strtod/strtof/strtold are the fast path where they apply. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "xlate/ir.h"
#include "ir/private.h"

typedef unsigned __int128 u128;

/* A non-negative big integer, little-endian 64-bit words, n significant. */
typedef struct {
	uint64_t *w;
	unsigned n, cap;
} Big;

static void big_reserve(Big *b, unsigned n)
{
	if (n <= b->cap)
		return;
	unsigned cap = b->cap ? b->cap : 4;
	while (cap < n)
		cap *= 2;
	b->w = xrealloc(b->w, cap * sizeof *b->w);
	memset(b->w + b->cap, 0, (cap - b->cap) * sizeof *b->w);
	b->cap = cap;
}

static void big_muladd(Big *b, uint64_t m, uint64_t a)
{
	uint64_t carry = a;
	for (unsigned i = 0; i < b->n; i++) {
		u128 x = (u128)b->w[i] * m + carry;
		b->w[i] = (uint64_t)x;
		carry = (uint64_t)(x >> 64);
	}
	if (carry) {
		big_reserve(b, b->n + 1);
		b->w[b->n++] = carry;
	}
}

static unsigned big_bits(const Big *b)
{
	if (!b->n)
		return 0;
	return (b->n - 1) * 64 + 64 - (unsigned)__builtin_clzll(b->w[b->n - 1]);
}

static void big_shl(Big *b, unsigned k)
{
	if (!b->n || !k)
		return;
	unsigned ws = k / 64, bs = k % 64, n = b->n + ws + 1;
	big_reserve(b, n);
	for (unsigned i = n; i-- > 0;) {
		uint64_t hi = i >= ws && i - ws < b->n ? b->w[i - ws] : 0;
		uint64_t lo = bs && i >= ws + 1 && i - ws - 1 < b->n ? b->w[i - ws - 1] : 0;
		b->w[i] = bs ? hi << bs | lo >> (64 - bs) : hi;
	}
	b->n = n;
	while (b->n && !b->w[b->n - 1])
		b->n--;
}

static void big_shr1(Big *b)
{
	for (unsigned i = 0; i < b->n; i++)
		b->w[i] = b->w[i] >> 1 | (i + 1 < b->n ? b->w[i + 1] << 63 : 0);
	while (b->n && !b->w[b->n - 1])
		b->n--;
}

static int big_cmp(const Big *a, const Big *b)
{
	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	for (unsigned i = a->n; i-- > 0;)
		if (a->w[i] != b->w[i])
			return a->w[i] < b->w[i] ? -1 : 1;
	return 0;
}

static void big_sub(Big *a, const Big *b)   /* a -= b, a >= b */
{
	uint64_t borrow = 0;
	for (unsigned i = 0; i < a->n; i++) {
		uint64_t x = i < b->n ? b->w[i] : 0;
		uint64_t r = a->w[i] - x - borrow;
		borrow = a->w[i] < x || (a->w[i] == x && borrow) ? 1 : 0;
		a->w[i] = r;
	}
	while (a->n && !a->w[a->n - 1])
		a->n--;
}

typedef struct {
	unsigned prec;      /* significand bits, with the leading one */
	int emin, emax;     /* exponent range of normal numbers */
	bool explicit_bit;  /* x87: the leading one is stored */
} Format;

static bool format_of(Type *t, Format *f)
{
	switch (t ? t->kind : TY_NONE) {
	case TY_F16: *f = (Format){11, -14, 15, false}; return true;
	case TY_BF16: *f = (Format){8, -126, 127, false}; return true;
	case TY_TF32: *f = (Format){11, -126, 127, false}; return true;
	case TY_F32: *f = (Format){24, -126, 127, false}; return true;
	case TY_F64: *f = (Format){53, -1022, 1023, false}; return true;
	case TY_F80: *f = (Format){64, -16382, 16383, true}; return true;
	case TY_F128: *f = (Format){113, -16382, 16383, false}; return true;
	default: return false;
	}
}

/* Stores sign, biased exponent field and stored significand. */
static void encode(const Format *f, bool neg, uint64_t ebits, u128 sig, uint64_t bits[2])
{
	unsigned mbits = f->explicit_bit ? f->prec : f->prec - 1;
	unsigned ew = f->emax == 15 ? 5 : f->emax == 127 ? 8 : f->emax == 1023 ? 11 : 15;
	u128 v = (u128)neg << (ew + mbits) | (u128)ebits << mbits | sig;
	bits[0] = (uint64_t)v;
	bits[1] = (uint64_t)(v >> 64);
}

/* value = (q + sticky fraction) * 2^e2, rounded to f. */
static void round_pack(const Format *f, bool neg, u128 q, bool sticky, int e2, uint64_t bits[2])
{
	unsigned mbits = f->explicit_bit ? f->prec : f->prec - 1;
	uint64_t emax_field = (uint64_t)(f->emax - f->emin + 2);   /* all ones */
	int len = 128 - (q >> 64 ? __builtin_clzll((uint64_t)(q >> 64)) : 64 + __builtin_clzll((uint64_t)q));
	int lead = len - 1 + e2;
	if (lead > f->emax) {
		encode(f, neg, emax_field, f->explicit_bit ? (u128)1 << 63 : 0, bits);
		return;
	}
	int keep = lead >= f->emin ? (int)f->prec : (int)f->prec - (f->emin - lead);
	if (keep < 0) {
		encode(f, neg, 0, 0, bits);
		return;
	}
	int shift = len - keep;   /* >= 2: q carries two extra bits */
	u128 r = q >> shift, rem = q & (((u128)1 << shift) - 1), half = (u128)1 << (shift - 1);
	if (rem > half || (rem == half && (sticky || (r & 1))))
		r++;
	if (lead >= f->emin) {
		if (r >> f->prec) {   /* carried into a new bit */
			r >>= 1;
			if (++lead > f->emax) {
				encode(f, neg, emax_field, f->explicit_bit ? (u128)1 << 63 : 0, bits);
				return;
			}
		}
		uint64_t e = (uint64_t)(lead - f->emin + 1);
		encode(f, neg, e, f->explicit_bit ? r : r & (((u128)1 << mbits) - 1), bits);
	} else {
		/* subnormal; rounding up to 2^(prec-1) is the least normal */
		bool normal = (r >> (f->prec - 1)) != 0;
		encode(f, neg, normal, f->explicit_bit ? r : r & (((u128)1 << mbits) - 1), bits);
	}
}

/* The C library's correctly rounded conversions, where they give the
 * answer: f32, f64, x87 f80 directly; the 16-bit formats through the
 * double unless it lies exactly halfway (then the double may have been
 * rounded onto the tie: no value of the format is nearer than it). */
static bool fast_parse(const char *s, size_t len, Type *t, const Format *f, uint64_t bits[2])
{
	char buf[128];
	if (len >= sizeof buf)
		return false;
	memcpy(buf, s, len);
	buf[len] = 0;
	bool tie;
	switch (t->kind) {
	case TY_F32: {
		float x = strtof(buf, NULL);
		uint32_t u;
		memcpy(&u, &x, sizeof u);
		bits[0] = u;
		return true;
	}
	case TY_F64: {
		double x = strtod(buf, NULL);
		memcpy(&bits[0], &x, sizeof x);
		return true;
	}
	case TY_F80:
		if (LDBL_MANT_DIG != 64 || LDBL_MAX_EXP != 16384)
			return false;
		long double x = strtold(buf, NULL);
		memcpy(bits, &x, 10);
		bits[1] &= 0xffff;
		return true;
	case TY_F16: case TY_BF16: case TY_TF32: {
		unsigned ebits = t->kind == TY_F16 ? 5 : 8, mbits = f->prec - 1;
		bits[0] = round_double_to(strtod(buf, NULL), ebits, mbits, &tie);
		return !tie;
	}
	default:
		return false;
	}
}

bool float_parse(const char *s, size_t len, Type *t, uint64_t bits[2])
{
	Format f = {0};
	bool f8 = type_is_f8(t);
	bits[0] = bits[1] = 0;
	if (!f8 && !format_of(t, &f))
		return false;
	size_t i = 0;
	bool neg = false;
	if (i < len && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	if (len - i == 3 && (memcmp(s + i, "inf", 3) == 0 || memcmp(s + i, "nan", 3) == 0)) {
		bool nan = s[i] == 'n';
		if (f8) {
			double v = nan ? NAN : INFINITY;
			bits[0] = f8_from_double(t, neg ? -v : v);
			return true;
		}
		unsigned mbits = f.explicit_bit ? f.prec : f.prec - 1;
		u128 sig = f.explicit_bit ? (u128)1 << 63 : 0;
		if (nan)   /* the quiet bit: x87's is below its integer bit */
			sig |= (u128)1 << (f.explicit_bit ? 62 : mbits - 1);
		encode(&f, neg, (uint64_t)(f.emax - f.emin + 2), sig, bits);
		return true;
	}
	/* the syntax: digits [. digits] [e [-+] digits], some digit */
	size_t start = i;
	bool digits = false, dot = false;
	for (; i < len && ((s[i] >= '0' && s[i] <= '9') || (s[i] == '.' && !dot)); i++) {
		dot |= s[i] == '.';
		digits |= s[i] != '.';
	}
	size_t mant_end = i;
	if (i < len && (s[i] == 'e' || s[i] == 'E')) {
		if (++i < len && (s[i] == '-' || s[i] == '+'))
			i++;
		size_t e0 = i;
		while (i < len && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i == e0)
			return false;
	}
	if (!digits || i != len)
		return false;
	if (f8) {   /* as MLIR: the literal's double, converted */
		char *buf = xmalloc(len + 1);
		memcpy(buf, s, len);
		buf[len] = 0;
		bits[0] = f8_from_double(t, strtod(buf, NULL));
		free(buf);
		return true;
	}
	if (fast_parse(s, len, t, &f, bits))
		return true;
	Big num = {0}, den = {0};
	big_reserve(&num, 4);
	long dexp = 0;
	dot = false;
	for (i = start; i < mant_end; i++) {
		if (s[i] == '.') {
			dot = true;
			continue;
		}
		if (num.n || s[i] != '0')
			big_muladd(&num, 10, (uint64_t)(s[i] - '0'));
		dexp -= dot;
	}
	if (mant_end < len) {
		long e = 0;
		bool eneg = false;
		i = mant_end + 1;
		if (s[i] == '-' || s[i] == '+')
			eneg = s[i++] == '-';
		for (; i < len; i++)
			e = e < 100000000 ? e * 10 + (s[i] - '0') : e;
		dexp += eneg ? -e : e;
	}
	if (!num.n) {
		encode(&f, neg, 0, 0, bits);
		free(num.w);
		return true;
	}
	/* far outside every format's range: overflow or underflow */
	long ndig = (long)big_bits(&num) * 30103 / 100000 + 1;
	if (dexp + ndig > 5000 || dexp + ndig < -5100) {
		if (dexp > 0)
			round_pack(&f, neg, (u128)1 << 120, false, 100000, bits);
		else
			encode(&f, neg, 0, 0, bits);
		free(num.w);
		return true;
	}
	big_reserve(&den, 4);
	den.w[0] = 1;
	den.n = 1;
	for (long k = 0; k < (dexp < 0 ? -dexp : dexp); k++)
		big_muladd(dexp < 0 ? &den : &num, 10, 0);
	/* q = num * 2^k / den with prec + 2 .. prec + 3 bits */
	int want = (int)f.prec + 2;
	int k = want - ((int)big_bits(&num) - (int)big_bits(&den));
	if (k > 0)
		big_shl(&num, (unsigned)k);
	else
		big_shl(&den, (unsigned)-k);
	/* long division, quotient bits want+1 .. 0 */
	big_shl(&den, (unsigned)want + 1);
	u128 q = 0;
	for (int b = want + 1; b >= 0; b--) {
		if (big_cmp(&num, &den) >= 0) {
			big_sub(&num, &den);
			q |= (u128)1 << b;
		}
		big_shr1(&den);
	}
	round_pack(&f, neg, q, num.n != 0, -k, bits);
	free(num.w);
	free(den.w);
	return true;
}

/* ---------------------------------------------------------------- 8-bit formats */

typedef struct F8Sem {
	unsigned width, ebits, mbits;
	int bias;
	F8NonFinite nf;
} F8Sem;

static F8Sem f8_sem(Type *t)
{
	switch (t->kind) {
#define X(k, name, w, e, m, bias, nf) case k: return (F8Sem){w, e, m, bias, nf};
	XF8(X)
#undef X
	default: return (F8Sem){8, 0, 0, 0, 0};
	}
}

/* the sign bit (none in F8_E8M0) */
static uint64_t f8_sign(const F8Sem *s, bool neg)
{
	return s->nf == F8_E8M0 ? 0 : (uint64_t)neg << (s->width - 1);
}

/* NaN; the largest finite value of F8_FINITE formats, which have none */
static uint64_t f8_nan(const F8Sem *s, bool neg)
{
	uint64_t sign = f8_sign(s, neg), eall = ((uint64_t)1 << s->ebits) - 1;
	switch (s->nf) {
	case F8_IEEE: return sign | eall << s->mbits | (uint64_t)1 << (s->mbits - 1);
	case F8_FN: return sign | (((uint64_t)1 << (s->width - 1)) - 1);
	case F8_FINITE: return sign | (((uint64_t)1 << (s->width - 1)) - 1);
	case F8_E8M0: return 0xff;
	default: return (uint64_t)1 << (s->width - 1);
	}
}

/* Infinity, or NaN where there is none. */
static uint64_t f8_inf(const F8Sem *s, bool neg)
{
	if (s->nf != F8_IEEE)
		return f8_nan(s, neg);
	return f8_sign(s, neg) | (((uint64_t)1 << s->ebits) - 1) << s->mbits;
}

uint64_t f8_from_double(Type *t, double d)
{
	F8Sem s = f8_sem(t);
	bool neg = signbit(d);
	if (isnan(d) || (s.nf == F8_E8M0 && (neg || d == 0)))
		return f8_nan(&s, neg);
	if (isinf(d))
		return f8_inf(&s, neg);
	uint64_t zero = s.nf == F8_FNUZ ? 0 : f8_sign(&s, neg);
	if (d == 0)
		return zero;
	/* |d| = m * 2^q rounded to an integer m, q the quantum of |d|'s binade */
	int e, minq = 1 - s.bias - (int)s.mbits;
	(void)frexp(d, &e);
	int q = e - 1 - (int)s.mbits;
	if (q < minq)
		q = minq;
	uint64_t m = (uint64_t)nearbyint(ldexp(fabs(d), -q));
	if (m >> (s.mbits + 1)) {   /* rounded up into the next binade: m is a power of two */
		m >>= 1;
		q++;
	}
	if (!m)
		return s.nf == F8_E8M0 ? 0 : zero;   /* E8M0: 2^-127, its smallest */
	uint64_t mmask = ((uint64_t)1 << s.mbits) - 1, eall = ((uint64_t)1 << s.ebits) - 1;
	int be = m >> s.mbits ? q + (int)s.mbits + s.bias : 0;
	/* the largest finite biased exponent, and whether its all-ones fraction is NaN */
	int emax = s.nf == F8_IEEE ? (int)eall - 1 : (int)eall;
	if (s.nf == F8_E8M0)
		emax = (int)eall - 1;
	if (be > emax || (s.nf == F8_FN && be == emax && (m & mmask) == mmask))
		return f8_inf(&s, neg);
	return f8_sign(&s, neg) | (uint64_t)be << s.mbits | (m & mmask);
}

int f8_decode(Type *t, uint64_t b, bool *neg, uint64_t *sig, int *exp)
{
	F8Sem s = f8_sem(t);
	uint64_t mmask = ((uint64_t)1 << s.mbits) - 1, eall = ((uint64_t)1 << s.ebits) - 1;
	uint64_t ef = b >> s.mbits & eall, mf = b & mmask;
	*neg = s.nf != F8_E8M0 && (b >> (s.width - 1) & 1);
	if (s.nf == F8_IEEE && ef == eall)
		return mf ? 3 : 2;
	if ((s.nf == F8_FN && ef == eall && mf == mmask) || (s.nf == F8_FNUZ && (b & 0xff) == 0x80) ||
	    (s.nf == F8_E8M0 && ef == eall))
		return 3;
	if (s.nf == F8_E8M0) {   /* no zero, no subnormals: 2^(e - 127) */
		*sig = 1;
		*exp = (int)ef - s.bias;
		return 0;
	}
	if (!ef && !mf)
		return 1;
	*sig = ef ? mf | (uint64_t)1 << s.mbits : mf;
	*exp = (ef ? (int)ef : 1) - s.bias - (int)s.mbits;
	return 0;
}

double f8_to_double(Type *t, uint64_t b)
{
	bool neg;
	uint64_t sig = 0;
	int exp = 0;
	double v;
	switch (f8_decode(t, b, &neg, &sig, &exp)) {
	case 0: v = ldexp((double)sig, exp); break;
	case 1: v = 0; break;
	case 2: v = INFINITY; break;
	default: v = NAN; break;
	}
	return neg ? -v : v;
}
