/* print_attr.c - attributes in mlir-opt-19 syntax, including MLIR's float
 * formatting (APFloat::toString with 6 digits when that round-trips, the
 * full precision form when it contains a '.', else the hex bit pattern)
 * and dense elements (hex when more than 100 elements). */
#include <math.h>
#include <ctype.h>
#include <string.h>

#include "print.h"

/* ---- float formatting: a replica of APFloat::toString over a bignum */

enum { BIG_LIMBS = 1280 };   /* enough for f128 denormals: 113 + 16494*2.33 bits */

typedef struct Big {
	uint32_t w[BIG_LIMBS];
	unsigned n;              /* limbs in use; w[n-1] != 0 unless n == 0 */
} Big;

static void big_mul_small(Big *b, uint32_t m)
{
	uint64_t carry = 0;
	for (unsigned i = 0; i < b->n; i++) {
		uint64_t x = (uint64_t)b->w[i] * m + carry;
		b->w[i] = (uint32_t)x;
		carry = x >> 32;
	}
	if (carry && b->n < BIG_LIMBS)
		b->w[b->n++] = (uint32_t)carry;
}

/* b /= d, returns the remainder. */
static uint32_t big_div_small(Big *b, uint32_t d)
{
	uint64_t rem = 0;
	for (unsigned i = b->n; i-- > 0;) {
		uint64_t x = (rem << 32) | b->w[i];
		b->w[i] = (uint32_t)(x / d);
		rem = x % d;
	}
	while (b->n && !b->w[b->n - 1])
		b->n--;
	return (uint32_t)rem;
}

static unsigned big_bits(const Big *b)
{
	if (!b->n)
		return 0;
	unsigned top = b->w[b->n - 1], bits = 0;
	while (top) {
		bits++;
		top >>= 1;
	}
	return (b->n - 1) * 32 + bits;
}

/* The semantics of a float type: significand precision (with the integer
 * bit), exponent bits; x87 has an explicit integer bit. */
typedef struct FSem {
	unsigned prec, ebits, width;
	bool explicit_int;
} FSem;

static bool float_sem(Type *t, FSem *s)
{
	switch (t ? t->kind : TY_NONE) {
#define X(k, name, w, e, m, bias, nf) case k: *s = (FSem){m + 1, e, w, false}; return true;
	XF8(X)
#undef X
	case TY_F16: *s = (FSem){11, 5, 16, false}; return true;
	case TY_BF16: *s = (FSem){8, 8, 16, false}; return true;
	case TY_TF32: *s = (FSem){11, 8, 19, false}; return true;
	case TY_F32: *s = (FSem){24, 8, 32, false}; return true;
	case TY_F64: *s = (FSem){53, 11, 64, false}; return true;
	case TY_F80: *s = (FSem){64, 15, 80, true}; return true;
	case TY_F128: *s = (FSem){113, 15, 128, false}; return true;
	default: return false;
	}
}

static uint64_t bits_field(const uint64_t bits[2], unsigned lo, unsigned n)
{
	uint64_t v = 0;
	for (unsigned i = 0; i < n; i++) {
		unsigned b = lo + i;
		v |= ((bits[b / 64] >> (b % 64)) & 1) << i;
	}
	return v;
}

/* Class of a float: 0 finite nonzero, 1 zero, 2 inf, 3 nan.  For finite
 * values, sig (in limbs) and exp such that |value| = sig * 2^exp. */
static int float_decode(Type *t, const FSem *s, const uint64_t bits[2], bool *neg, Big *sig, int *exp)
{
	if (type_is_f8(t)) {
		uint64_t m = 0;
		int cls = f8_decode(t, bits[0], neg, &m, exp);
		sig->n = m != 0;
		sig->w[0] = (uint32_t)m;
		return cls;
	}
	unsigned mbits = s->prec - (s->explicit_int ? 0 : 1);
	uint64_t e = bits_field(bits, mbits, s->ebits);
	*neg = bits_field(bits, s->width - 1, 1);
	uint64_t emax = (1u << s->ebits) - 1;
	int bias = (1 << (s->ebits - 1)) - 1;
	uint64_t m[2] = {bits[0], s->width > 64 ? bits[1] : 0};
	/* mantissa field: low mbits bits */
	if (mbits < 64) {
		m[0] &= (1ull << mbits) - 1;
		m[1] = 0;
	} else if (mbits < 128)
		m[1] &= mbits == 64 ? 0 : (1ull << (mbits - 64)) - 1;
	bool mzero = !m[0] && !m[1];
	uint64_t frac_nointbit[2] = {m[0], m[1]};
	if (s->explicit_int && mbits == 64)
		frac_nointbit[0] &= ~(1ull << 63);
	if (e == emax) {
		bool fz = !frac_nointbit[0] && !frac_nointbit[1];
		return fz ? 2 : 3;
	}
	if (e == 0 && mzero)
		return 1;
	if (!s->explicit_int && e != 0) {
		unsigned ib = mbits;
		m[ib / 64] |= 1ull << (ib % 64);
	}
	int ee = e == 0 ? 1 - bias : (int)e - bias;
	*exp = ee - (int)(s->prec - 1);
	sig->n = 4;
	sig->w[0] = (uint32_t)m[0];
	sig->w[1] = (uint32_t)(m[0] >> 32);
	sig->w[2] = (uint32_t)m[1];
	sig->w[3] = (uint32_t)(m[1] >> 32);
	while (sig->n && !sig->w[sig->n - 1])
		sig->n--;
	return sig->n ? 0 : 3;   /* no significand: no number (attr_float makes x87's NaNs) */
}

