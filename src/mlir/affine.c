/* affine.c - affine maps in mlir-opt-19's canonical form.
 *
 * The map text is parsed into expression nodes built with the
 * simplifications MLIR applies when it constructs an AffineExpr
 * (mlir/lib/IR/AffineExpr.cpp: simplifyAdd, simplifyMul, simplifyFloorDiv,
 * simplifyCeilDiv, simplifyMod), then printed as MLIR's AsmPrinter does.
 * MLIR uniques expressions: its pointer equality is eq() here.
 * Arithmetic wraps like MLIR's int64_t does in practice, without C's
 * undefined behaviour. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir/affine.h"

enum { E_CONST, E_DIM, E_SYM, E_ADD, E_MUL, E_FLOOR, E_CEIL, E_MOD };

/* A leaf (v: value or position) or a binary node (l, r: node indices). */
typedef struct Node { int kind; int64_t v; int l, r; } Node;

#define MAXN 4096
#define MAXID 64

typedef struct A {
	const char *s, *end;        /* the unparsed text */
	Node n[MAXN];
	int nn;                     /* n[0] is the constant 0 */
	const char *id[2][MAXID];   /* dim and symbol names */
	size_t idl[2][MAXID];
	unsigned nid[2];
	bool bad;                   /* once set, builders return node 0 */
	const char *err, *at;       /* the first failure: MLIR's words, where */
	bool limit;                 /* it is a limit of ours, not an error of the text */
	bool after_op;              /* the operand parsed is a binary operator's right one */
	char msg[96];               /* a message naming an identifier */
} A;

/* Fails the parse (the first failure is the one reported). */
static void fail(A *a, const char *msg)
{
	if (!a->bad) {
		a->err = msg;
		a->at = a->s;
	}
	a->bad = true;
}

#define N(i) (a->n[i])

static int64_t wadd(int64_t x, int64_t y) { return (int64_t)((uint64_t)x + (uint64_t)y); }
static int64_t wmul(int64_t x, int64_t y) { return (int64_t)((uint64_t)x * (uint64_t)y); }
static int64_t wneg(int64_t x) { return (int64_t)(0 - (uint64_t)x); }

static int node(A *a, int kind, int64_t v, int l, int r)
{
	if (a->bad || a->nn == MAXN) {
		if (!a->bad)
			a->limit = true;
		fail(a, "affine map too large");
		return 0;
	}
	a->n[a->nn] = (Node){kind, v, l, r};
	return a->nn++;
}

static int cst(A *a, int64_t v)
{
	return node(a, E_CONST, v, 0, 0);
}

static bool is_cst(A *a, int x, int64_t v)
{
	return N(x).kind == E_CONST && N(x).v == v;
}

static bool binary(int kind)
{
	return kind >= E_ADD;
}

static bool eq(A *a, int x, int y)
{
	if (x == y)
		return true;
	if (N(x).kind != N(y).kind || N(x).v != N(y).v)
		return false;
	return !binary(N(x).kind) || (eq(a, N(x).l, N(y).l) && eq(a, N(x).r, N(y).r));
}

/* isSymbolicOrConstant: no dims. */
static bool symbolic(A *a, int x)
{
	if (binary(N(x).kind))
		return symbolic(a, N(x).l) && symbolic(a, N(x).r);
	return N(x).kind != E_DIM;
}

static uint64_t gcd(uint64_t x, uint64_t y)
{
	while (y) {
		uint64_t t = x % y;
		x = y;
		y = t;
	}
	return x;
}

/* Whether c divides x, and the quotient: c != 0, INT64_MIN / -1 wraps. */
static bool divides(int64_t c, int64_t x)
{
	return c == -1 || x % c == 0;
}

static int64_t quot(int64_t x, int64_t c)
{
	return c == -1 ? wneg(x) : x / c;
}

