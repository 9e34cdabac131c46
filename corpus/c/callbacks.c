/* callbacks.c - function pointers everywhere: generic map/filter/reduce
 * over void * arrays with element sizes, an event bus with subscriber
 * tables and user data, objects with vtables (shapes, streams), a
 * command dispatcher keyed by name, functions returning function
 * pointers, callbacks taking callbacks (composition, fixed-point
 * iteration), and arrays of pointers to functions of different
 * signatures called through casts back to the right type.
 * Prints results and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

typedef void (*map_fn)(const void *in, void *out, void *ctx);
typedef int (*pred_fn)(const void *x, void *ctx);
typedef void (*fold_fn)(void *acc, const void *x, void *ctx);

static void map(const void *in, size_t isz, void *out, size_t osz, size_t n, map_fn f, void *ctx)
{
	for (size_t i = 0; i < n; i++)
		f((const char *)in + i * isz, (char *)out + i * osz, ctx);
}

static size_t filter(const void *in, void *out, size_t sz, size_t n, pred_fn p, void *ctx)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++)
		if (p((const char *)in + i * sz, ctx))
			memcpy((char *)out + k++ * sz, (const char *)in + i * sz, sz);
	return k;
}

static void reduce(const void *in, size_t sz, size_t n, void *acc, fold_fn f, void *ctx)
{
	for (size_t i = 0; i < n; i++)
		f(acc, (const char *)in + i * sz, ctx);
}

static void int_to_double_scaled(const void *in, void *out, void *ctx)
{
	*(double *)out = *(const int *)in * *(const double *)ctx;
}
static int double_above(const void *x, void *ctx) { return *(const double *)x > *(const double *)ctx; }
static void double_sum(void *acc, const void *x, void *ctx) { (void)ctx; *(double *)acc += *(const double *)x; }
static void int_max(void *acc, const void *x, void *ctx)
{
	(void)ctx;
	if (*(const int *)x > *(int *)acc)
		*(int *)acc = *(const int *)x;
}

/* Event bus. */
enum event_type { EV_KEY, EV_CLICK, EV_TICK, EV_QUIT, EV_COUNT };
struct event { enum event_type type; int a, b; };
typedef int (*handler_fn)(const struct event *e, void *user);
struct subscription { handler_fn fn; void *user; int priority; };
struct bus { struct subscription subs[EV_COUNT][8]; int nsubs[EV_COUNT]; long delivered; };

static void subscribe(struct bus *b, enum event_type t, handler_fn fn, void *user, int prio)
{
	int n = b->nsubs[t]++;
	/* Keep subscribers sorted by descending priority (insertion). */
	while (n > 0 && b->subs[t][n - 1].priority < prio) {
		b->subs[t][n] = b->subs[t][n - 1];
		n--;
	}
	b->subs[t][n] = (struct subscription){ fn, user, prio };
}

/* Delivers to subscribers until one returns nonzero (consumes). */
static int publish(struct bus *b, const struct event *e)
{
	for (int i = 0; i < b->nsubs[e->type]; i++) {
		b->delivered++;
		if (b->subs[e->type][i].fn(e, b->subs[e->type][i].user))
			return i + 1;
	}
	return 0;
}

struct counters { long keys, clicks, ticks, quits, area; };
static int on_key(const struct event *e, void *u) { ((struct counters *)u)->keys += e->a; return e->a == 'q'; }
static int on_key_log(const struct event *e, void *u) { ((struct counters *)u)->keys += 1000; return e->a == 27; }
static int on_click(const struct event *e, void *u) { ((struct counters *)u)->clicks += e->a * e->b; return 0; }
static int on_click_area(const struct event *e, void *u) { ((struct counters *)u)->area += e->a + e->b; return e->a > 50; }
static int on_tick(const struct event *e, void *u) { ((struct counters *)u)->ticks++; (void)e; return 0; }
static int on_quit(const struct event *e, void *u) { ((struct counters *)u)->quits++; (void)e; return 1; }

