/* globals.c - global and static variables with initializers: scalars of
 * every width, nested aggregates, arrays of structs, unions initialised
 * through their first and a designated member, pointers to globals and
 * into arrays (constant GEP expressions), pointers to functions, string
 * tables (arrays of pointers and 2-D char arrays), zero-filled arrays,
 * function-local statics keeping state across calls, a thread-local
 * counter, const lookup tables, and a self-referential list built
 * statically.  Prints values read through all of them. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

char g_char = 'x';
short g_short = -1234;
int g_int = 123456789;
long long g_ll = -1234567890123456789LL;
unsigned long long g_ull = 0xfedcba9876543210ull;
float g_float = 1.25f;
double g_double = -6.02214076e23;
long double g_ldouble = 1.0L / 7.0L;
_Bool g_bool = 1;
int g_uninit;
int g_zeroes[1000];
static int s_counter = 10;
const char g_greeting[] = "hello, globals";
const char *g_greeting_ptr = g_greeting + 7;
int *g_int_ptr = &g_int;
int **g_int_ptr_ptr = &g_int_ptr;

struct color { uint8_t r, g, b, a; };
struct style {
	const char *name;
	struct color fg, bg;
	int weight;
	float size;
};

static const struct style styles[] = {
	{ "plain", { 0, 0, 0, 255 }, { 255, 255, 255, 255 }, 400, 12.0f },
	{ "bold", { 10, 20, 30, 255 }, { 250, 250, 240, 255 }, 700, 12.5f },
	{ "warn", { 200, 120, 0, 255 }, { 40, 40, 40, 128 }, 600, 14.0f },
	{ .name = "sparse", .weight = 100 },
};

struct matrix3 { double m[3][3]; };
static struct matrix3 rotation = { { { 0, -1, 0 }, { 1, 0, 0 }, { 0, 0, 1 } } };
static struct matrix3 identity = { { [0][0] = 1, [1][1] = 1, [2][2] = 1 } };

union number {
	long i;
	double d;
	unsigned char bytes[8];
};
union number n_first = { 42 };
union number n_double = { .d = 0.5 };
union number n_bytes = { .bytes = { 1, 2, 3, 4, 5, 6, 7, 8 } };

struct node {
	int value;
	const struct node *next;
};
static const struct node n3 = { 3, NULL };
static const struct node n2 = { 2, &n3 };
static const struct node n1 = { 1, &n2 };
static const struct node *const list_head = &n1;

static int table[8] = { 1, 1, 2, 3, 5, 8, 13, 21 };
static int *const table_mid = &table[4];
static int *table_end = table + 8;
static const int *const table_ptrs[] = { &table[0], &table[3], &table[7], table_mid };

static const char *const weekdays[] = { "monday", "tuesday", "wednesday", "thursday",
					"friday", "saturday", "sunday" };
static const char month_names[12][4] = { "jan", "feb", "mar", "apr", "may", "jun",
					  "jul", "aug", "sep", "oct", "nov", "dec" };
static const unsigned char days_in_month[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int max(int a, int b) { return a > b ? a : b; }

static int (*const binops[])(int, int) = { add, sub, mul, max };
static const struct {
	char sym;
	int (*fn)(int, int);
} ops_by_symbol[] = { { '+', add }, { '-', sub }, { '*', mul }, { 'M', max } };
int (*g_current_op)(int, int) = mul;

struct config {
	const char *key;
	union { int i; const char *s; double d; } val;
	enum { CFG_INT, CFG_STR, CFG_DBL } type;
	const struct config *parent;
};
static const struct config cfg_root = { "root", { .s = "/" }, CFG_STR, NULL };
static const struct config cfg_items[] = {
	{ "depth", { .i = 7 }, CFG_INT, &cfg_root },
	{ "ratio", { .d = 0.75 }, CFG_DBL, &cfg_root },
	{ "name", { .s = "xlate" }, CFG_STR, &cfg_items[0] },
};

static _Thread_local int tls_calls;

static int next_id(void)
{
	static int id = 100;
	static int calls;
	calls++;
	tls_calls++;
	id += calls;
	return id;
}

static const char *cycle_word(void)
{
	static const char *const words[] = { "red", "green", "blue" };
	static unsigned i;
	return words[i++ % 3];
}

static uint32_t hash_bytes(const void *p, size_t n)
{
	const unsigned char *b = p;
	uint32_t h = 5381;
	while (n--)
		h = h * 33 ^ *b++;
	return h;
}

static int day_of_year(int month, int day)
{
	int d = day;
	for (int m = 0; m < month - 1; m++)
		d += days_in_month[m];
	return d;
}

static void mat_apply(const struct matrix3 *m, const double in[3], double out[3])
{
	for (int i = 0; i < 3; i++) {
		out[i] = 0;
		for (int j = 0; j < 3; j++)
			out[i] += m->m[i][j] * in[j];
	}
}

/* A traffic-light controller as a static transition table. */
enum light { RED, RED_AMBER, GREEN, AMBER, FLASHING, NLIGHTS };
static const char *const light_names[NLIGHTS] = {
	[RED] = "red", [RED_AMBER] = "red+amber", [GREEN] = "green", [AMBER] = "amber",
	[FLASHING] = "flashing",
};
static const struct transition {
	enum light from;
	char event;
	enum light to;
	unsigned short delay;
} transitions[] = {
	{ RED, 't', RED_AMBER, 2 }, { RED_AMBER, 't', GREEN, 30 }, { GREEN, 't', AMBER, 3 },
	{ AMBER, 't', RED, 40 }, { RED, 'f', FLASHING, 0 }, { GREEN, 'f', FLASHING, 0 },
	{ AMBER, 'f', FLASHING, 0 }, { FLASHING, 'r', RED, 40 },
};
static unsigned long light_time;