/* getLargestKnownDivisor. */
static int64_t divisor(A *a, int x)
{
	Node *e = &N(x);
	switch (e->kind) {
	case E_CONST:
		return e->v < 0 ? wneg(e->v) : e->v;
	case E_DIM: case E_SYM:
		return 1;
	case E_MUL:
		return wmul(divisor(a, e->l), divisor(a, e->r));
	case E_ADD: case E_MOD:
		return (int64_t)gcd((uint64_t)divisor(a, e->l), (uint64_t)divisor(a, e->r));
	}
	/* floordiv, ceildiv: the quotient of a constant dividing the lhs's divisor */
	if (N(e->r).kind != E_CONST || N(e->r).v == 0)
		return 1;
	int64_t d = divisor(a, e->l), c = N(e->r).v;
	return divides(c, d) ? quot(d, c) : 1;
}

static int add(A *a, int l, int r);
static int mul(A *a, int l, int r);
static int mod(A *a, int l, int r);

static int add(A *a, int l, int r)
{
	if (a->bad)
		return 0;
	if (N(l).kind == E_CONST && N(r).kind == E_CONST)
		return cst(a, wadd(N(l).v, N(r).v));
	/* constants, then symbolic terms, go right */
	if (N(l).kind == E_CONST || (symbolic(a, l) && !symbolic(a, r)))
		return add(a, r, l);
	if (is_cst(a, r, 0))
		return l;
	bool lsum_c = N(l).kind == E_ADD && N(N(l).r).kind == E_CONST;
	if (lsum_c && N(r).kind == E_CONST)   /* (x + c1) + c2 */
		return add(a, N(l).l, cst(a, wadd(N(N(l).r).v, N(r).v)));
	/* c1 * x + c2 * x = (c1 + c2) * x, a bare x counting as 1 * x */
	int x = l, y = r;
	int64_t c1 = 1, c2 = 1;
	if (N(l).kind == E_MUL && N(N(l).r).kind == E_CONST)
		x = N(l).l, c1 = N(N(l).r).v;
	if (N(r).kind == E_MUL && N(N(r).r).kind == E_CONST)
		y = N(r).l, c2 = N(N(r).r).v;
	if (eq(a, x, y))
		return mul(a, x, cst(a, wadd(c1, c2)));
	if (lsum_c)                           /* (x + c) + y = (x + y) + c */
		return add(a, add(a, N(l).l, r), N(l).r);
	/* x + ((x floordiv q) * q) * -1 and x + (x floordiv c) * -c are x mod q */
	if (binary(N(r).kind)) {
		int rl = N(r).l, rr = N(r).r;
		if (is_cst(a, rr, -1) && N(rl).kind == E_MUL) {
			int fd = N(rl).l, q = N(rl).r;
			if (N(fd).kind != E_FLOOR)
				return node(a, E_ADD, 0, l, r);
			if (eq(a, N(fd).r, q) && eq(a, l, N(fd).l))
				return mod(a, l, q);
		}
		if (N(rl).kind == E_FLOOR && eq(a, l, N(rl).l) && eq(a, N(rl).r, mul(a, rr, cst(a, -1))))
			return mod(a, l, N(rl).r);
	}
	return node(a, E_ADD, 0, l, r);
}

/* Not affine unless l or r is symbolic. */
static int mul(A *a, int l, int r)
{
	if (a->bad || (!symbolic(a, l) && !symbolic(a, r))) {
		fail(a, "non-affine expression: at least one of the multiply operands has to be either a constant or "
		        "symbolic");
		return 0;
	}
	if (N(l).kind == E_CONST && N(r).kind == E_CONST)
		return cst(a, wmul(N(l).v, N(r).v));
	/* the constant or symbolic factor goes right */
	if (!symbolic(a, r) || N(l).kind == E_CONST)
		return mul(a, r, l);
	if (is_cst(a, r, 1))
		return l;
	if (is_cst(a, r, 0))
		return r;
	if (N(l).kind == E_MUL && N(N(l).r).kind == E_CONST) {
		if (N(r).kind == E_CONST)   /* (x * c1) * c2 */
			return mul(a, N(l).l, cst(a, wmul(N(N(l).r).v, N(r).v)));
		return mul(a, mul(a, N(l).l, r), N(l).r);   /* (x * c) * y = (x * y) * c */
	}
	return node(a, E_MUL, 0, l, r);
}