/* Objects with vtables. */
struct shape;
struct shape_ops {
	const char *name;
	double (*area)(const struct shape *);
	double (*perimeter)(const struct shape *);
	void (*scale)(struct shape *, double);
};
struct shape { const struct shape_ops *ops; double p[3]; };

static double circ_area(const struct shape *s) { return M_PI * s->p[0] * s->p[0]; }
static double circ_perim(const struct shape *s) { return 2 * M_PI * s->p[0]; }
static double rect_area(const struct shape *s) { return s->p[0] * s->p[1]; }
static double rect_perim(const struct shape *s) { return 2 * (s->p[0] + s->p[1]); }
static double tri_perim(const struct shape *s) { return s->p[0] + s->p[1] + s->p[2]; }
static double tri_area(const struct shape *s)
{
	double h = tri_perim(s) / 2;
	return sqrt(h * (h - s->p[0]) * (h - s->p[1]) * (h - s->p[2]));
}
static void scale_all(struct shape *s, double k) { for (int i = 0; i < 3; i++) s->p[i] *= k; }

static const struct shape_ops circle_ops = { "circle", circ_area, circ_perim, scale_all };
static const struct shape_ops rect_ops = { "rect", rect_area, rect_perim, scale_all };
static const struct shape_ops tri_ops = { "triangle", tri_area, tri_perim, scale_all };

/* Command dispatcher. */
struct vm_state { long acc; int halted; };
typedef void (*cmd_fn)(struct vm_state *, long);
static void cmd_add(struct vm_state *s, long v) { s->acc += v; }
static void cmd_mul(struct vm_state *s, long v) { s->acc *= v; }
static void cmd_neg(struct vm_state *s, long v) { (void)v; s->acc = -s->acc; }
static void cmd_mod(struct vm_state *s, long v) { if (v) s->acc %= v; }
static void cmd_halt(struct vm_state *s, long v) { (void)v; s->halted = 1; }
static const struct { const char *name; cmd_fn fn; } commands[] = {
	{ "add", cmd_add }, { "halt", cmd_halt }, { "mod", cmd_mod }, { "mul", cmd_mul }, { "neg", cmd_neg },
};