/* APFloat::toString(str, fprec, maxpad, truncate_zero) for a finite
 * nonzero value; returns the length written to str (cap >= 64 + digits). */
static void apfloat_string(Out *o, bool neg, Big *sig, int exp, unsigned semprec,
                           unsigned fprec, unsigned maxpad, bool trunc0)
{
	if (neg)
		out_ch(o, '-');
	if (!fprec)
		fprec = 2 + semprec * 59 / 196;
	/* strip trailing binary zeros */
	while (sig->n && !(sig->w[0] & 1)) {
		unsigned tz = 0;
		uint32_t w = sig->w[0];
		if (!w)
			tz = 32;
		else
			while (!(w & 1)) {
				w >>= 1;
				tz++;
			}
		/* shift right by tz */
		for (unsigned i = 0; i < sig->n; i++) {
			uint64_t x = sig->w[i] | (i + 1 < sig->n ? (uint64_t)sig->w[i + 1] << 32 : 0);
			sig->w[i] = (uint32_t)(tz == 32 ? x >> 32 : x >> tz);
		}
		while (sig->n && !sig->w[sig->n - 1])
			sig->n--;
		exp += tz;
	}
	/* times 2^exp, or 5^-exp (the decimal digits of sig * 10^exp): 31
	 * twos or 13 fives a pass (an f128 denormal takes 16,494 fives) */
	if (exp > 0) {
		for (int i = exp; i > 0; i -= 31)
			big_mul_small(sig, (uint32_t)1 << (i < 31 ? i : 31));
		exp = 0;
	} else if (exp < 0) {
		static const uint32_t pow5[14] = {1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625,
		                                  48828125, 244140625, 1220703125};
		for (int i = -exp; i > 0; i -= 13)
			big_mul_small(sig, pow5[i < 13 ? i : 13]);
	}
	/* AdjustToPrecision on the integer: drop tens known to be excess */
	unsigned bits = big_bits(sig);
	unsigned required = (fprec * 196 + 58) / 59;
	unsigned drop = bits > required ? (bits - required) * 59 / 196 : 0;
	/* decimal digits, least significant first */
	static _Thread_local char dig[BIG_LIMBS * 10 + 16];
	unsigned nd = 0;
	while (sig->n) {
		uint32_t r = big_div_small(sig, 1000000000);
		for (int k = 0; k < 9; k++) {
			dig[nd++] = (char)('0' + r % 10);
			r /= 10;
		}
	}
	while (nd > 1 && dig[nd - 1] == '0')
		nd--;
	char *buf = dig;
	if (drop) {
		if (drop >= nd)
			drop = nd - 1;
		buf += drop;
		nd -= drop;
		exp += (int)drop;
	}
	/* ignore trailing decimal zeros */
	while (nd > 1 && buf[0] == '0') {
		buf++;
		nd--;
		exp++;
	}
	/* AdjustToPrecision on the digits: round half up */
	if (nd > fprec) {
		unsigned first = nd - fprec;
		if (buf[first - 1] < '5') {
			while (first < nd && buf[first] == '0')
				first++;
			exp += (int)first;
			buf += first;
			nd -= first;
		} else {
			unsigned i;
			for (i = first; i != nd; i++) {
				if (buf[i] == '9')
					first++;
				else {
					buf[i]++;
					break;
				}
			}
			if (first == nd) {
				exp += (int)first;
				buf += nd - 1;
				buf[0] = '1';
				nd = 1;
			} else {
				exp += (int)first;
				buf += first;
				nd -= first;
			}
		}
	}
	bool sci;
	if (!maxpad)
		sci = true;
	else if (exp >= 0)
		sci = (unsigned)exp > maxpad || nd + (unsigned)exp > fprec;
	else {
		int msd = exp + (int)(nd - 1);
		sci = msd >= 0 ? false : (unsigned)-msd > maxpad;
	}
	if (sci) {
		exp += (int)(nd - 1);
		out_ch(o, buf[nd - 1]);
		out_ch(o, '.');
		if (nd == 1 && trunc0)
			out_ch(o, '0');
		else
			for (unsigned i = 1; i != nd; i++)
				out_ch(o, buf[nd - 1 - i]);
		if (!trunc0 && fprec > nd - 1)
			for (unsigned i = 0; i < fprec - nd + 1; i++)
				out_ch(o, '0');
		out_ch(o, trunc0 ? 'E' : 'e');
		out_ch(o, exp >= 0 ? '+' : '-');
		if (exp < 0)
			exp = -exp;
		if (!trunc0 && exp < 10)
			out_ch(o, '0');
		out_i64(o, exp);
		return;
	}
	if (exp >= 0) {
		for (unsigned i = 0; i < nd; i++)
			out_ch(o, buf[nd - 1 - i]);
		for (int i = 0; i < exp; i++)
			out_ch(o, '0');
		return;
	}
	int whole = exp + (int)nd;
	unsigned i = 0;
	if (whole > 0) {
		for (; i != (unsigned)whole; i++)
			out_ch(o, buf[nd - 1 - i]);
		out_ch(o, '.');
	} else {
		out_str(o, "0.");
		for (int z = 0; z < -whole; z++)
			out_ch(o, '0');
	}
	for (; i != nd; i++)
		out_ch(o, buf[nd - 1 - i]);
}

/* Rounds a double to a binary format with prec significand bits and
 * ebits exponent bits (IEEE-like, round to nearest even). */
