/* tinyvm.c - a stack virtual machine: an assembler from text (mnemonic
 * table, labels resolved in a second pass), a dispatch loop over a dense
 * switch, calls with frames, and a few programs run on it (factorial,
 * fibonacci, primes sieve in VM memory, gcd).  Prints results and the
 * number of executed instructions. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <ctype.h>

enum opcode {
	OP_HALT, OP_PUSH, OP_POP, OP_DUP, OP_SWAP, OP_OVER,
	OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_NEG,
	OP_AND, OP_OR, OP_XOR, OP_SHL, OP_SHR,
	OP_EQ, OP_LT, OP_GT, OP_NOT,
	OP_JMP, OP_JZ, OP_JNZ, OP_CALL, OP_RET,
	OP_LOAD, OP_STORE, OP_ARG, OP_PRINT,
	NOPS
};

static const struct {
	const char *name;
	int has_arg;
} optab[NOPS] = {
	[OP_HALT] = {"halt", 0}, [OP_PUSH] = {"push", 1}, [OP_POP] = {"pop", 0},
	[OP_DUP] = {"dup", 0}, [OP_SWAP] = {"swap", 0}, [OP_OVER] = {"over", 0},
	[OP_ADD] = {"add", 0}, [OP_SUB] = {"sub", 0}, [OP_MUL] = {"mul", 0},
	[OP_DIV] = {"div", 0}, [OP_MOD] = {"mod", 0}, [OP_NEG] = {"neg", 0},
	[OP_AND] = {"and", 0}, [OP_OR] = {"or", 0}, [OP_XOR] = {"xor", 0},
	[OP_SHL] = {"shl", 0}, [OP_SHR] = {"shr", 0},
	[OP_EQ] = {"eq", 0}, [OP_LT] = {"lt", 0}, [OP_GT] = {"gt", 0},
	[OP_NOT] = {"not", 0},
	[OP_JMP] = {"jmp", 1}, [OP_JZ] = {"jz", 1}, [OP_JNZ] = {"jnz", 1},
	[OP_CALL] = {"call", 2}, [OP_RET] = {"ret", 0},
	[OP_LOAD] = {"load", 0}, [OP_STORE] = {"store", 0}, [OP_ARG] = {"arg", 1},
	[OP_PRINT] = {"print", 0},
};

#define MAXCODE 1024
#define MAXLABEL 64
#define STACK 256
#define MEM 512

struct label {
	char name[16];
	int addr;
};

struct program {
	int32_t code[MAXCODE];
	int len;
	struct label labels[MAXLABEL];
	int nlabels;
	struct { int at; char name[16]; } fix[MAXLABEL];
	int nfix;
};

struct frame {
	int ret;
	int bp;
	int nargs;
};

struct vm {
	int64_t stack[STACK];
	int sp;
	struct frame frames[64];
	int fp;
	int64_t mem[MEM];
	long steps;
	uint64_t outsum;
	int nout;
};

static int find_op(const char *w)
{
	for (int i = 0; i < NOPS; i++)
		if (strcmp(optab[i].name, w) == 0)
			return i;
	return -1;
}

static int find_label(const struct program *p, const char *name)
{
	for (int i = 0; i < p->nlabels; i++)
		if (strcmp(p->labels[i].name, name) == 0)
			return p->labels[i].addr;
	return -1;
}

/* Reads one word (letters, digits, '_' or '-') into w; returns the new position. */
static const char *word(const char *s, char *w, size_t cap)
{
	size_t n = 0;
	while (*s == ' ' || *s == '\t')
		s++;
	while (*s && (isalnum((unsigned char)*s) || *s == '_' || *s == '-' || *s == ':')) {
		if (n + 1 < cap)
			w[n++] = *s;
		s++;
	}
	w[n] = 0;
	return s;
}

