/* attr.c - attributes, hash-consed like types (see type.c): a template is
 * hashed and compared structurally, copied into the arena when new.
 * Integers of any width are words[] of two's complement with the bits
 * above the width zero; floats keep their exact encoding. */
#include <stddef.h>
#include <string.h>

#include "xlate/ir.h"
#include "ir/private.h"

typedef unsigned __int128 u128;

/* One-word integers recently made, by type and value: most are a few
 * small constants (orderings, alignments, indices, i32 0/1). */
typedef struct IntMemo { Type *t; uint64_t w; Attr *a; } IntMemo;

struct AttrTab {
	HashSet set;       /* every attribute, by its hash */
	Attr *unit, *bools[2];
	IntMemo ints[256];
	struct { Sym *s; Attr *a; } refs[256];   /* @s made recently, by the Sym's address (callees) */
	VEC(Attr *) pending;   /* attr_pending(i) by i: one per placeholder, not hashed */
};

AttrTab *attrtab_new(void)
{
	AttrTab *t = xmalloc(sizeof *t);
	memset(t, 0, sizeof *t);
	hset_init(&t->set, 1024, offsetof(Attr, hash));
	return t;
}

void attrtab_free(AttrTab *t)
{
	if (!t)
		return;
	vec_free(&t->pending);
	hset_free(&t->set);
	free(t);
}

static uint32_t attr_hash(const Attr *a)
{
	uint64_t h = hash_ptr(hash_mix(0xa77u, a->kind), a->type);
	switch (a->kind) {
	case ATTR_BOOL:
		h = hash_mix(h, a->b);
		break;
	case ATTR_INT:
		h = hash_words(hash_mix(h, a->i.nwords), a->i.nwords, a->i.words);
		break;
	case ATTR_FLOAT:
		h = hash_mix(hash_mix(h, a->f.bits[0]), a->f.bits[1]);
		break;
	case ATTR_STRING:
		h = hash_ptr(h, a->s.str);
		break;
	case ATTR_TYPE:
		h = hash_ptr(h, a->ty);
		break;
	case ATTR_ARRAY: case ATTR_DENSE: case ATTR_DENSE_ARRAY: case ATTR_DL_SPEC:
	case ATTR_LOC_UNKNOWN: case ATTR_LOC_FILE: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE: case ATTR_LOC_NAME:
		h = hash_mix(h, a->arr.n);
		h = hash_ptrs(h, a->arr.n, (const void *const *)a->arr.elts);
		h = hash_ptr(hash_ptr(hash_mix(h, a->splat), a->hex), a->sparse);
		break;
	case ATTR_DICT:
		h = hash_mix(h, a->dict.n);
		h = hash_bytes(a->dict.elts, a->dict.n * sizeof(NamedAttr), h);
		break;
	case ATTR_SYMREF:
		h = hash_mix(h, a->sym.n);
		h = hash_ptrs(h, a->sym.n, (const void *const *)a->sym.path);
		break;
	case ATTR_STRIDED:
		h = hash_mix(hash_mix(h, (uint64_t)a->strided.offset), a->strided.n);
		h = hash_words(h, a->strided.n, (const uint64_t *)a->strided.strides);
		break;
	case ATTR_DENSE_RESOURCE: case ATTR_AFFINE_MAP: case ATTR_OPAQUE: case ATTR_LOC:
		h = hash_mix(hash_ptr(hash_ptr(h, a->opaque.dialect), a->opaque.body), a->opaque.angled);
		break;
	case ATTR_LLVM:
		h = hash_mix(hash_mix(h, a->ll.kind), a->ll.bits);
		h = hash_ptrs(h, a->ll.n, (const void *const *)a->ll.f);
		break;
	case ATTR_PENDING:
		h = hash_mix(h, a->pending);
		break;
	default:
		break;
	}
	return (uint32_t)(h ^ (h >> 32));
}

static bool same_mem(const void *a, const void *b, size_t n)
{
	return n == 0 || memcmp(a, b, n) == 0;
}