/* floordiv and ceildiv; division by 0 is kept as is, and so is a quotient
 * of constants that overflows. */
static int divide(A *a, int kind, int l, int r)
{
	if (a->bad)
		return 0;
	if (N(r).kind != E_CONST || N(r).v == 0)
		return node(a, kind, 0, l, r);
	int64_t c = N(r).v;
	if (N(l).kind == E_CONST) {
		int64_t x = N(l).v;
		if (x == INT64_MIN && c == -1)
			return node(a, kind, 0, l, r);
		int64_t q = x / c, m = x % c;
		if (m != 0 && ((m < 0) != (c < 0)) == (kind == E_FLOOR))   /* rounded the wrong way */
			q += kind == E_FLOOR ? -1 : 1;
		return cst(a, q);
	}
	if (c == 1)
		return l;
	if (N(l).kind == E_MUL && N(N(l).r).kind == E_CONST && divides(c, N(N(l).r).v))
		return mul(a, N(l).l, cst(a, quot(N(N(l).r).v, c)));
	/* (x + y) floordiv c, c dividing x or y */
	if (kind == E_FLOOR && N(l).kind == E_ADD &&
	    (divides(c, divisor(a, N(l).l)) || divides(c, divisor(a, N(l).r))))
		return add(a, divide(a, kind, N(l).l, r), divide(a, kind, N(l).r, r));
	return node(a, kind, 0, l, r);
}

static int mod(A *a, int l, int r)
{
	if (a->bad)
		return 0;
	if (N(r).kind != E_CONST || N(r).v < 1)
		return node(a, E_MOD, 0, l, r);
	int64_t c = N(r).v;
	if (N(l).kind == E_CONST) {
		int64_t m = N(l).v % c;
		return cst(a, m < 0 ? m + c : m);
	}
	if (divisor(a, l) % c == 0)
		return cst(a, 0);
	if (N(l).kind == E_ADD) {   /* (x + y) mod c, c dividing x or y */
		if (divisor(a, N(l).l) % c == 0)
			return mod(a, N(l).r, r);
		if (divisor(a, N(l).r) % c == 0)
			return mod(a, N(l).l, r);
	}
	/* (x mod c1) mod c, c dividing c1 */
	if (N(l).kind == E_MOD && N(N(l).r).kind == E_CONST && N(N(l).r).v >= 1 && N(N(l).r).v % c == 0)
		return mod(a, N(l).l, r);
	return node(a, E_MOD, 0, l, r);
}

/* Parsing.  Tokens are separated by blanks; a failure sets a->bad. */

static void blanks(A *a)
{
	while (a->s < a->end && isspace((unsigned char)*a->s))
		a->s++;
}

static bool idchar(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_' || ch == '$' || ch == '.';
}

static bool accept(A *a, const char *t)
{
	size_t k = strlen(t);
	blanks(a);
	if ((size_t)(a->end - a->s) < k || memcmp(a->s, t, k) != 0)
		return false;
	/* a keyword is not the prefix of a longer identifier */
	if (isalpha((unsigned char)t[0]) && a->s + k < a->end && idchar(a->s[k]))
		return false;
	a->s += k;
	return true;
}

static void expect(A *a, const char *t, const char *msg)
{
	if (!accept(a, t))
		fail(a, msg);
}

/* A bare identifier [A-Za-z_][A-Za-z0-9_$.]*, or its length 0. */
static size_t ident(A *a)
{
	blanks(a);
	const char *p = a->s;
	if (p == a->end || !(isalpha((unsigned char)*p) || *p == '_'))
		return 0;
	while (p < a->end && idchar(*p))
		p++;
	return (size_t)(p - a->s);
}

static int lookup(A *a, int which, const char *s, size_t k)
{
	for (unsigned i = 0; i < a->nid[which]; i++)
		if (a->idl[which][i] == k && memcmp(a->id[which][i], s, k) == 0)
			return (int)i;
	return -1;
}

