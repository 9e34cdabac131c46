/* computed_goto.c - a small stack-machine interpreter dispatched by GCC's
 * computed goto (&&label, goto *p) through a static table of label
 * addresses, plus a label-difference table and a state machine that keeps
 * a label address in a variable.  Prints a checksum of what it runs. */
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_SUB, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_PRINT, OP_HALT, NOPS };

typedef struct Insn {
	unsigned char op;
	int arg;
} Insn;

/* Runs prog; returns the top of the stack at OP_HALT. */
static long run(const Insn *prog, int trace)
{
	static void *const dispatch[NOPS] = {
		&&do_push, &&do_add, &&do_sub, &&do_mul, &&do_dup,
		&&do_swap, &&do_jnz, &&do_dec, &&do_print, &&do_halt,
	};
	long stack[64];
	int sp = 0;
	const Insn *pc = prog;
	long steps = 0;

#define NEXT do { steps++; goto *dispatch[pc->op]; } while (0)
	NEXT;
do_push:
	stack[sp++] = pc->arg;
	pc++;
	NEXT;
do_add:
	sp--;
	stack[sp - 1] += stack[sp];
	pc++;
	NEXT;
do_sub:
	sp--;
	stack[sp - 1] -= stack[sp];
	pc++;
	NEXT;
do_mul:
	sp--;
	stack[sp - 1] *= stack[sp];
	pc++;
	NEXT;
do_dup:
	stack[sp] = stack[sp - 1];
	sp++;
	pc++;
	NEXT;
do_swap: {
	long t = stack[sp - 1];
	stack[sp - 1] = stack[sp - 2];
	stack[sp - 2] = t;
	pc++;
	NEXT;
}
do_jnz:
	if (stack[--sp])
		pc = prog + pc->arg;
	else
		pc++;
	NEXT;
do_dec:
	stack[sp - 1]--;
	pc++;
	NEXT;
do_print:
	if (trace)
		printf("  print %ld\n", stack[sp - 1]);
	pc++;
	NEXT;
do_halt:
#undef NEXT
	if (trace)
		printf("  %ld steps\n", steps);
	return sp ? stack[sp - 1] : 0;
}

/* Label differences in a static table, as threaded-code interpreters
 * store them: classify(c) is 0 digit, 1 letter, 2 space, 3 other. */
static int classify(int c)
{
	static const int offsets[] = {
		&&digit - &&digit, &&letter - &&digit, &&space - &&digit, &&other - &&digit,
	};
	int k = c >= '0' && c <= '9' ? 0 : (c | 32) >= 'a' && (c | 32) <= 'z' ? 1 : c == ' ' ? 2 : 3;
	goto *(&&digit + offsets[k]);
digit:
	return 0;
letter:
	return 1;
space:
	return 2;
other:
	return 3;
}

/* A state machine whose state is a label address in a local variable:
 * counts the words of s. */
static int count_words(const char *s)
{
	void *state = &&outside;
	int words = 0;
	for (;; s++) {
		goto *state;
	outside:
		if (!*s)
			return words;
		if (classify((unsigned char)*s) != 2) {
			words++;
			state = &&inside;
		}
		continue;
	inside:
		if (!*s)
			return words;
		if (classify((unsigned char)*s) == 2)
			state = &&outside;
	}
}

int main(void)
{
	/* straight-line arithmetic, then a countdown loop printing 5..1 */
	static const Insn fact[] = {
		{OP_PUSH, 1}, {OP_PUSH, 10},
		{OP_DUP, 0}, {OP_SWAP, 0}, {OP_PUSH, 0}, {OP_ADD, 0},
		{OP_SWAP, 0}, {OP_PUSH, 0}, {OP_ADD, 0}, {OP_MUL, 0},
		{OP_PRINT, 0}, {OP_HALT, 0},
	};
	static const Insn loop[] = {
		{OP_PUSH, 0}, {OP_PUSH, 5},
		{OP_DUP, 0}, {OP_PRINT, 0}, {OP_SWAP, 0}, {OP_PUSH, 0}, {OP_ADD, 0},
		{OP_SWAP, 0}, {OP_DUP, 0}, {OP_PUSH, 0}, {OP_SWAP, 0}, {OP_SUB, 0},
		{OP_PUSH, -1}, {OP_MUL, 0}, {OP_SWAP, 0}, {OP_DEC, 0}, {OP_DUP, 0}, {OP_JNZ, 3},
		{OP_HALT, 0},
	};
	long a = run(fact, 1);
	long b = run(loop, 1);
	printf("fact=%ld loop=%ld\n", a, b);
	const char *texts[] = {"hello computed goto", "  a  b c ", "", "x1 y2 z3 42"};
	unsigned sum = 0;
	for (unsigned i = 0; i < sizeof texts / sizeof *texts; i++) {
		int w = count_words(texts[i]);
		printf("words(\"%s\") = %d\n", texts[i], w);
		sum = sum * 31 + (unsigned)w;
	}
	for (int c = 0; c < 128; c++)
		sum = sum * 7 + (unsigned)classify(c);
	printf("checksum %u\n", sum);
	return 0;
}