static bool attr_eq(const Attr *a, const Attr *b)
{
	if (a->kind != b->kind || a->type != b->type)
		return false;
	switch (a->kind) {
	case ATTR_BOOL:
		return a->b == b->b;
	case ATTR_INT:
		return a->i.nwords == b->i.nwords && same_mem(a->i.words, b->i.words, a->i.nwords * sizeof(uint64_t));
	case ATTR_FLOAT:
		return a->f.bits[0] == b->f.bits[0] && a->f.bits[1] == b->f.bits[1];
	case ATTR_STRING:
		return a->s.str == b->s.str;
	case ATTR_TYPE:
		return a->ty == b->ty;
	case ATTR_ARRAY: case ATTR_DENSE: case ATTR_DENSE_ARRAY: case ATTR_DL_SPEC:
	case ATTR_LOC_UNKNOWN: case ATTR_LOC_FILE: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE: case ATTR_LOC_NAME:
		return a->arr.n == b->arr.n && a->splat == b->splat && a->hex == b->hex && a->sparse == b->sparse &&
		       same_mem(a->arr.elts, b->arr.elts, a->arr.n * sizeof(Attr *));
	case ATTR_DICT:
		return a->dict.n == b->dict.n && same_mem(a->dict.elts, b->dict.elts, a->dict.n * sizeof(NamedAttr));
	case ATTR_SYMREF:
		return a->sym.n == b->sym.n && same_mem(a->sym.path, b->sym.path, a->sym.n * sizeof(Sym *));
	case ATTR_STRIDED:
		return a->strided.offset == b->strided.offset && a->strided.n == b->strided.n &&
		       same_mem(a->strided.strides, b->strided.strides, a->strided.n * sizeof(int64_t));
	case ATTR_DENSE_RESOURCE: case ATTR_AFFINE_MAP: case ATTR_OPAQUE: case ATTR_LOC:
		return a->opaque.dialect == b->opaque.dialect && a->opaque.body == b->opaque.body &&
		       a->opaque.angled == b->opaque.angled;
	case ATTR_LLVM:
		return a->ll.kind == b->ll.kind && a->ll.bits == b->ll.bits && a->ll.n == b->ll.n &&
		       same_mem(a->ll.f, b->ll.f, a->ll.n * sizeof(Attr *));
	case ATTR_PENDING:
		return a->pending == b->pending;
	default:
		return true;
	}
}

static void *dup(Ctx *c, const void *p, size_t n)
{
	return n ? arena_dup(c->uniq, p, n) : NULL;
}

/* The unique attribute equal to the template ap; its arrays are copied
 * into the arena when it is new. */
static Attr *unique(Ctx *c, Attr *ap)
{
	HashSet *set = &c->attrs->set;
	ap->hash = attr_hash(ap);
	uint32_t i;
	for (Attr *y = hset_first(set, ap->hash, &i); y; y = hset_next(set, ap->hash, &i))
		if (y->hash == ap->hash && attr_eq(y, ap))
			return y;
	Attr *y = arena_dup(c->uniq, ap, sizeof *ap);
	switch (y->kind) {
	case ATTR_INT:
		y->i.words = dup(c, y->i.words, y->i.nwords * sizeof(uint64_t));
		break;
	case ATTR_ARRAY: case ATTR_DENSE: case ATTR_DENSE_ARRAY: case ATTR_DL_SPEC:
	case ATTR_LOC_UNKNOWN: case ATTR_LOC_FILE: case ATTR_LOC_FUSED: case ATTR_LOC_CALLSITE: case ATTR_LOC_NAME:
		y->arr.elts = dup(c, y->arr.elts, y->arr.n * sizeof(Attr *));
		break;
	case ATTR_DICT:
		y->dict.elts = dup(c, y->dict.elts, y->dict.n * sizeof(NamedAttr));
		break;
	case ATTR_SYMREF:
		y->sym.path = dup(c, y->sym.path, y->sym.n * sizeof(Sym *));
		break;
	case ATTR_STRIDED:
		y->strided.strides = dup(c, y->strided.strides, y->strided.n * sizeof(int64_t));
		break;
	case ATTR_LLVM:
		y->ll.f = dup(c, y->ll.f, y->ll.n * sizeof(Attr *));
		break;
	default:
		break;
	}
	hset_add(set, y);
	made_note(c, y, 1);
	return y;
}

static unsigned ref_slot(const Sym *s)
{
	return (unsigned)(hash_ptr(0, s) & 255);
}

void attr_forget(Ctx *c, Attr *a)
{
	if (a->kind == ATTR_SYMREF && a->sym.n == 1) {   /* out of attr_sym's memo too */
		unsigned k = ref_slot(a->sym.path[0]);
		if (c->attrs->refs[k].a == a) {
			c->attrs->refs[k].a = NULL;
			c->attrs->refs[k].s = NULL;
		}
	}
	hset_remove(&c->attrs->set, a);
}

Attr *attr_unique_(Ctx *c, Attr *ap)
{
	return unique(c, ap);
}

Attr *attr_unit(Ctx *c)
{
	if (!c->attrs->unit) {
		Attr a = {.kind = ATTR_UNIT};
		c->attrs->unit = unique(c, &a);
	}
	return c->attrs->unit;
}

Attr *attr_loc(Ctx *c, AttrKind k, unsigned n, Attr **parts)
{
	Attr a = {.kind = k, .arr = {n, parts}};
	return unique(c, &a);
}

Attr *attr_pending(Ctx *c, unsigned i)
{
	AttrTab *t = c->attrs;
	while (t->pending.n <= i)
		vec_push(&t->pending, NULL);
	if (!t->pending.v[i]) {
		Attr *a = arena_alloc(c->uniq, sizeof *a);
		*a = (Attr){.kind = ATTR_PENDING, .pending = i};
		a->hash = attr_hash(a);
		made_note(c, a, 1);
		t->pending.v[i] = a;
	}
	return t->pending.v[i];
}