static uint64_t double_to_small(double d, unsigned prec, unsigned ebits)
{
	uint64_t sign = signbit(d) ? 1 : 0;
	unsigned mbits = prec - 1, width = 1 + ebits + mbits;
	int bias = (1 << (ebits - 1)) - 1;
	uint64_t emaxf = (1u << ebits) - 1;
	d = fabs(d);
	if (isnan(d))
		return (sign << (width - 1)) | (emaxf << mbits) | (1ull << (mbits - 1));
	if (d == 0)
		return sign << (width - 1);
	int e;
	(void)frexp(d, &e);   /* d = f * 2^e, f in [0.5, 1) */
	int ue = e - 1;              /* unbiased exponent of 1.xxx */
	int minexp = 1 - bias;
	int shift = ue < minexp ? minexp - (int)mbits : ue - (int)mbits;
	double scaled = ldexp(d, -shift);     /* integer significand with fraction */
	double ip = nearbyint(scaled);        /* ties to even in the default mode */
	uint64_t m = (uint64_t)ip;
	int be = shift + (int)mbits + bias;   /* biased exponent if normal */
	if (m >> (mbits + 1)) {               /* rounding overflowed the significand */
		m >>= 1;
		be++;
	}
	if (!(m >> mbits))                    /* subnormal */
		be = 0;
	if (be >= (int)emaxf)
		return (sign << (width - 1)) | (emaxf << mbits);
	return (sign << (width - 1)) | ((uint64_t)be << mbits) | (m & ((1ull << mbits) - 1));
}

/* Whether text parses back to exactly bits in semantics s. */
static bool parses_back(Type *t, const FSem *s, const char *text, const uint64_t bits[2])
{
	switch (s->width) {
	case 32: {
		float f = strtof(text, NULL);
		uint32_t u;
		memcpy(&u, &f, 4);
		return u == (uint32_t)bits[0];
	}
	case 64: {
		double d = strtod(text, NULL);
		uint64_t u;
		memcpy(&u, &d, 8);
		return u == bits[0];
	}
	case 80: {
		long double ld = strtold(text, NULL);
		uint64_t u[2] = {0, 0};
		memcpy(u, &ld, 10);
		return u[0] == bits[0] && (u[1] & 0xffff) == (bits[1] & 0xffff);
	}
	case 4: case 6: case 8:
		return f8_from_double(t, strtod(text, NULL)) == (bits[0] & ((1ull << s->width) - 1));
	case 16: case 19: {
		double d = strtod(text, NULL);
		uint64_t mask = (1ull << s->width) - 1;
		return double_to_small(d, s->prec, s->ebits) == (bits[0] & mask);
	}
	default: {   /* f128: parsed exactly (float.c) */
		uint64_t back[2] = {0, 0};
		return float_parse(text, strlen(text), t, back) && back[0] == bits[0] && back[1] == bits[1];
	}
	}
}

static void print_hex_bits(Out *o, const uint64_t bits[2], unsigned width)
{
	static const char hx[] = "0123456789ABCDEF";
	char buf[40];
	unsigned n = 0;
	for (int i = (int)width - 4; i > -4; i -= 4) {
		unsigned lo = i < 0 ? 0 : (unsigned)i, nb = i < 0 ? 4 + i : 4;
		buf[n++] = hx[bits_field(bits, lo, nb)];
	}
	unsigned k = 0;
	while (k + 1 < n && buf[k] == '0')
		k++;
	out_str(o, "0x");
	out_mem(o, buf + k, n - k);
}

void print_float_value(Out *o, Attr *a, bool *hex)
{
	FSem s;
	if (hex)
		*hex = false;
	if (!float_sem(a->type, &s)) {
		out_str(o, "0x0");
		return;
	}
	static _Thread_local Big sig;
	bool neg;
	int exp = 0;
	int cls = float_decode(a->type, &s, a->f.bits, &neg, &sig, &exp);
	if (cls == 1) {
		out_str(o, neg ? "-0.000000e+00" : "0.000000e+00");
		return;
	}
	if (cls == 0) {
		Out t;
		out_init(&t);
		Big copy = sig;
		apfloat_string(&t, neg, &copy, exp, s.prec, 6, 0, false);
		out_ch(&t, 0);
		if (parses_back(a->type, &s, t.buf, a->f.bits)) {
			out_str(o, t.buf);
			out_free(&t);
			return;
		}
		t.len = 0;
		apfloat_string(&t, neg, &sig, exp, s.prec, 0, 3, true);
		out_ch(&t, 0);
		if (strchr(t.buf, '.')) {
			out_str(o, t.buf);
			out_free(&t);
			return;
		}
		out_free(&t);
	}
	if (hex)
		*hex = true;
	print_hex_bits(o, a->f.bits, s.width);
}

/* ---- dialect attribute bodies mlir-opt re-prints canonically */

static const Gen *attr_gen;   /* the generation printed (print_attr_version) */

/* Whether a dialect symbol's name prints after the dialect's and a dot
 * (mlir-opt's pretty form): a letter, then letters, digits, '.', '_'. */
static bool pretty_symbol_name(const char *s)
{
	if (!isalpha((unsigned char)*s))
		return false;
	while (isalnum((unsigned char)*s) || *s == '.' || *s == '_')
		s++;
	return !*s;
}

/* A registered dialect's attribute body kept as text, as mlir-opt
 * re-prints it: line breaks with their indentation become one space,
 * dense<[a, a, a]> becomes dense<a>. */