static enum light step_light(enum light cur, char ev)
{
	for (size_t i = 0; i < sizeof transitions / sizeof transitions[0]; i++)
		if (transitions[i].from == cur && transitions[i].event == ev) {
			light_time += transitions[i].delay;
			return transitions[i].to;
		}
	return cur;
}

int main(void)
{
	printf("scalars %c %d %d %lld %llx %.2f %.5e %.10Lf %d %d\n", g_char, g_short, g_int, g_ll,
	       g_ull, (double)g_float, g_double, g_ldouble, g_bool, g_uninit);
	int z = 0;
	for (int i = 0; i < 1000; i++)
		z |= g_zeroes[i];
	g_zeroes[999] = 5;
	printf("zeroes %d last %d\n", z, g_zeroes[999]);
	printf("greeting '%s' tail '%s' len %zu\n", g_greeting, g_greeting_ptr, sizeof g_greeting);
	**g_int_ptr_ptr += 1;
	printf("through pointers %d %d\n", g_int, *g_int_ptr);

	uint32_t sh = 0;
	for (size_t i = 0; i < sizeof styles / sizeof styles[0]; i++) {
		const struct style *s = &styles[i];
		printf("style %-6s fg %02x%02x%02x bg alpha %3d weight %d size %.1f\n", s->name, s->fg.r,
		       s->fg.g, s->fg.b, s->bg.a, s->weight, (double)s->size);
		sh ^= hash_bytes(&s->fg, sizeof s->fg) + (uint32_t)s->weight;
	}
	printf("style hash %08x\n", sh);

	double v[3] = { 1, 2, 3 }, r[3], q[3];
	mat_apply(&rotation, v, r);
	mat_apply(&identity, r, q);
	printf("rotated %.1f %.1f %.1f\n", q[0], q[1], q[2]);

	printf("unions %ld %.2f %02x%02x..%02x\n", n_first.i, n_double.d, n_bytes.bytes[0],
	       n_bytes.bytes[1], n_bytes.bytes[7]);

	int lsum = 0;
	for (const struct node *n = list_head; n; n = n->next)
		lsum = lsum * 10 + n->value;
	printf("static list %d\n", lsum);

	*table_mid += 100;
	printf("table mid %d end-begin %td ptrs %d %d %d %d\n", *table_mid, table_end - table,
	       *table_ptrs[0], *table_ptrs[1], *table_ptrs[2], *table_ptrs[3]);

	for (int i = 0; i < 7; i += 3)
		printf("%s(%zu) ", weekdays[i], strlen(weekdays[i]));
	printf("\n");
	printf("months %s %s %s, day of year 12/31 = %d, 3/1 = %d\n", month_names[0], month_names[5],
	       month_names[11], day_of_year(12, 31), day_of_year(3, 1));

	int acc = 3;
	for (int i = 0; i < 4; i++)
		acc = binops[i](acc, i + 2);
	printf("binops %d\n", acc);
	const char *expr = "+5*3-4M9*2";
	int val = 1;
	for (const char *p = expr; *p; p += 2)
		for (size_t k = 0; k < sizeof ops_by_symbol / sizeof ops_by_symbol[0]; k++)
			if (ops_by_symbol[k].sym == p[0]) {
				val = ops_by_symbol[k].fn(val, p[1] - '0');
				break;
			}
	printf("ops by symbol %d current %d\n", val, g_current_op(6, 7));
	g_current_op = sub;
	printf("current now %d\n", g_current_op(6, 7));

	for (size_t i = 0; i < 3; i++) {
		const struct config *c = &cfg_items[i];
		switch (c->type) {
		case CFG_INT: printf("cfg %s = %d", c->key, c->val.i); break;
		case CFG_DBL: printf("cfg %s = %.2f", c->key, c->val.d); break;
		case CFG_STR: printf("cfg %s = '%s'", c->key, c->val.s); break;
		}
		printf(" (parent %s)\n", c->parent ? c->parent->key : "-");
	}

	int ids = 0;
	for (int i = 0; i < 5; i++)
		ids = ids * 3 + next_id();
	s_counter += ids % 7;
	printf("ids %d counter %d tls %d words", ids, s_counter, tls_calls);
	for (int i = 0; i < 5; i++)
		printf(" %s", cycle_word());
	printf("\n");
	enum light l = RED;
	for (const char *ev = "tttttttfrttfxr"; *ev; ev++)
		l = step_light(l, *ev);
	printf("light %s after %lu seconds\n", light_names[l], light_time);
	return 0;
}