Attr *attr_bool(Ctx *c, bool b)
{
	if (!c->attrs->bools[b]) {
		Attr a = {.kind = ATTR_BOOL, .b = b};
		c->attrs->bools[b] = unique(c, &a);
	}
	return c->attrs->bools[b];
}

/* ------------------------------------------------------------ integers */

static unsigned width_of(Type *t)
{
	if (t && t->kind == TY_INT)
		return t->i.width;
	return 64;   /* index, or no integer type */
}

static unsigned words_for(unsigned width)
{
	return width ? (width + 63) / 64 : 1;
}

/* Clears the bits at and above width in words[0..nwords). */
static void truncate_words(uint64_t *w, unsigned nwords, unsigned width)
{
	for (unsigned i = 0; i < nwords; i++) {
		if ((uint64_t)i * 64 >= width)
			w[i] = 0;
		else if ((uint64_t)i * 64 + 64 > width)
			w[i] &= ((uint64_t)1 << (width - i * 64)) - 1;
	}
}

unsigned attr_int_width(Attr *a)
{
	return width_of(a->type);
}

Attr *attr_int_words(Ctx *c, Type *t, unsigned nwords, const uint64_t *words)
{
	unsigned width = width_of(t), nw = words_for(width);
	uint64_t small[4] = {0}, *w = nw <= 4 ? small : xmalloc(nw * sizeof *w);
	for (unsigned i = 0; i < nw; i++)
		w[i] = i < nwords ? words[i] : 0;
	truncate_words(w, nw, width);
	IntMemo *m = NULL;
	if (nw == 1) {
		m = &c->attrs->ints[hash_ptr(hash_mix(0x1e7u, w[0]), t) >> 56];
		if (m->a && m->t == t && m->w == w[0])
			return m->a;
	}
	Attr a = {.kind = ATTR_INT, .type = t, .i = {nw, w}};
	Attr *r = unique(c, &a);
	if (m)
		*m = (IntMemo){t, w[0], r};
	if (w != small)
		free(w);
	return r;
}

Attr *attr_int(Ctx *c, Type *t, int64_t v)
{
	unsigned nw = words_for(width_of(t));
	uint64_t small[4] = {0}, *w = nw <= 4 ? small : xmalloc(nw * sizeof *w);
	for (unsigned i = 0; i < nw; i++)
		w[i] = i == 0 ? (uint64_t)v : v < 0 ? ~(uint64_t)0 : 0;
	Attr *r = attr_int_words(c, t, nw, w);
	if (w != small)
		free(w);
	return r;
}

static bool bit_at(Attr *a, unsigned bit)
{
	return bit / 64 < a->i.nwords && (a->i.words[bit / 64] >> (bit % 64) & 1);
}

/* attr_int_sext and attr_int_zext read any attribute: one that is no
 * integer (a float of array<f32: ...> where sizes were expected) is 0 */
int64_t attr_int_sext(Attr *a)
{
	if (a->kind != ATTR_INT || !a->i.nwords)
		return 0;
	unsigned width = attr_int_width(a);
	uint64_t v = a->i.words[0];
	if (width == 0)
		return 0;
	if (width < 64) {
		if (v >> (width - 1) & 1)
			v |= ~(uint64_t)0 << width;
		return (int64_t)v;
	}
	return (int64_t)v;
}

uint64_t attr_int_zext(Attr *a)
{
	return a->kind == ATTR_INT && a->i.nwords ? a->i.words[0] : 0;
}

bool attr_int_fits64(Attr *a)
{
	unsigned width = attr_int_width(a);
	if (width <= 64)
		return true;
	/* the bits 63 .. width-1 must all equal the sign bit */
	bool sign = bit_at(a, width - 1);
	for (unsigned i = 0; i < a->i.nwords; i++) {
		uint64_t w = a->i.words[i];
		uint64_t want = sign ? ~(uint64_t)0 : 0;
		if (i == 0)
			w >>= 63, want &= 1;
		else if (i == a->i.nwords - 1 && width % 64)
			want &= ((uint64_t)1 << (width % 64)) - 1;
		if (w != want)
			return false;
	}
	return true;
}

/* w := -w over nwords words. */
static void negate(uint64_t *w, unsigned nwords)
{
	uint64_t carry = 1;
	for (unsigned i = 0; i < nwords; i++) {
		uint64_t x = ~w[i] + carry;
		carry = carry && x == 0;
		w[i] = x;
	}
}

/* w := w / d, returns the remainder. */
static uint64_t divmod(uint64_t *w, unsigned nwords, uint64_t d)
{
	u128 rem = 0;
	for (unsigned i = nwords; i-- > 0;) {
		u128 cur = rem << 64 | w[i];
		w[i] = (uint64_t)(cur / d);
		rem = cur % d;
	}
	return (uint64_t)rem;
}