static void print_body(Out *o, const char *b)
{
	const char *run = b, *q = b;
	while (*q) {
		if (*q == '"') {
			for (q++; *q && *q != '"'; q++)
				q += *q == '\\' && q[1];
			q += *q != 0;
			continue;
		}
		if (*q == ' ' || *q == '\n' || *q == '\t' || *q == '\r') {
			const char *e = q;
			bool nl = false;
			while (*e == ' ' || *e == '\n' || *e == '\t' || *e == '\r')
				nl |= *e++ == '\n';
			if (nl) {
				out_mem(o, run, (size_t)(q - run));
				if (q > b && e[0] && q[-1] != '(' && q[-1] != '<' && *e != '>' && *e != ')')
					out_ch(o, ' ');
				run = e;
			}
			q = e;
			continue;
		}
		if (!strncmp(q, "dense<[", 7)) {
			const char *f = q + 7, *e = f;
			while (*e && *e != '[' && *e != ']' && *e != '"' && *e != '<')
				e++;
			if (e[0] == ']' && e[1] == '>') {
				/* all elements equal? */
				const char *first = f, *fe = f;
				while (fe < e && *fe != ',')
					fe++;
				size_t fl = (size_t)(fe - first);
				bool same = fl > 0;
				for (const char *x = fe; same && x < e;) {
					x++;
					while (*x == ' ')
						x++;
					const char *xe = x;
					while (xe < e && *xe != ',')
						xe++;
					same = (size_t)(xe - x) == fl && !memcmp(x, first, fl);
					x = xe;
				}
				if (same) {
					out_mem(o, run, (size_t)(q - run));
					out_str(o, "dense<");
					out_mem(o, first, fl);
					out_ch(o, '>');
					q = run = e + 2;
					continue;
				}
			}
		}
		q++;
	}
	out_str(o, run);
}

/* ---- attributes */

bool attr_is_i64(Attr *a)
{
	return a->type && a->type->kind == TY_INT && a->type->i.width == 64 && a->type->i.sign == SIGNLESS;
}

static bool is_i1(Type *t)
{
	return t && t->kind == TY_INT && t->i.width == 1 && t->i.sign == SIGNLESS;
}

static void int_value(Out *o, Attr *a)
{
	Type *t = a->type;
	if (is_i1(t)) {
		out_str(o, attr_int_zext(a) & 1 ? "true" : "false");
		return;
	}
	attr_int_print(o, a, !(t && t->kind == TY_INT && t->i.sign == UNSIGNED));
}

static void shaped_dims(Type *t, unsigned *rank, const int64_t **shape)
{
	if (t && (t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_MEMREF)) {
		*rank = t->shaped.rank;
		*shape = t->shaped.shape;
	} else {
		*rank = 0;
		*shape = NULL;
	}
}

/* one element of a dense attribute, without its type */
static void dense_elt(Out *o, Attr *e)
{
	switch (e->kind) {
	case ATTR_INT: int_value(o, e); break;
	case ATTR_BOOL: out_str(o, e->b ? "true" : "false"); break;
	case ATTR_FLOAT: print_float_value(o, e, NULL); break;
	case ATTR_ARRAY:
		/* a complex element (re, im) */
		if (e->arr.n == 2) {
			out_ch(o, '(');
			dense_elt(o, e->arr.elts[0]);
			out_ch(o, ',');
			dense_elt(o, e->arr.elts[1]);
			out_ch(o, ')');
			break;
		}
		print_attr_ex(o, e, true);
		break;
	default: print_attr_ex(o, e, true); break;
	}
}

static unsigned elt_bytes(Type *t)
{
	if (t->kind == TY_INT)
		return (t->i.width + 7) / 8;
	if (t->kind == TY_INDEX)
		return 8;
	FSem s;
	if (float_sem(t, &s))
		return (s.width + 7) / 8;
	return 0;
}

/* The raw data of a dense attribute as MLIR stores it (little endian,
 * i1 bit-packed), as uppercase hex. */
static void dense_hex(Out *o, Attr *a, Type *elt)
{
	static const char hx[] = "0123456789ABCDEF";
	out_str(o, "\"0x");
	if (is_i1(elt)) {
		unsigned n = a->arr.n;
		for (unsigned i = 0; i < n; i += 8) {
			unsigned byte = 0;
			for (unsigned k = 0; k < 8 && i + k < n; k++) {
				Attr *e = a->arr.elts[i + k];
				bool v = e->kind == ATTR_BOOL ? e->b : (attr_int_zext(e) & 1);
				byte |= (unsigned)v << k;
			}
			out_ch(o, hx[byte >> 4]);
			out_ch(o, hx[byte & 15]);
		}
	} else {
		unsigned nb = elt_bytes(elt);
		for (unsigned i = 0; i < a->arr.n; i++) {
			Attr *e = a->arr.elts[i];
			for (unsigned k = 0; k < nb; k++) {
				uint64_t w;
				if (e->kind == ATTR_FLOAT)
					w = e->f.bits[k / 8];
				else if (e->kind == ATTR_INT)
					w = k / 8 < e->i.nwords ? e->i.words[k / 8] : 0;
				else
					w = 0;
				unsigned byte = (w >> (8 * (k % 8))) & 0xff;
				out_ch(o, hx[byte >> 4]);
				out_ch(o, hx[byte & 15]);
			}
		}
	}
	out_ch(o, '"');
}