static int cmd_compare(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

static cmd_fn lookup_command(const char *name)
{
	const void *hit = bsearch(name, commands, sizeof commands / sizeof commands[0], sizeof commands[0], cmd_compare);
	return hit ? ((const __typeof__(commands[0]) *)hit)->fn : NULL;
}

/* Functions returning function pointers. */
typedef double (*unary)(double);
static double twice(double x) { return 2 * x; }
static double plus_one(double x) { return x + 1; }
static double square(double x) { return x * x; }
static double cos_fn(double x) { return cos(x); }
static unary pick(int which)
{
	switch (which % 4) {
	case 0: return twice;
	case 1: return plus_one;
	case 2: return square;
	default: return cos_fn;
	}
}
static double (*pick_again(char c))(double) { return c == 'c' ? cos_fn : c == 's' ? square : plus_one; }

static double apply_n(unary f, double x, int n)
{
	while (n-- > 0)
		x = f(x);
	return x;
}

static double fixed_point(unary f, double x, double tol, int *iters)
{
	for (*iters = 0; *iters < 1000; (*iters)++) {
		double y = f(x);
		if (fabs(y - x) < tol)
			return y;
		x = y;
	}
	return x;
}

typedef void (*generic_fn)(void);
static int three_args(int a, int b, int c) { return a * 100 + b * 10 + c; }
static long long wide_ret(void) { return 1LL << 42; }
static const char *str_ret(int i) { static const char *const s[] = { "zero", "one", "two" }; return s[i % 3]; }

int main(void)
{
	int nums[20];
	for (int i = 0; i < 20; i++)
		nums[i] = (i * 37 + 11) % 50 - 10;
	double scaled[20], big[20], factor = 0.5, threshold = 5.0, sum = 0;
	map(nums, sizeof(int), scaled, sizeof(double), 20, int_to_double_scaled, &factor);
	size_t nb = filter(scaled, big, sizeof(double), 20, double_above, &threshold);
	reduce(big, sizeof(double), nb, &sum, double_sum, NULL);
	int mx = -1000;
	reduce(nums, sizeof(int), 20, &mx, int_max, NULL);
	printf("map/filter/reduce: %zu above, sum %.2f, max %d\n", nb, sum, mx);

	static struct bus bus;
	struct counters c = { 0, 0, 0, 0, 0 };
	subscribe(&bus, EV_KEY, on_key, &c, 1);
	subscribe(&bus, EV_KEY, on_key_log, &c, 5);
	subscribe(&bus, EV_CLICK, on_click, &c, 0);
	subscribe(&bus, EV_CLICK, on_click_area, &c, 2);
	subscribe(&bus, EV_TICK, on_tick, &c, 0);
	subscribe(&bus, EV_QUIT, on_quit, &c, 0);
	int consumed = 0;
	for (int i = 0; i < 60; i++) {
		struct event e = { (enum event_type)(i % EV_COUNT), (i * 13) % 97, i % 7 };
		if (i == 40) e = (struct event){ EV_KEY, 27, 0 };
		consumed += publish(&bus, &e);
	}
	printf("bus: delivered %ld consumed %d keys %ld clicks %ld area %ld ticks %ld quits %ld\n",
	       bus.delivered, consumed, c.keys, c.clicks, c.area, c.ticks, c.quits);

	struct shape shapes[] = {
		{ &circle_ops, { 1.5, 0, 0 } }, { &rect_ops, { 2, 3.5, 0 } }, { &tri_ops, { 3, 4, 5 } },
		{ &circle_ops, { 0.25, 0, 0 } },
	};
	double ta = 0;
	for (size_t i = 0; i < 4; i++) {
		shapes[i].ops->scale(&shapes[i], 1.0 + (double)i / 2);
		double a = shapes[i].ops->area(&shapes[i]);
		ta += a;
		printf("%-8s area %8.4f perimeter %8.4f\n", shapes[i].ops->name, a, shapes[i].ops->perimeter(&shapes[i]));
	}
	printf("total area %.4f\n", ta);

	const char *prog[] = { "add", "5", "mul", "7", "neg", "0", "add", "100", "mod", "9", "frob", "1",
			       "mul", "-3", "halt", "0", "add", "1000" };
	struct vm_state st = { 0, 0 };
	int unknown = 0;
	for (size_t i = 0; i + 1 < sizeof prog / sizeof prog[0] && !st.halted; i += 2) {
		cmd_fn f = lookup_command(prog[i]);
		if (f) f(&st, strtol(prog[i + 1], NULL, 10));
		else unknown++;
	}
	printf("commands: acc %ld halted %d unknown %d\n", st.acc, st.halted, unknown);

	double x = 1.0;
	for (int i = 0; i < 8; i++)
		x = pick(i)(x);
	int iters;
	double fp = fixed_point(pick_again('c'), 1.0, 1e-12, &iters);
	printf("picked chain %.6f, cos fixed point %.9f after %d, apply_n %.1f %.1f\n", x, fp, iters,
	       apply_n(twice, 1, 20), apply_n(pick_again('p'), 0, 7));

	generic_fn table[] = { (generic_fn)three_args, (generic_fn)wide_ret, (generic_fn)str_ret };
	int r1 = ((int (*)(int, int, int))table[0])(4, 5, 6);
	long long r2 = ((long long (*)(void))table[1])();
	const char *r3 = ((const char *(*)(int))table[2])(7);
	printf("casts: %d %lld %s\n", r1, r2, r3);
	return 0;
}