/* "(i, j)" or "[M]": names of dims (which 0) or symbols (which 1). */
static void id_list(A *a, int which, const char *close)
{
	if (accept(a, close))
		return;
	do {
		size_t k = ident(a);
		if (!k) {
			fail(a, "expected bare identifier");
			return;
		}
		if (lookup(a, 0, a->s, k) >= 0 || lookup(a, 1, a->s, k) >= 0) {
			snprintf(a->msg, sizeof a->msg, "redefinition of identifier '%.*s'", (int)(k < 60 ? k : 60), a->s);
			fail(a, a->msg);
			return;
		}
		if (a->nid[which] == MAXID) {
			a->limit = true;
			fail(a, "too many identifiers");
			return;
		}
		a->id[which][a->nid[which]] = a->s;
		a->idl[which][a->nid[which]++] = k;
		a->s += k;
	} while (accept(a, ","));
	expect(a, close, which ? "expected ']' in symbol list" : "expected ')' in dimensional identifier list");
}

static int expr(A *a);

/* An operand: (expr), -operand, an identifier or an integer. */
static int operand(A *a)
{
	if (a->bad)
		return 0;
	if (accept(a, "(")) {
		int e = expr(a);
		expect(a, ")", "expected ')'");
		return e;
	}
	if (accept(a, "-")) {
		/* -9223372036854775808, as MLIR prints the least index (its own
		 * parser refuses it: the literal is too large) */
		static const char min[] = "9223372036854775808";
		blanks(a);
		if ((size_t)(a->end - a->s) >= sizeof min - 1 && !memcmp(a->s, min, sizeof min - 1) &&
		    (a->s + sizeof min - 1 == a->end || !idchar(a->s[sizeof min - 1]))) {
			a->s += sizeof min - 1;
			return cst(a, INT64_MIN);
		}
		return mul(a, operand(a), cst(a, -1));
	}
	if (a->s < a->end && isdigit((unsigned char)*a->s)) {   /* 42 or 0x2a */
		const char *start = a->s;
		unsigned base = 10;
		if (a->end - a->s > 2 && a->s[0] == '0' && a->s[1] == 'x' && isxdigit((unsigned char)a->s[2])) {
			base = 16;
			a->s += 2;
		}
		uint64_t v = 0;
		for (; a->s < a->end && (base == 16 ? isxdigit((unsigned char)*a->s) : isdigit((unsigned char)*a->s)); a->s++) {
			unsigned d = isdigit((unsigned char)*a->s) ? (unsigned)(*a->s - '0') : (unsigned)(tolower((unsigned char)*a->s) - 'a' + 10);
			if (v > ((uint64_t)INT64_MAX - d) / base && !a->bad) {
				const char *here = a->s;
				a->s = start;
				fail(a, "constant too large for index");
				a->s = here;
			}
			v = v * base + d;
		}
		if (a->s < a->end && idchar(*a->s))
			fail(a, "expected ')' in affine map range");   /* "2d0" */
		return cst(a, (int64_t)v);
	}
	size_t k = ident(a);
	int i;
	if (k && (i = lookup(a, 0, a->s, k)) >= 0) {
		a->s += k;
		return node(a, E_DIM, i, 0, 0);
	}
	if (k && (i = lookup(a, 1, a->s, k)) >= 0) {
		a->s += k;
		return node(a, E_SYM, i, 0, 0);
	}
	fail(a, k ? "use of undeclared identifier" :
	        a->after_op ? "missing right operand of binary operator" : "expected affine expression");
	return 0;
}

/* operand (("*" | "floordiv" | "ceildiv" | "mod") operand)*; the product
 * needs a symbolic factor (mul checks it), the divisor must be symbolic. */