/* The elements of dense<...>; large ones in hex if hex_ok. */
static void dense_body(Out *o, Attr *a, bool hex_ok)
{
	Type *t = a->type;
	unsigned rank;
	const int64_t *shape;
	shaped_dims(t, &rank, &shape);
	if (a->hex) {
		out_ch(o, '"');
		out_sym(o, a->hex);
		out_ch(o, '"');
		return;
	}
	unsigned n = a->arr.n;
	if (n == 0)
		return;
	/* all-equal lists are splats, as DenseElementsAttr::get makes them */
	bool splat = true;
	for (unsigned i = 1; i < n && !a->splat; i++)
		if (a->arr.elts[i] != a->arr.elts[0]) {
			splat = false;
			break;
		}
	if (splat) {
		dense_elt(o, a->arr.elts[0]);
		return;
	}
	Type *elt = t ? type_elt(t) : NULL;
	if (hex_ok && n > 100 && elt && elt_bytes(elt) && a->arr.elts[0]->kind != ATTR_STRING) {
		dense_hex(o, a, elt);
		return;
	}
	/* mixed-radix counter over the shape, brackets at dimension edges */
	int64_t idx[64] = {0};
	if (rank > 64)
		rank = 64;
	for (unsigned k = 0; k < rank; k++)
		out_ch(o, '[');
	for (unsigned i = 0; i < n; i++) {
		if (i) {
			/* bump the counter: close and reopen finished dimensions */
			unsigned closed = 0;
			for (int d = (int)rank - 1; d >= 0; d--) {
				if (++idx[d] < shape[d])
					break;
				idx[d] = 0;
				closed++;
			}
			for (unsigned k = 0; k < closed; k++)
				out_ch(o, ']');
			out_str(o, ", ");
			for (unsigned k = 0; k < closed; k++)
				out_ch(o, '[');
		}
		dense_elt(o, a->arr.elts[i]);
	}
	for (unsigned k = 0; k < rank; k++)
		out_ch(o, ']');
}

/* Whether an attribute name prints as a bare identifier. */
static bool bare_ident(const char *s, size_t n)
{
	if (!n || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++) {
		char ch = s[i];
		if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
		      ch == '_' || ch == '$' || ch == '.'))
			return false;
	}
	return true;
}

void p_escaped(Out *o, const char *s, size_t n)
{
	static const char hx[] = "0123456789ABCDEF";
	out_ch(o, '"');
	size_t run = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\')
			continue;
		out_mem(o, s + run, i - run);
		run = i + 1;
		out_ch(o, '\\');
		if (ch == '\\')
			out_ch(o, '\\');
		else {
			out_ch(o, hx[ch >> 4]);
			out_ch(o, hx[ch & 15]);
		}
	}
	out_mem(o, s + run, n - run);
	out_ch(o, '"');
}

void p_keyword_or_string(Out *o, Sym *s)
{
	if (!s->bare)
		s->bare = bare_ident(s->s, s->len) ? 1 : 2;
	if (s->bare == 1)
		out_sym(o, s);
	else
		p_escaped(o, s->s, s->len);
}

void p_sym_name(Out *o, Sym *s)
{
	out_ch(o, '@');
	p_keyword_or_string(o, s);
}

bool name_in(Sym *name, const char *const *list)
{
	for (; list && *list; list++)   /* the first byte settles most */
		if (name->s[0] == (*list)[0] && strcmp(name->s, *list) == 0)
			return true;
	return false;
}

/* Marks of ATTR_PENDING placeholders in a streamed body (mlir_print_body
 * takes them out): "\1V<i>\2" where the attribute goes ('B': its <...>
 * alone, dereferenceable<bytes = 8>), and around an
 * entry that is dropped if it is NULL, "\1O<i>\2" ... "\1C\2". */
_Thread_local unsigned p_marks_written;

void p_pending_mark(Out *o, char what, unsigned i)
{
	p_marks_written++;
	out_ch(o, '\1');
	out_ch(o, what);
	if (what != 'C')
		out_u64(o, i);
	out_ch(o, '\2');
}

static void dict_entry(Out *o, NamedAttr *e)
{
	p_keyword_or_string(o, e->name);
	if (e->attr->kind != ATTR_UNIT) {
		out_str(o, " = ");
		mlir_print_attr(o, e->attr);
	}
}

_Thread_local bool p_pending_unprintable;

void p_weight_list(Out *o, Attr *w)
{
	for (unsigned i = 0; i < w->arr.n; i++) {
		if (i)
			out_str(o, ", ");
		print_attr_ex(o, w->arr.elts[i], true);
	}
}

void print_dict_entries(Out *o, unsigned n, NamedAttr *v, const char *const *elide)
{
	/* which entries are printed: name_in once each (up to 64 entries;
	 * past that, asked again) */
	uint64_t keep = 0;
	for (unsigned i = 0; i < n && i < 64; i++)
		if (!name_in(v[i].name, elide))
			keep |= 1ull << i;
#define KEEP(i) ((i) < 64 ? (keep >> (i) & 1) : !name_in(v[i].name, elide))
	/* placeholders only a custom form prints: the whole body waits */
	for (unsigned i = 0; i < n; i++)
		if (p_pending_group(&v[i]) || (v[i].attr->kind == ATTR_PENDING && KEEP(i) &&
		                               !strcmp(v[i].name->s, "branch_weights")))
			p_pending_unprintable = true;
	/* one placeholder: it goes with the separator before it, or, first,
	 * with the one after it */
	unsigned k = 0, npend = 0, pend = 0;
	for (unsigned i = 0; i < n; i++)
		if (KEEP(i)) {
			if (v[i].attr->kind == ATTR_PENDING)
				npend++, pend = k;
			k++;
		}
	if (npend != 1 || k == 1)   /* alone: p_attr_dict marks the braces too */
		pend = k;
	for (unsigned i = 0, j = 0; i < n; i++) {
		if (!KEEP(i))
			continue;
		if (j == pend)
			p_pending_mark(o, 'O', v[i].attr->pending);
		if (j && !(j == 1 && pend == 0))
			out_str(o, ", ");
		dict_entry(o, &v[i]);
		if (j == 0 && pend == 0 && k > 1)
			out_str(o, ", ");
		if (j == pend)
			p_pending_mark(o, 'C', 0);
		j++;
	}
#undef KEEP
}