static int assemble(struct program *p, const char *src)
{
	char w[32];
	p->len = p->nlabels = p->nfix = 0;
	while (*src) {
		if (*src == '\n' || *src == ' ' || *src == ';') {
			if (*src == ';')
				while (*src && *src != '\n')
					src++;
			else
				src++;
			continue;
		}
		src = word(src, w, sizeof w);
		size_t n = strlen(w);
		if (n == 0)
			return -1;
		if (w[n - 1] == ':') {
			w[n - 1] = 0;
			strcpy(p->labels[p->nlabels].name, w);
			p->labels[p->nlabels++].addr = p->len;
			continue;
		}
		int op = find_op(w);
		if (op < 0) {
			printf("unknown op '%s'\n", w);
			return -1;
		}
		p->code[p->len++] = op;
		for (int a = 0; a < optab[op].has_arg; a++) {
			src = word(src, w, sizeof w);
			if (isdigit((unsigned char)w[0]) || w[0] == '-') {
				p->code[p->len++] = (int32_t)strtol(w, NULL, 10);
			} else {
				strcpy(p->fix[p->nfix].name, w);
				p->fix[p->nfix++].at = p->len;
				p->code[p->len++] = 0;
			}
		}
	}
	for (int i = 0; i < p->nfix; i++) {
		int a = find_label(p, p->fix[i].name);
		if (a < 0) {
			printf("undefined label '%s'\n", p->fix[i].name);
			return -1;
		}
		p->code[p->fix[i].at] = a;
	}
	return p->len;
}

static int64_t pop(struct vm *m) { return m->stack[--m->sp]; }
static void push(struct vm *m, int64_t v) { m->stack[m->sp++] = v; }

static int run(struct vm *m, const struct program *p, int pc, int verbose)
{
	int64_t a, b;
	for (;;) {
		m->steps++;
		int op = p->code[pc++];
		switch (op) {
		case OP_HALT: return 0;
		case OP_PUSH: push(m, p->code[pc++]); break;
		case OP_POP: m->sp--; break;
		case OP_DUP: a = pop(m); push(m, a); push(m, a); break;
		case OP_SWAP: b = pop(m); a = pop(m); push(m, b); push(m, a); break;
		case OP_OVER: push(m, m->stack[m->sp - 2]); break;
		case OP_ADD: b = pop(m); a = pop(m); push(m, (int64_t)((uint64_t)a + (uint64_t)b)); break;
		case OP_SUB: b = pop(m); a = pop(m); push(m, (int64_t)((uint64_t)a - (uint64_t)b)); break;
		case OP_MUL: b = pop(m); a = pop(m); push(m, (int64_t)((uint64_t)a * (uint64_t)b)); break;
		case OP_DIV:
			b = pop(m); a = pop(m);
			if (b == 0) { printf("division by zero at %d\n", pc - 1); return -1; }
			push(m, a / b);
			break;
		case OP_MOD:
			b = pop(m); a = pop(m);
			if (b == 0) { printf("modulo by zero at %d\n", pc - 1); return -1; }
			push(m, a % b);
			break;
		case OP_NEG: a = pop(m); push(m, (int64_t)(0 - (uint64_t)a)); break;
		case OP_AND: b = pop(m); a = pop(m); push(m, a & b); break;
		case OP_OR: b = pop(m); a = pop(m); push(m, a | b); break;
		case OP_XOR: b = pop(m); a = pop(m); push(m, a ^ b); break;
		case OP_SHL: b = pop(m); a = pop(m); push(m, (int64_t)((uint64_t)a << (b & 63))); break;
		case OP_SHR: b = pop(m); a = pop(m); push(m, (int64_t)((uint64_t)a >> (b & 63))); break;
		case OP_EQ: b = pop(m); a = pop(m); push(m, a == b); break;
		case OP_LT: b = pop(m); a = pop(m); push(m, a < b); break;
		case OP_GT: b = pop(m); a = pop(m); push(m, a > b); break;
		case OP_NOT: a = pop(m); push(m, !a); break;
		case OP_JMP: pc = p->code[pc]; break;
		case OP_JZ: a = pop(m); pc = a ? pc + 1 : p->code[pc]; break;
		case OP_JNZ: a = pop(m); pc = a ? p->code[pc] : pc + 1; break;
		case OP_CALL: {
			struct frame *f = &m->frames[m->fp++];
			f->nargs = p->code[pc + 1];
			f->ret = pc + 2;
			f->bp = m->sp - f->nargs;
			pc = p->code[pc];
			break;
		}
		case OP_RET: {
			struct frame *f = &m->frames[--m->fp];
			a = pop(m);
			m->sp = f->bp;
			push(m, a);
			pc = f->ret;
			break;
		}
		case OP_LOAD: a = pop(m); push(m, m->mem[a & (MEM - 1)]); break;
		case OP_STORE: b = pop(m); a = pop(m); m->mem[a & (MEM - 1)] = b; break;
		case OP_ARG: push(m, m->stack[m->frames[m->fp - 1].bp + p->code[pc++]]); break;
		case OP_PRINT:
			a = pop(m);
			m->outsum = m->outsum * 1000003u + (uint64_t)a;
			m->nout++;
			if (verbose)
				printf("  out %lld\n", (long long)a);
			break;
		default:
			printf("bad opcode %d\n", op);
			return -1;
		}
		if (m->sp < 0 || m->sp >= STACK) {
			printf("stack fault\n");
			return -1;
		}
	}
}