static int term(A *a)
{
	int e = operand(a);
	while (!a->bad) {
		blanks(a);
		const char *opat = a->s;
		int kind = accept(a, "*") ? E_MUL : accept(a, "floordiv") ? E_FLOOR :
		           accept(a, "ceildiv") ? E_CEIL : accept(a, "mod") ? E_MOD : -1;
		if (kind < 0)
			break;
		a->after_op = true;
		int r = operand(a);
		a->after_op = false;
		if (kind == E_MUL && !a->bad && !symbolic(a, e) && !symbolic(a, r)) {
			a->s = opat;
			fail(a, "non-affine expression: at least one of the multiply operands has to be either a constant "
			        "or symbolic");
		}
		if (kind != E_MUL && !a->bad && !symbolic(a, r)) {
			a->s = opat;
			fail(a, kind == E_FLOOR ? "non-affine expression: right operand of floordiv has to be either a "
			                          "constant or symbolic" :
			        kind == E_CEIL ? "non-affine expression: right operand of ceildiv has to be either a "
			                         "constant or symbolic" :
			        "non-affine expression: right operand of mod has to be either a constant or symbolic");
		}
		e = kind == E_MUL ? mul(a, e, r) : kind == E_MOD ? mod(a, e, r) : divide(a, kind, e, r);
	}
	return e;
}

/* term (("+" | "-") term)*, x - y being x + y * -1. */
static int expr(A *a)
{
	int e = term(a);
	while (!a->bad) {
		bool plus = accept(a, "+");
		if (!plus && !accept(a, "-"))
			break;
		a->after_op = true;
		int t = term(a);
		a->after_op = false;
		e = add(a, e, plus ? t : mul(a, t, cst(a, -1)));
	}
	return e;
}

/* Printing, as AsmPrinter::Impl::printAffineExprInternal: strong is the
 * binding of an enclosing *, floordiv, ceildiv or mod. */
static void print(A *a, Out *o, int x, bool strong)
{
	Node *e = &N(x);
	switch (e->kind) {
	case E_CONST:
		out_i64(o, e->v);
		return;
	case E_DIM: case E_SYM:
		out_fmt(o, "%c%u", e->kind == E_DIM ? 'd' : 's', (unsigned)e->v);
		return;
	}
	if (strong)
		out_ch(o, '(');
	int l = e->l, r = e->r;
	if (e->kind != E_ADD) {
		if (e->kind == E_MUL && is_cst(a, r, -1)) {
			out_ch(o, '-');
			print(a, o, l, true);
		} else {
			static const char *const op[] = {[E_MUL] = " * ", [E_FLOOR] = " floordiv ",
			                                 [E_CEIL] = " ceildiv ", [E_MOD] = " mod "};
			print(a, o, l, true);
			out_str(o, op[e->kind]);
			print(a, o, r, true);
		}
	} else if (N(r).kind == E_MUL && N(N(r).r).kind == E_CONST && N(N(r).r).v < 0) {
		/* x + y * -1 as x - y, x + y * -c as x - y * c */
		int64_t c = N(N(r).r).v;
		print(a, o, l, false);
		out_str(o, " - ");
		print(a, o, N(r).l, c < -1 || N(N(r).l).kind == E_ADD);
		if (c < -1) {
			out_str(o, " * ");
			out_i64(o, wneg(c));
		}
	} else if (N(r).kind == E_CONST && N(r).v < 0) {
		print(a, o, l, false);
		out_str(o, " - ");
		out_i64(o, wneg(N(r).v));
	} else {
		print(a, o, l, false);
		out_str(o, " + ");
		print(a, o, r, false);
	}
	if (strong)
		out_ch(o, ')');
}

/* The operands of the chain of kind nodes (E_ADD or E_MUL) at x, in
 * order, into v[0..max); -1 if there are more. */
static int flatten(A *a, int x, int kind, int *v, int max)
{
	int stack[64], n = 0, k = 0;
	stack[n++] = x;
	while (n) {
		int y = stack[--n];
		if (N(y).kind == kind && n + 2 <= 64) {
			stack[n++] = N(y).r;
			stack[n++] = N(y).l;
		} else if (k == max) {
			return -1;
		} else {
			v[k++] = y;
		}
	}
	return k;
}

/* f->strided, with its strides and offset, for a map whose one result x
 * is a sum of terms, each a product of constants, symbols and at most one
 * dimension (as the lowering's memref layouts need). */