/* ------------------------------------------- LLVM-dialect attributes */

static _Thread_local unsigned llgen;   /* the name column (llattr_gen) of the generation printed */
/* LV_DSEQ: identity + 1 -> its number + 1, in the order first printed */
static _Thread_local Map dseq;

void print_attr_version(unsigned llvm_version)
{
	llgen = llattr_gen(llvm_version);
	attr_gen = gen_of(llvm_version);
	map_free(&dseq);
}

/* A DIFlags / DISubprogramFlags set: Word, or "A|B" */
static void di_flags(Out *o, const char *const *w, uint64_t bits)
{
	unsigned n = 0;
	for (unsigned i = 0; w[i]; i++)
		n += bits >> i & 1;
	if (n > 1)
		out_ch(o, '"');
	n = 0;
	for (unsigned i = 0; w[i]; i++)
		if (bits >> i & 1) {
			if (n++)
				out_ch(o, '|');
			out_str(o, w[i]);
		}
	if (n > 1)
		out_ch(o, '"');
}

static void ll_value(Out *o, const LLFieldDesc *fd, Attr *v)
{
	switch (fd->val) {
	case LV_INT:
		out_i64(o, attr_int_sext(v));
		break;
	case LV_ITYPE:
		mlir_print_type(o, v->ty);
		break;
	case LV_WIDE:
		attr_int_print(o, v, true);
		break;
	case LV_DSEQ: {
		uint64_t key = (uint64_t)attr_int_sext(v) + 1;
		uintptr_t n = (uintptr_t)map_get(&dseq, key);
		if (!n)
			map_put(&dseq, key, (void *)(n = dseq.n + 1));
		out_str(o, "distinct[");
		out_i64(o, (int64_t)n - 1);
		out_str(o, "]<>");
		break;
	}
	case LV_KW:
		out_sym(o, v->s.str);
		break;
	case LV_DIFLAGS:
		di_flags(o, llenum_words[fd->en], (uint64_t)attr_int_sext(v));
		break;
	case LV_BODY:
		print_llattr_body(o, v);
		break;
	case LV_ENUM: {
		const char *const *w = llenum_words[fd->en];
		int64_t x = attr_int_sext(v), n = 0;
		while (w[n])
			n++;
		out_str(o, x >= 0 && x < n ? w[x] : "?");
		break;
	}
	case LV_MEMBERS:
	case LV_BODIES:
	case LV_LIST:
		if (fd->val == LV_MEMBERS)
			out_ch(o, '{');
		for (unsigned i = 0; v->kind == ATTR_ARRAY && i < v->arr.n; i++) {
			if (i)
				out_str(o, ", ");
			if (fd->val != LV_LIST && v->arr.elts[i]->kind == ATTR_LLVM)
				print_llattr_body(o, v->arr.elts[i]);
			else
				print_attr_ex(o, v->arr.elts[i], false);
		}
		if (fd->val == LV_MEMBERS)
			out_ch(o, '}');
		break;
	default:
		print_attr_ex(o, v, false);
		break;
	}
}

void print_llflags(Out *o, Attr *a)
{
	const LLAttrDesc *d = llattr_info(a->ll.kind);
	const char *const *w = llenum_words[d->words];
	if (!a->ll.bits) {
		out_str(o, "none");
		return;
	}
	if (llattr_all_flags(a)) {
		out_str(o, "fast");
		return;
	}
	bool first = true;
	for (unsigned i = 0; w[i]; i++)
		if (a->ll.bits >> i & 1) {
			if (!first)
				out_str(o, d->form == LLF_FLAGS_TIGHT ? "," : ", ");
			first = false;
			out_str(o, w[i]);
		}
}