void attr_int_print(Out *o, Attr *a, bool is_signed)
{
	unsigned width = attr_int_width(a), nw = a->i.nwords;
	if (width <= 64) {
		if (is_signed)
			out_i64(o, attr_int_sext(a));
		else
			out_u64(o, attr_int_zext(a));
		return;
	}
	uint64_t *w = xmalloc(nw * sizeof *w);
	memcpy(w, a->i.words, nw * sizeof *w);
	if (is_signed && bit_at(a, width - 1)) {
		out_ch(o, '-');
		negate(w, nw);
		truncate_words(w, nw, width);
	}
	/* chunks of 18 decimal digits, least significant first */
	const uint64_t E18 = 1000000000000000000ull;
	uint64_t *chunk = xmalloc((nw * 64 / 59 + 2) * sizeof *chunk);
	unsigned n = 0;
	for (;;) {
		chunk[n++] = divmod(w, nw, E18);
		bool zero = true;
		for (unsigned i = 0; i < nw; i++)
			zero &= w[i] == 0;
		if (zero)
			break;
	}
	out_u64(o, chunk[n - 1]);
	for (unsigned i = n - 1; i-- > 0;) {
		char buf[19];
		uint64_t v = chunk[i];
		for (int k = 17; k >= 0; k--, v /= 10)
			buf[k] = (char)('0' + v % 10);
		out_mem(o, buf, 18);
	}
	free(chunk);
	free(w);
}

static int digit_value(char ch, unsigned base)
{
	int d = ch >= '0' && ch <= '9' ? ch - '0' :
	        ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 :
	        ch >= 'A' && ch <= 'F' ? ch - 'A' + 10 : 99;
	return (unsigned)d < base ? d : -1;
}

/* Fails (after storing the truncated value) on a bad digit, or when the
 * value does not fit the width: positive values as unsigned, negative
 * ones as signed (so i8 takes -128 .. 255, as MLIR does). */