static void strided_form(A *a, int x, AffineForm *f)
{
	int terms[64], factors[64];
	int nt = flatten(a, x, E_ADD, terms, 64);
	for (int t = 0; t < nt; t++) {
		int nf = flatten(a, terms[t], E_MUL, factors, 64), dim = -1;
		bool sym = false;
		int64_t coef = 1;
		if (nf < 0)
			return;
		for (int i = 0; i < nf; i++) {
			Node *e = &N(factors[i]);
			if (e->kind == E_CONST)
				coef = wmul(coef, e->v);
			else if (e->kind == E_DIM && dim < 0)
				dim = (int)e->v;
			else if (e->kind == E_SYM)
				sym = true;
			else
				return;
		}
		int64_t *slot = dim >= 0 ? &f->strides[dim] : &f->offset;
		*slot = sym || *slot == DYN ? DYN : wadd(*slot, coef);
	}
	f->strided = nt > 0;
}

/* What the lowering reads of the map (AffineForm, ir.h). */
static AffineForm *form_of(A *a, Ctx *c, const int *res, unsigned nres)
{
	AffineForm *f = affine_form_new(c, a->nid[0], a->nid[1], nres);
	for (unsigned i = 0; i < nres; i++)
		f->dims[i] = N(res[i]).kind == E_DIM ? (int)N(res[i]).v : -1;
	if (nres == 1)
		strided_form(a, res[0], f);
	if (!f->strided) {
		f->offset = 0;
		for (unsigned i = 0; i < f->ndims; i++)
			f->strides[i] = 0;
	}
	return f;
}

static bool canon(A *a, Out *o, Ctx *c, const AffineForm **form)
{
	expect(a, "(", "expected '(' in dimensional identifier list");
	id_list(a, 0, ")");
	if (accept(a, "["))
		id_list(a, 1, "]");
	expect(a, "->", "expected '->' or ':'");
	expect(a, "(", "expected '(' in affine map range");
	int res[MAXID];
	unsigned nres = 0;
	if (!a->bad && !accept(a, ")")) {
		do {
			if (nres == MAXID) {
				a->limit = true;
				fail(a, "too many results");
				return false;
			}
			res[nres++] = expr(a);
		} while (!a->bad && accept(a, ","));
		expect(a, ")", "expected ')' in affine map range");
	}
	blanks(a);
	if (!a->bad && a->s != a->end)
		fail(a, "expected '>' in affine map");
	if (a->bad)
		return false;
	out_ch(o, '(');
	for (unsigned i = 0; i < a->nid[0]; i++)
		out_fmt(o, i ? ", d%u" : "d%u", i);
	out_ch(o, ')');
	if (a->nid[1]) {
		out_ch(o, '[');
		for (unsigned i = 0; i < a->nid[1]; i++)
			out_fmt(o, i ? ", s%u" : "s%u", i);
		out_ch(o, ']');
	}
	out_str(o, " -> (");
	for (unsigned i = 0; i < nres; i++) {
		if (i)
			out_str(o, ", ");
		print(a, o, res[i], false);
	}
	out_ch(o, ')');
	if (form)
		*form = form_of(a, c, res, nres);
	return true;
}

bool affine_map_canon(Ctx *c, Out *o, const char *s, size_t n, const AffineForm **form, AffineError *err)
{
	A *a = malloc(sizeof *a);   /* 100 KB of nodes */
	if (!a)
		return false;
	a->s = s;
	a->end = s + n;
	a->nn = 0;
	a->nid[0] = a->nid[1] = 0;
	a->bad = a->limit = a->after_op = false;
	a->err = NULL;
	a->at = s;
	cst(a, 0);
	bool ok = canon(a, o, c, form);
	if (!ok && err) {
		err->msg = a->limit ? NULL : a->err ? a->err : "expected affine map";
		if (err->msg == a->msg) {   /* a's buffer goes with a */
			memcpy(err->buf, a->msg, sizeof err->buf);
			err->msg = err->buf;
		}
		/* MLIR reports a wrong token at the end of the one before it */
		const char *at = a->at;
		if (!strncmp(err->msg, "expected", 8))
			while (at > s && isspace((unsigned char)at[-1]))
				at--;
		err->off = (size_t)(at - s);
	}
	free(a);
	return ok;
}
