/* interp.c - a tokenizer, a recursive-descent parser building an AST of
 * tagged unions, and a tree-walking evaluator for a tiny language with
 * integer variables, arithmetic, comparisons, if/else, while and print.
 * Errors (syntax, division by zero) are reported through return codes,
 * not setjmp.  Runs a few scripts and prints what they print. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

enum tok {
	T_EOF, T_NUM, T_IDENT, T_IF, T_ELSE, T_WHILE, T_PRINT,
	T_LPAREN, T_RPAREN, T_LBRACE, T_RBRACE, T_SEMI, T_ASSIGN,
	T_PLUS, T_MINUS, T_STAR, T_SLASH, T_PERCENT,
	T_LT, T_LE, T_GT, T_GE, T_EQ, T_NE, T_AND, T_OR, T_NOT, T_ERR
};

static const char *const tok_names[] = {
	"eof", "number", "identifier", "if", "else", "while", "print",
	"(", ")", "{", "}", ";", "=", "+", "-", "*", "/", "%",
	"<", "<=", ">", ">=", "==", "!=", "&&", "||", "!", "error",
};

struct lexer {
	const char *p;
	enum tok tok;
	long num;
	char ident[32];
	int line;
};

static void next(struct lexer *lx)
{
	const char *p = lx->p;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n') {
			if (*p == '\n')
				lx->line++;
			p++;
		}
		if (p[0] == '#') {
			while (*p && *p != '\n')
				p++;
			continue;
		}
		break;
	}
	if (!*p) {
		lx->tok = T_EOF;
	} else if (isdigit((unsigned char)*p)) {
		long v = 0;
		while (isdigit((unsigned char)*p))
			v = v * 10 + (*p++ - '0');
		lx->num = v;
		lx->tok = T_NUM;
	} else if (isalpha((unsigned char)*p) || *p == '_') {
		size_t n = 0;
		while (isalnum((unsigned char)*p) || *p == '_') {
			if (n + 1 < sizeof lx->ident)
				lx->ident[n++] = *p;
			p++;
		}
		lx->ident[n] = 0;
		if (!strcmp(lx->ident, "if")) lx->tok = T_IF;
		else if (!strcmp(lx->ident, "else")) lx->tok = T_ELSE;
		else if (!strcmp(lx->ident, "while")) lx->tok = T_WHILE;
		else if (!strcmp(lx->ident, "print")) lx->tok = T_PRINT;
		else lx->tok = T_IDENT;
	} else {
		char c = *p++;
		switch (c) {
		case '(': lx->tok = T_LPAREN; break;
		case ')': lx->tok = T_RPAREN; break;
		case '{': lx->tok = T_LBRACE; break;
		case '}': lx->tok = T_RBRACE; break;
		case ';': lx->tok = T_SEMI; break;
		case '+': lx->tok = T_PLUS; break;
		case '-': lx->tok = T_MINUS; break;
		case '*': lx->tok = T_STAR; break;
		case '/': lx->tok = T_SLASH; break;
		case '%': lx->tok = T_PERCENT; break;
		case '<': if (*p == '=') { p++; lx->tok = T_LE; } else lx->tok = T_LT; break;
		case '>': if (*p == '=') { p++; lx->tok = T_GE; } else lx->tok = T_GT; break;
		case '=': if (*p == '=') { p++; lx->tok = T_EQ; } else lx->tok = T_ASSIGN; break;
		case '!': if (*p == '=') { p++; lx->tok = T_NE; } else lx->tok = T_NOT; break;
		case '&': if (*p == '&') { p++; lx->tok = T_AND; } else lx->tok = T_ERR; break;
		case '|': if (*p == '|') { p++; lx->tok = T_OR; } else lx->tok = T_ERR; break;
		default: lx->tok = T_ERR; break;
		}
	}
	lx->p = p;
}

enum kind { N_NUM, N_VAR, N_BIN, N_NOT, N_NEG, N_ASSIGN, N_IF, N_WHILE, N_PRINT, N_BLOCK };

struct node {
	enum kind kind;
	union {
		long num;
		int var;
		struct { enum tok op; struct node *l, *r; } bin;
		struct node *operand;
		struct { int var; struct node *value; } assign;
		struct { struct node *cond, *then, *els; } cond;
		struct { struct node **items; int n; } block;
	} u;
};

struct parser {
	struct lexer lx;
	char names[32][32];
	int nnames;
	int error;
	struct node *all[4096];
	int nall;
};

static struct node *mk(struct parser *ps, enum kind k)
{
	struct node *n = calloc(1, sizeof *n);
	n->kind = k;
	if (ps->nall < 4096)
		ps->all[ps->nall++] = n;
	return n;
}

static int var_index(struct parser *ps, const char *name)
{
	for (int i = 0; i < ps->nnames; i++)
		if (!strcmp(ps->names[i], name))
			return i;
	if (ps->nnames == 32)
		return 0;
	strcpy(ps->names[ps->nnames], name);
	return ps->nnames++;
}

static int expect(struct parser *ps, enum tok t)
{
	if (ps->lx.tok != t) {
		if (!ps->error)
			printf("line %d: expected '%s', got '%s'\n", ps->lx.line,
			       tok_names[t], tok_names[ps->lx.tok]);
		ps->error = 1;
		return 0;
	}
	next(&ps->lx);
	return 1;
}

static struct node *expr(struct parser *ps, int prec);

static struct node *primary(struct parser *ps)
{
	struct node *n;
	switch (ps->lx.tok) {
	case T_NUM:
		n = mk(ps, N_NUM);
		n->u.num = ps->lx.num;
		next(&ps->lx);
		return n;
	case T_IDENT:
		n = mk(ps, N_VAR);
		n->u.var = var_index(ps, ps->lx.ident);
		next(&ps->lx);
		return n;
	case T_LPAREN:
		next(&ps->lx);
		n = expr(ps, 0);
		expect(ps, T_RPAREN);
		return n;
	case T_MINUS:
	case T_NOT: {
		enum kind k = ps->lx.tok == T_MINUS ? N_NEG : N_NOT;
		next(&ps->lx);
		n = mk(ps, k);
		n->u.operand = primary(ps);
		return n;
	}
	default:
		if (!ps->error)
			printf("line %d: unexpected '%s'\n", ps->lx.line, tok_names[ps->lx.tok]);
		ps->error = 1;
		n = mk(ps, N_NUM);
		return n;
	}
}

static int binprec(enum tok t)
{
	switch (t) {
	case T_OR: return 1;
	case T_AND: return 2;
	case T_EQ: case T_NE: return 3;
	case T_LT: case T_LE: case T_GT: case T_GE: return 4;
	case T_PLUS: case T_MINUS: return 5;
	case T_STAR: case T_SLASH: case T_PERCENT: return 6;
	default: return 0;
	}
}

/* Precedence climbing: parses operators binding tighter than prec. */
static struct node *expr(struct parser *ps, int prec)
{
	struct node *l = primary(ps);
	while (!ps->error) {
		enum tok op = ps->lx.tok;
		int p = binprec(op);
		if (p == 0 || p <= prec)
			break;
		next(&ps->lx);
		struct node *n = mk(ps, N_BIN);
		n->u.bin.op = op;
		n->u.bin.l = l;
		n->u.bin.r = expr(ps, p);
		l = n;
	}
	return l;
}