bool int_parse(const char *s, size_t len, unsigned width, uint64_t *words, unsigned nwords)
{
	bool neg = false, ok = true, over = false;
	size_t i = 0;
	memset(words, 0, nwords * sizeof *words);
	if (i < len && (s[i] == '-' || s[i] == '+'))
		neg = s[i++] == '-';
	unsigned base = 10;
	if (len - i > 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X'))
		base = 16, i += 2;
	if (i == len)
		ok = false;
	for (; i < len; i++) {
		int d = digit_value(s[i], base);
		if (d < 0) {
			ok = false;
			break;
		}
		uint64_t carry = (uint64_t)d;
		for (unsigned k = 0; k < nwords; k++) {
			u128 x = (u128)words[k] * base + carry;
			words[k] = (uint64_t)x;
			carry = (uint64_t)(x >> 64);
		}
		over |= carry != 0;
	}
	/* magnitude checks: bits at/above width (and for negatives, above
	 * width-1 unless exactly 2^(width-1)) must be clear */
	for (unsigned k = 0; k < nwords && !over; k++) {
		uint64_t w = words[k];
		uint64_t lo = (uint64_t)k * 64;
		if (lo + 64 <= width)
			continue;
		if (lo >= width)
			over |= w != 0;
		else
			over |= (w >> (width - lo)) != 0;
	}
	if (neg && !over && width > 0) {
		/* magnitude <= 2^(width-1) */
		unsigned top = width - 1;
		bool topbit = top / 64 < nwords && (words[top / 64] >> (top % 64) & 1);
		if (topbit) {
			for (unsigned k = 0; k < nwords; k++) {
				uint64_t w = words[k];
				if (k == top / 64)
					w &= ~((uint64_t)1 << (top % 64));
				over |= w != 0;
			}
		}
	}
	if (neg)
		negate(words, nwords);
	truncate_words(words, nwords, width);
	return ok && !over;
}

/* -------------------------------------------------------------- floats */

static uint64_t double_bits(double d)
{
	uint64_t u;
	memcpy(&u, &d, sizeof u);
	return u;
}

/* d rounded to nearest-even in a binary format with ebits of exponent and
 * mbits of stored fraction (an implicit leading bit).  *tie (if not NULL)
 * tells whether d lay exactly halfway between two values of the format. */
uint64_t round_double_to(double d, unsigned ebits, unsigned mbits, bool *tie)
{
	if (tie)
		*tie = false;
	uint64_t u = double_bits(d);
	uint64_t sign = (u >> 63) << (ebits + mbits);
	int e = (int)(u >> 52 & 0x7ff);
	uint64_t f = u & (((uint64_t)1 << 52) - 1);
	uint64_t emax = ((uint64_t)1 << ebits) - 1;
	int bias = (1 << (ebits - 1)) - 1;
	if (e == 0x7ff) {
		if (!f)
			return sign | emax << mbits;
		return sign | emax << mbits | (uint64_t)1 << (mbits - 1) | (f >> (52 - mbits));
	}
	if (e == 0 && f == 0)
		return sign;
	/* value = m * 2^(exp - 52), leading bit of m at bit 52 */
	uint64_t m;
	int exp;
	if (e) {
		m = f | (uint64_t)1 << 52;
		exp = e - 1023;
	} else {
		m = f;
		exp = -1022;
		while (!(m >> 52))
			m <<= 1, exp--;
	}
	int te = exp + bias;
	unsigned shift = 52 - mbits;
	if (te < 1)
		shift += (unsigned)(1 - te);
	if (shift >= 64)
		return sign;
	uint64_t q = m >> shift, rem = m & (((uint64_t)1 << shift) - 1);
	uint64_t half = (uint64_t)1 << (shift - 1);
	if (tie)
		*tie = rem == half;
	if (rem > half || (rem == half && (q & 1)))
		q++;
	uint64_t r = te < 1 ? q : ((uint64_t)(te - 1) << mbits) + q;
	if (r >= emax << mbits)
		r = emax << mbits;   /* overflow to infinity */
	return sign | r;
}

/* The exact encoding of d in t's format, bits[0] low. */
static void encode_double(Type *t, double d, uint64_t bits[2])
{
	uint64_t u = double_bits(d);
	bits[0] = bits[1] = 0;
	if (type_is_f8(t)) {
		bits[0] = f8_from_double(t, d);
		return;
	}
	switch (t ? t->kind : TY_F64) {
	case TY_F16: bits[0] = round_double_to(d, 5, 10, NULL); return;
	case TY_BF16: bits[0] = round_double_to(d, 8, 7, NULL); return;
	case TY_TF32: bits[0] = round_double_to(d, 8, 10, NULL); return;
	case TY_F32: bits[0] = round_double_to(d, 8, 23, NULL); return;
	case TY_F80: case TY_F128: break;
	default: bits[0] = u; return;
	}
	uint64_t sign = u >> 63, f = u & (((uint64_t)1 << 52) - 1);
	int e = (int)(u >> 52 & 0x7ff);
	uint64_t ex, m;   /* biased 15-bit exponent; 52 significant fraction bits, left-aligned in m */
	if (e == 0x7ff) {
		ex = 0x7fff;
		m = f ? f | (uint64_t)1 << 51 : 0;   /* quiet NaN */
	} else if (e == 0 && f == 0) {
		ex = 0;
		m = 0;
	} else {
		int exp = e - 1023;
		m = f;
		if (!e) {
			exp = -1022;
			while (!(m >> 52))
				m <<= 1, exp--;
			m &= ((uint64_t)1 << 52) - 1;
		}
		ex = (uint64_t)(exp + 16383);
	}
	if (t->kind == TY_F80) {
		/* explicit integer bit, 63 fraction bits */
		bits[0] = (ex ? (uint64_t)1 << 63 : 0) | m << 11;
		bits[1] = sign << 15 | ex;
	} else {
		/* 112 fraction bits: the 52 of m on top */
		bits[1] = sign << 63 | ex << 48 | m >> 4;
		bits[0] = m << 60;
	}
}

Attr *attr_float(Ctx *c, Type *t, const uint64_t bits[2])
{
	Attr a = {.kind = ATTR_FLOAT, .type = t, .f = {{bits[0], bits[1]}}};
	/* an x87 value with an exponent and no integer bit (unnormal,
	 * pseudo-NaN, pseudo-infinity) is a NaN to APFloat, which writes it
	 * with the exponent all ones */
	if (t->kind == TY_F80 && (bits[1] & 0x7FFF) && !(bits[0] >> 63))
		a.f.bits[1] |= 0x7FFF;
	return unique(c, &a);
}

Attr *attr_float_d(Ctx *c, Type *t, double d)
{
	uint64_t bits[2];
	encode_double(t, d, bits);
	return attr_float(c, t, bits);
}

/* Value of the format (ebits, mbits, implicit leading bit) in bits. */
static double decode_small(uint64_t b, unsigned ebits, unsigned mbits)
{
	uint64_t f = b & (((uint64_t)1 << mbits) - 1);
	uint64_t e = b >> mbits & (((uint64_t)1 << ebits) - 1);
	bool neg = b >> (ebits + mbits) & 1;
	int bias = (1 << (ebits - 1)) - 1;
	double v;
	if (e == ((uint64_t)1 << ebits) - 1)
		v = f ? __builtin_nan("") : __builtin_inf();
	else if (e == 0)
		v = __builtin_ldexp((double)f, 1 - bias - (int)mbits);
	else
		v = __builtin_ldexp((double)(f | (uint64_t)1 << mbits), (int)e - bias - (int)mbits);
	return neg ? -v : v;
}

double attr_float_d_get(Attr *a)
{
	uint64_t b0 = a->f.bits[0], b1 = a->f.bits[1];
	if (type_is_f8(a->type))
		return f8_to_double(a->type, b0);
	switch (a->type ? a->type->kind : TY_F64) {
	case TY_F16: return decode_small(b0, 5, 10);
	case TY_BF16: return decode_small(b0, 8, 7);
	case TY_TF32: return decode_small(b0, 8, 10);
	case TY_F32: return decode_small(b0, 8, 23);
	case TY_F80: {
		int e = (int)(b1 & 0x7fff);
		double v = e == 0x7fff ? (b0 << 1 ? __builtin_nan("") : __builtin_inf()) :
		           __builtin_ldexp((double)b0, (e ? e : 1) - 16383 - 63);
		return b1 >> 15 & 1 ? -v : v;
	}
	case TY_F128: {
		int e = (int)(b1 >> 48 & 0x7fff);
		uint64_t hi = b1 & (((uint64_t)1 << 48) - 1);
		bool frac = hi || b0;
		/* top 64 significant bits: implicit bit, 48 of hi, 15 of b0 */
		uint64_t m = (e ? (uint64_t)1 << 63 : 0) | hi << 15 | b0 >> 49;
		double v = e == 0x7fff ? (frac ? __builtin_nan("") : __builtin_inf()) :
		           __builtin_ldexp((double)m, (e ? e : 1) - 16383 - 63);
		return b1 >> 63 ? -v : v;
	}
	default: {
		double d;
		memcpy(&d, &b0, sizeof d);
		return d;
	}
	}
}

/* --------------------------------------------------------------- other */

Attr *attr_str(Ctx *c, const char *s, size_t len)
{
	return attr_str_typed(c, s, len, NULL);
}

Attr *attr_str_typed(Ctx *c, const char *s, size_t len, Type *t)
{
	Attr a = {.kind = ATTR_STRING, .type = t, .s = {intern(c, s, len)}};
	return unique(c, &a);
}

Attr *attr_str_own(Ctx *c, Sym *s)
{
	Attr *a = arena_alloc(c->ir, sizeof *a);
	*a = (Attr){.kind = ATTR_STRING, .s = {s}, .own = true};
	a->hash = attr_hash(a);
	return a;
}

Attr *attr_type(Ctx *c, Type *t)
{
	if (t && t->attr)
		return t->attr;
	Attr a = {.kind = ATTR_TYPE, .ty = t};
	Attr *y = unique(c, &a);   /* (t NULL: an entry of a type not read, dl_entry<!llv, ...>) */
	if (t)
		t->attr = y;
	return y;
}

Attr *attr_array(Ctx *c, unsigned n, Attr **elts)
{
	Attr a = {.kind = ATTR_ARRAY, .arr = {n, elts}};
	return unique(c, &a);
}

static int name_cmp(const NamedAttr *x, const NamedAttr *y)
{
	return sym_cmp(x->name, y->name);
}

/* Stable merge sort of v[0..n) by name, tmp the same size. */
static void merge_sort(NamedAttr *v, NamedAttr *tmp, unsigned n)
{
	if (n <= 8) {
		for (unsigned i = 1; i < n; i++) {
			NamedAttr x = v[i];
			unsigned j = i;
			for (; j > 0 && name_cmp(&v[j - 1], &x) > 0; j--)
				v[j] = v[j - 1];
			v[j] = x;
		}
		return;
	}
	unsigned h = n / 2, i = 0, j = h, k = 0;
	merge_sort(v, tmp, h);
	merge_sort(v + h, tmp, n - h);
	while (i < h && j < n)
		tmp[k++] = name_cmp(&v[j], &v[i]) < 0 ? v[j++] : v[i++];
	while (i < h)
		tmp[k++] = v[i++];
	while (j < n)
		tmp[k++] = v[j++];
	memcpy(v, tmp, n * sizeof *v);
}

/* Sorts v by name; of equal names the last one stays.  Returns the new n. */
unsigned named_sort(NamedAttr *v, unsigned n)
{
	bool sorted = true;
	for (unsigned i = 1; i < n && sorted; i++)
		sorted = name_cmp(&v[i - 1], &v[i]) < 0;
	if (sorted)
		return n;
	NamedAttr *tmp = n > 8 ? xmalloc(n * sizeof *tmp) : NULL;   /* up to 8: sorted in place */
	merge_sort(v, tmp, n);
	free(tmp);
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		if (k && v[k - 1].name == v[i].name)
			k--;
		v[k++] = v[i];
	}
	return k;
}