static const char *const programs[] = {
	/* factorials 1..10 with a recursive function */
	"push 1\n"
	"loop: dup push 11 lt jz done\n"
	"  dup call fact 1 print\n"
	"  push 1 add jmp loop\n"
	"done: halt\n"
	"fact: arg 0 push 2 lt jz rec\n"
	"  push 1 ret\n"
	"rec: arg 0 arg 0 push 1 sub call fact 1 mul ret\n",
	/* fibonacci numbers, iterative, printed while < 10^9 */
	"push 0 push 1\n"
	"f: over print swap over add dup push 1000000000 gt jz f\n"
	"halt\n",
	/* sieve of Eratosthenes in VM memory, prints the count of primes < 500 */
	"push 2\n"
	"outer: dup push 500 lt jz count\n"
	"  dup load jnz next\n"
	"  dup dup add\n"
	"inner: dup push 500 lt jz drop\n"
	"  dup push 1 store over add jmp inner\n"
	"drop: pop\n"
	"next: push 1 add jmp outer\n"
	"count: pop push 0 push 2\n"
	"c: dup push 500 lt jz end\n"
	"  dup load jnz skip\n"
	"  swap push 1 add swap\n"
	"skip: push 1 add jmp c\n"
	"end: pop print halt\n",
	/* gcd of pairs by Euclid's algorithm */
	"push 1071 push 462 call gcd 2 print\n"
	"push 832040 push 514229 call gcd 2 print\n"
	"push 123456 push 7890 call gcd 2 print\n"
	"halt\n"
	"gcd: arg 1 jz base\n"
	"  arg 1 arg 0 arg 1 mod call gcd 2 ret\n"
	"base: arg 0 ret\n",
	/* popcounts of 0..63 by a recursive function */
	"push 0\n"
	"n: dup push 64 lt jz fin\n"
	"  dup call pc 1 print push 1 add jmp n\n"
	"fin: halt\n"
	"pc: arg 0 jz pz\n"
	"  arg 0 push 1 and arg 0 push 1 shr call pc 1 add ret\n"
	"pz: push 0 ret\n",
	/* an error path: division by zero must be reported, not crash */
	"push 10 push 0 div print halt\n",
	/* an undefined label */
	"jmp nowhere\n",
};

int main(void)
{
	static struct program p;
	static struct vm m;
	uint64_t total = 0;
	for (size_t i = 0; i < sizeof programs / sizeof programs[0]; i++) {
		memset(&m, 0, sizeof m);
		int n = assemble(&p, programs[i]);
		printf("program %zu: %d words\n", i, n);
		if (n < 0)
			continue;
		int rc = run(&m, &p, 0, i != 4);
		printf("  rc=%d steps=%ld outputs=%d sum=%016llx sp=%d\n", rc, m.steps,
		       m.nout, (unsigned long long)m.outsum, m.sp);
		total ^= m.outsum + (uint64_t)m.steps;
	}
	printf("total %016llx\n", (unsigned long long)total);
	return 0;
}