static struct node *statement(struct parser *ps);

static struct node *block(struct parser *ps, enum tok end)
{
	struct node *b = mk(ps, N_BLOCK);
	int cap = 4;
	b->u.block.items = malloc(cap * sizeof *b->u.block.items);
	while (ps->lx.tok != end && ps->lx.tok != T_EOF && !ps->error) {
		if (b->u.block.n == cap) {
			cap *= 2;
			b->u.block.items = realloc(b->u.block.items, cap * sizeof *b->u.block.items);
		}
		b->u.block.items[b->u.block.n++] = statement(ps);
	}
	return b;
}

static struct node *statement(struct parser *ps)
{
	struct node *n;
	switch (ps->lx.tok) {
	case T_IF:
	case T_WHILE:
		n = mk(ps, ps->lx.tok == T_IF ? N_IF : N_WHILE);
		next(&ps->lx);
		expect(ps, T_LPAREN);
		n->u.cond.cond = expr(ps, 0);
		expect(ps, T_RPAREN);
		n->u.cond.then = statement(ps);
		if (n->kind == N_IF && ps->lx.tok == T_ELSE) {
			next(&ps->lx);
			n->u.cond.els = statement(ps);
		}
		return n;
	case T_LBRACE:
		next(&ps->lx);
		n = block(ps, T_RBRACE);
		expect(ps, T_RBRACE);
		return n;
	case T_PRINT:
		next(&ps->lx);
		n = mk(ps, N_PRINT);
		n->u.operand = expr(ps, 0);
		expect(ps, T_SEMI);
		return n;
	case T_IDENT:
		n = mk(ps, N_ASSIGN);
		n->u.assign.var = var_index(ps, ps->lx.ident);
		next(&ps->lx);
		expect(ps, T_ASSIGN);
		n->u.assign.value = expr(ps, 0);
		expect(ps, T_SEMI);
		return n;
	default:
		if (!ps->error)
			printf("line %d: bad statement start '%s'\n", ps->lx.line, tok_names[ps->lx.tok]);
		ps->error = 1;
		return mk(ps, N_BLOCK);
	}
}