Attr *attr_dict(Ctx *c, unsigned n, NamedAttr *elts)
{
	NamedAttr small[16], *v = n <= 16 ? small : xmalloc(n * sizeof *v);
	if (n)
		memcpy(v, elts, n * sizeof *v);
	n = named_sort(v, n);
	Attr a = {.kind = ATTR_DICT, .dict = {n, v}};
	Attr *r = unique(c, &a);
	if (v != small)
		free(v);
	return r;
}

Attr *attr_symref(Ctx *c, unsigned n, Sym **path)
{
	Attr a = {.kind = ATTR_SYMREF, .sym = {n, path}};
	return unique(c, &a);
}

Attr *attr_sym(Ctx *c, Sym *name)
{
	unsigned k = ref_slot(name);
	if (c->attrs->refs[k].s != name) {
		c->attrs->refs[k].a = attr_symref(c, 1, &name);
		c->attrs->refs[k].s = name;
	}
	return c->attrs->refs[k].a;
}

Attr *attr_dense(Ctx *c, Type *t, bool splat, unsigned n, Attr **elts)
{
	Attr a = {.kind = ATTR_DENSE, .type = t, .arr = {n, elts}, .splat = splat};
	return unique(c, &a);
}

Attr *attr_dense_hex(Ctx *c, Type *t, Sym *hex)
{
	Attr a = {.kind = ATTR_DENSE, .type = t, .hex = hex};
	return unique(c, &a);
}