void print_llattr_body(Out *o, Attr *a)
{
	const LLAttrDesc *d = llattr_info(a->ll.kind);
	if (d->form == LLF_STRUCT_OPT && !a->ll.n)
		return;
	if (d->form == LLF_FLAGS || d->form == LLF_FLAGS_TIGHT) {
		out_ch(o, '<');
		print_llflags(o, a);
		out_ch(o, '>');
		return;
	}
	if (d->form == LLF_FILE) {   /* <"name" in "dir"> */
		out_ch(o, '<');
		for (unsigned i = 0; i < 2; i++) {
			Attr *s = i < a->ll.n ? a->ll.f[i] : NULL;
			out_str(o, i ? " in " : "");
			if (s && s->kind == ATTR_STRING)
				p_escaped(o, s->s.str->s, s->s.str->len);
			else
				out_str(o, "\"\"");
		}
		out_ch(o, '>');
		return;
	}
	if (d->form == LLF_EXPR) {   /* <[DW_OP_deref, DW_OP_constu(3)]> or <> */
		Attr *ops = a->ll.n ? a->ll.f[0] : NULL;
		out_ch(o, '<');
		if (ops && ops->kind == ATTR_ARRAY && ops->arr.n) {
			out_ch(o, '[');
			for (unsigned i = 0; i < ops->arr.n; i++) {
				out_str(o, i ? ", " : "");
				print_llattr_body(o, ops->arr.elts[i]);
			}
			out_ch(o, ']');
		}
		out_ch(o, '>');
		return;
	}
	if (d->form == LLF_ELEM) {   /* DW_OP_LLVM_convert(4, DW_ATE_signed) */
		Attr *op = a->ll.n ? a->ll.f[0] : NULL, *args = a->ll.n > 1 ? a->ll.f[1] : NULL;
		if (op && op->kind == ATTR_STRING)
			out_sym(o, op->s.str);
		if (!args || args->kind != ATTR_ARRAY || !args->arr.n)
			return;
		bool convert = op && op->kind == ATTR_STRING && !strcmp(op->s.str->s, "DW_OP_LLVM_convert");
		out_ch(o, '(');
		for (unsigned i = 0; i < args->arr.n; i++) {
			uint64_t x = attr_int_zext(args->arr.elts[i]);
			out_str(o, i ? ", " : "");
			if (convert && i == 1 && x < NDW_ATE && dw_ate_names[x])
				out_str(o, dw_ate_names[x]);
			else
				out_fmt(o, "%llu", (unsigned long long)x);
		}
		out_ch(o, ')');
		return;
	}
	out_ch(o, '<');
	bool first = true;
	for (unsigned i = 0; i < a->ll.n; i++) {
		const LLFieldDesc *fd = &llfield_desc[d->first + i];
		const char *name = fd->name[llgen];
		if (!a->ll.f[i] || !name)
			continue;
		if (!first)
			out_str(o, d->form == LLF_POS_COLON ? ":" : ", ");
		first = false;
		if (d->form != LLF_POS && d->form != LLF_POS_COLON) {
			out_str(o, name);
			out_str(o, " = ");
		}
		ll_value(o, fd, a->ll.f[i]);
	}
	out_ch(o, '>');
}

static void loc_part(Out *o, Attr *a)
{
	if (!alias_print_attr(o, a))
		print_loc_body(o, a);
}

void print_loc_body(Out *o, Attr *a)
{
	switch (a->kind) {
	case ATTR_LOC_NAME:
		p_escaped(o, a->arr.elts[0]->s.str->s, a->arr.elts[0]->s.str->len);
		if (a->arr.n > 1) {
			out_ch(o, '(');
			loc_part(o, a->arr.elts[1]);
			out_ch(o, ')');
		}
		break;
	case ATTR_LOC_FILE:
		p_escaped(o, a->arr.elts[0]->s.str->s, a->arr.elts[0]->s.str->len);
		out_fmt(o, ":%llu:%llu", (unsigned long long)attr_int_zext(a->arr.elts[1]),
		        (unsigned long long)attr_int_zext(a->arr.elts[2]));
		break;
	case ATTR_LOC_FUSED:
		out_str(o, "fused");
		if (a->arr.elts[0]) {
			out_ch(o, '<');
			print_attr_ex(o, a->arr.elts[0], false);
			out_ch(o, '>');
		}
		out_ch(o, '[');
		for (unsigned i = 1; i < a->arr.n; i++) {
			out_str(o, i > 1 ? ", " : "");
			loc_part(o, a->arr.elts[i]);
		}
		out_ch(o, ']');
		break;
	case ATTR_LOC_CALLSITE:
		out_str(o, "callsite(");
		loc_part(o, a->arr.elts[0]);
		out_str(o, " at ");
		loc_part(o, a->arr.elts[1]);
		out_ch(o, ')');
		break;
	default:
		out_str(o, "unknown");
		break;
	}
}

void print_llattr(Out *o, Attr *a)
{
	out_ch(o, '#');
	out_str(o, llattr_info(a->ll.kind)->mnemonic);
	print_llattr_body(o, a);
}