struct state {
	long vars[32];
	int error;
	long steps;
	unsigned long printed;
};

static long eval(struct state *st, const struct node *n)
{
	long l, r;
	if (st->error)
		return 0;
	st->steps++;
	switch (n->kind) {
	case N_NUM: return n->u.num;
	case N_VAR: return st->vars[n->u.var];
	case N_NEG: return -eval(st, n->u.operand);
	case N_NOT: return !eval(st, n->u.operand);
	case N_BIN:
		l = eval(st, n->u.bin.l);
		if (n->u.bin.op == T_AND && !l) return 0;
		if (n->u.bin.op == T_OR && l) return 1;
		r = eval(st, n->u.bin.r);
		switch (n->u.bin.op) {
		case T_PLUS: return l + r;
		case T_MINUS: return l - r;
		case T_STAR: return l * r;
		case T_SLASH:
		case T_PERCENT:
			if (r == 0) {
				printf("runtime error: division by zero\n");
				st->error = 1;
				return 0;
			}
			return n->u.bin.op == T_SLASH ? l / r : l % r;
		case T_LT: return l < r;
		case T_LE: return l <= r;
		case T_GT: return l > r;
		case T_GE: return l >= r;
		case T_EQ: return l == r;
		case T_NE: return l != r;
		case T_AND: case T_OR: return r != 0;
		default: return 0;
		}
	case N_ASSIGN:
		st->vars[n->u.assign.var] = eval(st, n->u.assign.value);
		return 0;
	case N_IF:
		if (eval(st, n->u.cond.cond))
			eval(st, n->u.cond.then);
		else if (n->u.cond.els)
			eval(st, n->u.cond.els);
		return 0;
	case N_WHILE:
		while (!st->error && eval(st, n->u.cond.cond))
			eval(st, n->u.cond.then);
		return 0;
	case N_PRINT: {
		long v = eval(st, n->u.operand);
		if (!st->error) {
			printf("%ld\n", v);
			st->printed = st->printed * 131 + (unsigned long)v;
		}
		return 0;
	}
	case N_BLOCK:
		for (int i = 0; i < n->u.block.n && !st->error; i++)
			eval(st, n->u.block.items[i]);
		return 0;
	}
	return 0;
}

static const char *const scripts[] = {
	"# sum of squares and a collatz length\n"
	"i = 1; s = 0; while (i <= 20) { s = s + i * i; i = i + 1; } print s;\n"
	"n = 27; c = 0; while (n != 1) { if (n % 2 == 0) n = n / 2; else n = 3 * n + 1; c = c + 1; }\n"
	"print c;\n",
	"# primes below 60 by trial division\n"
	"p = 2; while (p < 60) { d = 2; ok = 1;\n"
	"  while (d * d <= p && ok) { if (p % d == 0) ok = 0; d = d + 1; }\n"
	"  if (ok) print p; p = p + 1; }\n",
	"# arithmetic identities and comparisons\n"
	"a = 10; b = 3; print a / b * b + a % b == a; print -a + !0 - !b;\n"
	"print (a > b) + (a >= b) * 2 + (a < b) * 4 + (a <= b) * 8 || 0;\n",
	"# a runtime error stops the script\n"
	"x = 5;\n"
	"while (x >= 0) { print 100 / x; x = x - 1; }\n",
	"x = (1 + ; print x;\n",
	"if x print 1;\n",
};

int main(void)
{
	unsigned long all = 0;
	for (size_t i = 0; i < sizeof scripts / sizeof scripts[0]; i++) {
		struct parser *ps = calloc(1, sizeof *ps);
		ps->lx.p = scripts[i];
		ps->lx.line = 1;
		next(&ps->lx);
		struct node *prog = block(ps, T_EOF);
		printf("script %zu: %d nodes, %d variables%s\n", i, ps->nall, ps->nnames,
		       ps->error ? ", syntax error" : "");
		if (!ps->error) {
			struct state st = {{0}, 0, 0, 0};
			eval(&st, prog);
			printf("  steps=%ld printed=%lx error=%d\n", st.steps, st.printed, st.error);
			all = all * 7 + st.printed + (unsigned long)st.steps;
		}
		for (int k = 0; k < ps->nall; k++) {
			if (ps->all[k]->kind == N_BLOCK)
				free(ps->all[k]->u.block.items);
			free(ps->all[k]);
		}
		free(ps);
	}
	printf("all %lx\n", all);
	return 0;
}