Attr *attr_dense_sparse(Ctx *c, Attr *d, Attr *indices, Attr *values)
{
	Attr a = *d;
	a.sparse = attr_array(c, 2, (Attr *[]){indices, values});
	return unique(c, &a);
}

Attr *attr_dense_array(Ctx *c, Type *elt, unsigned n, Attr **elts)
{
	Attr a = {.kind = ATTR_DENSE_ARRAY, .type = elt, .arr = {n, elts}};
	return unique(c, &a);
}

Attr *attr_dense_resource(Ctx *c, Type *t, Sym *name)
{
	Attr a = {.kind = ATTR_DENSE_RESOURCE, .type = t, .opaque = {.body = name}};
	return unique(c, &a);
}

Attr *attr_strided(Ctx *c, int64_t offset, unsigned n, const int64_t *strides)
{
	Attr a = {.kind = ATTR_STRIDED, .strided = {offset, n, (int64_t *)strides}};
	return unique(c, &a);
}

Attr *attr_opaque(Ctx *c, AttrKind k, Sym *dialect, Sym *body)
{
	Attr a = {.kind = k, .opaque = {.dialect = dialect, .body = body}};
	return unique(c, &a);
}

Attr *attr_opaque_angled(Ctx *c, Sym *dialect)
{
	Attr a = {.kind = ATTR_OPAQUE, .opaque = {.dialect = dialect, .body = intern(c, "", 0), .angled = true}};
	return unique(c, &a);
}

Attr *attr_dl_spec(Ctx *c, unsigned n, Attr **kv)
{
	Attr a = {.kind = ATTR_DL_SPEC, .arr = {n, kv}};
	return unique(c, &a);
}

Attr *dl_spec_get(Attr *spec, Attr *key)
{
	for (unsigned i = 0; spec && spec->kind == ATTR_DL_SPEC && i + 1 < spec->arr.n; i += 2)
		if (spec->arr.elts[i] == key)
			return spec->arr.elts[i + 1];
	return NULL;
}

Attr *attr_affine_map(Ctx *c, Sym *body, const AffineForm *form)
{
	Attr *a = attr_opaque(c, ATTR_AFFINE_MAP, intern_c(c, "affine_map"), body);
	if (!a->opaque.form)
		a->opaque.form = form;   /* derived from body: the same for every copy */
	return a;
}

AffineForm *affine_form_new(Ctx *c, unsigned ndims, unsigned nsyms, unsigned nres)
{
	AffineForm *f = arena_alloc(c->arena, sizeof *f);
	f->ndims = ndims;
	f->nsyms = nsyms;
	f->nres = nres;
	f->dims = arena_alloc(c->arena, (nres + 1) * sizeof *f->dims);
	f->strides = arena_alloc(c->arena, (ndims + 1) * sizeof *f->strides);
	return f;
}

Attr *named_find(unsigned n, NamedAttr *v, Sym *name)
{
	if (n <= 8) {  /* names are interned: a short list is faster scanned */
		for (unsigned i = 0; i < n; i++)
			if (v[i].name == name)
				return v[i].attr;
		return NULL;
	}
	unsigned lo = 0, hi = n;
	while (lo < hi) {
		unsigned mid = lo + (hi - lo) / 2;
		if (v[mid].name == name)
			return v[mid].attr;
		int r = sym_cmp(v[mid].name, name);
		if (r == 0)
			return v[mid].attr;
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

Attr *dict_get(Attr *dict, Sym *name)
{
	if (!dict || dict->kind != ATTR_DICT)
		return NULL;
	return named_find(dict->dict.n, dict->dict.elts, name);
}

/* ---- #llvm.blocktag<id = N> and #llvm.blockaddress<function = @f, tag = <id = N>>
 * are opaque attributes with a canonical body; these build and read them. */

Attr *attr_blocktag(Ctx *c, int64_t id)
{
	char body[32];
	snprintf(body, sizeof body, "id = %lld", (long long)id);
	return attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.blocktag"), intern_c(c, body));
}

static bool bare_symbol(Sym *s)
{
	const char *p = s->s;
	if (!s->len || !((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || *p == '_'))
		return false;
	for (uint32_t i = 1; i < s->len; i++) {
		char ch = p[i];
		if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
		      ch == '_' || ch == '$' || ch == '.'))
			return false;
	}
	return true;
}

Attr *attr_blockaddress(Ctx *c, Sym *fn, int64_t id)
{
	static const char hx[] = "0123456789ABCDEF";
	Out o;
	out_init(&o);
	out_str(&o, "function = @");
	if (bare_symbol(fn)) {
		out_sym(&o, fn);
	} else {
		out_ch(&o, '"');
		for (uint32_t i = 0; i < fn->len; i++) {
			unsigned char ch = (unsigned char)fn->s[i];
			if (ch >= 0x20 && ch < 0x7f && ch != '"' && ch != '\\') {
				out_ch(&o, (char)ch);
			} else if (ch == '\\') {
				out_str(&o, "\\\\");
			} else {
				out_ch(&o, '\\');
				out_ch(&o, hx[ch >> 4]);
				out_ch(&o, hx[ch & 15]);
			}
		}
		out_ch(&o, '"');
	}
	out_fmt(&o, ", tag = <id = %lld>", (long long)id);
	Attr *a = attr_opaque(c, ATTR_OPAQUE, intern_c(c, "llvm.blockaddress"), intern(c, o.buf, o.len));
	out_free(&o);
	return a;
}

static const char *skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return s;
}