void print_attr_ex(Out *o, Attr *a, bool elide_type)
{
	if (!a) {
		out_str(o, "<<NULL ATTRIBUTE>>");
		return;
	}
	if ((a->kind == ATTR_OPAQUE || a->kind == ATTR_AFFINE_MAP || a->kind == ATTR_LLVM || attr_is_loc(a)) && alias_print_attr(o, a))
		return;
	switch (a->kind) {
	case ATTR_UNIT:
		out_str(o, "unit");
		break;
	case ATTR_BOOL:
		out_str(o, a->b ? "true" : "false");
		break;
	case ATTR_INT:
		int_value(o, a);
		if (!elide_type && !is_i1(a->type)) {
			out_str(o, " : ");
			mlir_print_type(o, a->type);
		}
		break;
	case ATTR_FLOAT: {
		bool hex;
		print_float_value(o, a, &hex);
		if (!elide_type) {
			out_str(o, " : ");
			mlir_print_type(o, a->type);
		}
		break;
	}
	case ATTR_STRING:
		p_escaped(o, a->s.str->s, a->s.str->len);
		if (a->type && !elide_type) {
			out_str(o, " : ");
			mlir_print_type(o, a->type);
		}
		break;
	case ATTR_TYPE:
		mlir_print_type(o, a->ty);
		break;
	case ATTR_ARRAY:
		out_ch(o, '[');
		for (unsigned i = 0; i < a->arr.n; i++) {
			if (i)
				out_str(o, ", ");
			Attr *e = a->arr.elts[i];
			/* array elements elide an i64 or f64 type */
			print_attr_ex(o, e, (e->kind == ATTR_INT && attr_is_i64(e)) ||
			                    (e->kind == ATTR_FLOAT && e->type->kind == TY_F64));
		}
		out_ch(o, ']');
		break;
	case ATTR_DICT:
		out_ch(o, '{');
		print_dict_entries(o, a->dict.n, a->dict.elts, NULL);
		out_ch(o, '}');
		break;
	case ATTR_SYMREF:
		for (unsigned i = 0; i < a->sym.n; i++) {
			if (i)
				out_str(o, "::");
			p_sym_name(o, a->sym.path[i]);
		}
		break;
	case ATTR_DENSE:
		if (a->sparse) {   /* as mlir-opt-19: nothing at all without indices */
			Attr *ix = a->sparse->arr.elts[0];
			out_str(o, "sparse<");
			if (type_num_elements(ix->type)) {
				dense_body(o, ix, false);
				out_str(o, ", ");
				dense_body(o, a->sparse->arr.elts[1], true);
			}
		} else {
			out_str(o, "dense<");
			dense_body(o, a, true);
		}
		out_ch(o, '>');
		if (!elide_type && a->type) {
			out_str(o, " : ");
			mlir_print_type(o, a->type);
		}
		break;
	case ATTR_DENSE_ARRAY:
		out_str(o, "array<");
		mlir_print_type(o, a->type);
		if (a->arr.n)
			out_str(o, ": ");
		for (unsigned i = 0; i < a->arr.n; i++) {
			if (i)
				out_str(o, ", ");
			dense_elt(o, a->arr.elts[i]);
		}
		out_ch(o, '>');
		break;
	case ATTR_DENSE_RESOURCE:
		out_str(o, "dense_resource<");
		out_sym(o, a->opaque.body);
		out_ch(o, '>');
		if (!elide_type && a->type) {
			out_str(o, " : ");
			mlir_print_type(o, a->type);
		}
		break;
	case ATTR_STRIDED:
		out_str(o, "strided<[");
		for (unsigned i = 0; i < a->strided.n; i++) {
			if (i)
				out_str(o, ", ");
			if (a->strided.strides[i] == DYN)
				out_ch(o, '?');
			else
				out_i64(o, a->strided.strides[i]);
		}
		out_ch(o, ']');
		if (a->strided.offset) {
			out_str(o, ", offset: ");
			if (a->strided.offset == DYN)
				out_ch(o, '?');
			else
				out_i64(o, a->strided.offset);
		}
		out_ch(o, '>');
		break;
	case ATTR_AFFINE_MAP:
		out_str(o, "affine_map<");
		out_sym(o, a->opaque.body);
		out_ch(o, '>');
		break;
	case ATTR_OPAQUE: {
		bool known = dialect_known(a->opaque.dialect);
		const char *name = a->opaque.dialect->s, *dot = strchr(name, '.');
		bool wrap = !known && dot && !pretty_symbol_name(dot + 1);
		out_ch(o, '#');
		if (!known && !dot && a->opaque.body && pretty_dialect_symbol(a->opaque.body)) {
			/* #d<x>, #d<x<y>> are #d.x, #d.x<y> to mlir-opt, and print so */
			out_sym(o, a->opaque.dialect);
			out_ch(o, '.');
			out_sym(o, a->opaque.body);
			break;
		}
		if (wrap) {   /* #d<sym<body>>, as mlir-opt prints a symbol that is no identifier */
			out_mem(o, name, (size_t)(dot - name));
			out_ch(o, '<');
			out_str(o, dot + 1);
		} else {
			out_sym(o, a->opaque.dialect);
		}
		if (a->opaque.angled || (a->opaque.body && a->opaque.body->len)) {   /* else #llvm.zero, as MLIR prints it */
			out_ch(o, '<');
			if (known)
				print_body(o, a->opaque.body->s);
			else   /* an unregistered dialect's body: as written, as mlir-opt keeps it */
				out_sym(o, a->opaque.body);
			out_ch(o, '>');
		}
		if (wrap)
			out_ch(o, '>');
		break;
	}
	case ATTR_DL_SPEC:
		/* #dlti.dl_entry<key, value> up to 19, key = value after */
		out_str(o, "#dlti.dl_spec<");
		for (unsigned i = 0; i + 1 < a->arr.n; i += 2) {
			bool kv = attr_gen && (attr_gen->prints & GP_DL_SPEC_KV);
			out_str(o, i ? ", " : "");
			out_str(o, kv ? "" : "#dlti.dl_entry<");
			print_attr_ex(o, a->arr.elts[i], false);
			out_str(o, kv ? " = " : ", ");
			print_attr_ex(o, a->arr.elts[i + 1], false);
			out_str(o, kv ? "" : ">");
		}
		out_ch(o, '>');
		break;
	case ATTR_LOC:
		out_str(o, "loc(");
		out_sym(o, a->opaque.body);
		out_ch(o, ')');
		break;
	case ATTR_LLVM:
		print_llattr(o, a);
		break;
	case ATTR_LOC_UNKNOWN: case ATTR_LOC_FILE: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE: case ATTR_LOC_NAME:
		out_str(o, "loc(");
		print_loc_body(o, a);
		out_ch(o, ')');
		break;
	case ATTR_PENDING:
		p_pending_mark(o, 'V', a->pending);
		break;
	default:
		out_str(o, "<<UNKNOWN ATTRIBUTE>>");
		break;
	}
}

void mlir_print_attr(Out *o, Attr *a)
{
	print_attr_ex(o, a, false);
}