/* Matches `word =` at s; returns what follows, or NULL. */
static const char *field(const char *s, const char *word)
{
	size_t n = strlen(word);
	s = skip_space(s);
	if (strncmp(s, word, n) != 0)
		return NULL;
	s = skip_space(s + n);
	return *s == '=' ? skip_space(s + 1) : NULL;
}

/* `id = N` at s; returns what follows, or NULL. */
static const char *tag_id(const char *s, int64_t *id)
{
	if (!(s = field(s, "id")) || *s < '0' || *s > '9')
		return NULL;
	char *e;
	*id = strtoll(s, &e, 10);
	return skip_space(e);
}

bool attr_blocktag_id(Attr *a, int64_t *id)
{
	if (!a || a->kind != ATTR_OPAQUE || strcmp(a->opaque.dialect->s, "llvm.blocktag") != 0)
		return false;
	const char *s = tag_id(a->opaque.body->s, id);
	return s && !*s;
}

static int hexdigit(char ch)
{
	if (ch >= '0' && ch <= '9') return ch - '0';
	if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
	return -1;
}

Sym *attr_blockaddress_parts(Ctx *c, Attr *a, int64_t *id)
{
	if (!a || a->kind != ATTR_OPAQUE || strcmp(a->opaque.dialect->s, "llvm.blockaddress") != 0)
		return NULL;
	const char *s = field(a->opaque.body->s, "function");
	if (!s || *s++ != '@')
		return NULL;
	VEC(char) name = {0};
	if (*s == '"') {
		for (s++; *s && *s != '"'; s++) {
			char ch = *s;
			if (ch == '\\' && s[1]) {
				char e = *++s;
				if (e == 'n')
					ch = '\n';
				else if (e == 't')
					ch = '\t';
				else if (e == '\\' || e == '"')
					ch = e;
				else if (hexdigit(e) >= 0 && hexdigit(s[1]) >= 0)
					ch = (char)(hexdigit(e) * 16 + hexdigit(s[1])), s++;
				else
					vec_push(&name, '\\'), ch = e;
			}
			vec_push(&name, ch);
		}
		if (*s++ != '"')
			name.n = 0;
	} else {
		while (*s && *s != ',' && *s != ' ')
			vec_push(&name, *s++);
	}
	Sym *fn = NULL;
	s = skip_space(s);
	if (name.n && *s == ',' && (s = field(s + 1, "tag")) && *s == '<' && (s = tag_id(s + 1, id)) && *s == '>' &&
	    *skip_space(s + 1) == '\0')
		fn = intern(c, name.v, name.n);
	vec_free(&name);
	return fn;
}

/* a with the typed pointers in its types made opaque */
Attr *attr_untyped(Ctx *c, Attr *a)
{
	if (!a)
		return a;
	if (a->kind == ATTR_TYPE) {
		Type *t = type_untyped(c, a->ty);
		return t == a->ty ? a : attr_type(c, t);
	}
	if (a->kind == ATTR_ARRAY || a->kind == ATTR_DICT) {
		unsigned n = a->kind == ATTR_ARRAY ? a->arr.n : a->dict.n, k = 0;
		for (; k < n; k++) {
			Attr *e = a->kind == ATTR_ARRAY ? a->arr.elts[k] : a->dict.elts[k].attr;
			if (attr_untyped(c, e) != e)
				break;
		}
		if (k == n)
			return a;
		if (a->kind == ATTR_ARRAY) {
			Attr **v = arena_alloc(c->arena, n * sizeof *v);
			for (unsigned i = 0; i < n; i++)
				v[i] = attr_untyped(c, a->arr.elts[i]);
			return attr_array(c, n, v);
		}
		NamedAttr *v = arena_alloc(c->arena, n * sizeof *v);
		for (unsigned i = 0; i < n; i++)
			v[i] = (NamedAttr){a->dict.elts[i].name, attr_untyped(c, a->dict.elts[i].attr)};
		return attr_dict(c, n, v);
	}
	return a;
}

void opstate_untyped(Ctx *c, OpState *s)
{
	for (unsigned i = 0; i < s->types.n; i++)
		s->types.v[i] = type_untyped(c, s->types.v[i]);
	for (unsigned i = 0; i < s->attrs.n; i++)
		s->attrs.v[i].attr = attr_untyped(c, s->attrs.v[i].attr);
}
