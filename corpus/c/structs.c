/* structs.c - aggregates: nested structs, structs passed and returned by
 * value (small ones in registers, big ones in memory, mixed int/float
 * ones), arrays of structs, struct assignment and compound literals,
 * unions with a tag, anonymous members, bit-fields, enums with explicit
 * values, flexible array members, and offsetof/sizeof.  Prints results
 * and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <stdint.h>

struct vec2 { float x, y; };
struct vec3 { double x, y, z; };
struct pair { int a; long b; };
struct rgb { unsigned char r, g, b; };
struct mixed { int i; float f; };
struct big { int v[16]; char tag[8]; };

struct rect {
	struct vec2 min, max;
	struct rgb color;
};

struct body {
	char name[16];
	struct vec3 pos, vel;
	double mass;
};

enum shape_kind { SHAPE_CIRCLE = 1, SHAPE_RECT = 2, SHAPE_TRI = 4, SHAPE_POLY = 100 };

struct shape {
	enum shape_kind kind;
	union {
		struct { struct vec2 c; float r; } circle;
		struct rect rect;
		struct vec2 tri[3];
		struct { int n; struct vec2 *pts; } poly;
	};
};

struct flags {
	unsigned ready : 1;
	unsigned mode : 3;
	signed delta : 5;
	unsigned count : 7;
	unsigned long long wide : 40;
};

struct packet {
	uint16_t kind;
	uint16_t len;
	unsigned char data[];
};

static struct vec2 v2_add(struct vec2 a, struct vec2 b) { return (struct vec2){ a.x + b.x, a.y + b.y }; }
static struct vec2 v2_scale(struct vec2 a, float s) { return (struct vec2){ a.x * s, a.y * s }; }
static float v2_cross(struct vec2 a, struct vec2 b) { return a.x * b.y - a.y * b.x; }

static struct vec3 v3_add(struct vec3 a, struct vec3 b) { return (struct vec3){ a.x + b.x, a.y + b.y, a.z + b.z }; }
static struct vec3 v3_scale(struct vec3 a, double s) { return (struct vec3){ a.x * s, a.y * s, a.z * s }; }
static double v3_dot(struct vec3 a, struct vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static struct pair pair_swap_add(struct pair p, int k)
{
	struct pair q = { (int)p.b + k, p.a + (long)k };
	return q;
}

static struct rgb blend(struct rgb a, struct rgb b, int t)
{
	struct rgb c;
	c.r = (unsigned char)((a.r * (255 - t) + b.r * t) / 255);
	c.g = (unsigned char)((a.g * (255 - t) + b.g * t) / 255);
	c.b = (unsigned char)((a.b * (255 - t) + b.b * t) / 255);
	return c;
}

static struct mixed mixed_step(struct mixed m) { return (struct mixed){ m.i * 3 + 1, m.f * 0.5f + (float)m.i }; }

static struct big big_fill(int seed)
{
	struct big b;
	for (int i = 0; i < 16; i++)
		b.v[i] = seed * (i + 1) - i * i;
	snprintf(b.tag, sizeof b.tag, "b%d", seed);
	return b;
}

static int big_sum(struct big b)
{
	int s = 0;
	for (int i = 0; i < 16; i++)
		s += b.v[i];
	b.v[0] = 0; /* modifies the callee's copy only */
	return s + (int)strlen(b.tag);
}

static float shape_area(const struct shape *s)
{
	switch (s->kind) {
	case SHAPE_CIRCLE:
		return 3.14159265f * s->circle.r * s->circle.r;
	case SHAPE_RECT:
		return (s->rect.max.x - s->rect.min.x) * (s->rect.max.y - s->rect.min.y);
	case SHAPE_TRI: {
		struct vec2 a = s->tri[0], b = s->tri[1], c = s->tri[2];
		struct vec2 ab = { b.x - a.x, b.y - a.y }, ac = { c.x - a.x, c.y - a.y };
		float cr = v2_cross(ab, ac);
		return (cr < 0 ? -cr : cr) / 2;
	}
	case SHAPE_POLY: {
		float acc = 0;
		for (int i = 0; i < s->poly.n; i++)
			acc += v2_cross(s->poly.pts[i], s->poly.pts[(i + 1) % s->poly.n]);
		return (acc < 0 ? -acc : acc) / 2;
	}
	}
	return -1;
}

static void simulate(struct body *bs, int n, int steps, double dt)
{
	for (int s = 0; s < steps; s++) {
		for (int i = 0; i < n; i++) {
			struct vec3 acc = { 0, 0, 0 };
			for (int j = 0; j < n; j++) {
				if (i == j)
					continue;
				struct vec3 d = v3_add(bs[j].pos, v3_scale(bs[i].pos, -1));
				double r2 = v3_dot(d, d) + 0.01;
				acc = v3_add(acc, v3_scale(d, bs[j].mass / (r2 * r2)));
			}
			bs[i].vel = v3_add(bs[i].vel, v3_scale(acc, dt));
		}
		for (int i = 0; i < n; i++)
			bs[i].pos = v3_add(bs[i].pos, v3_scale(bs[i].vel, dt));
	}
}

static struct packet *packet_new(uint16_t kind, const char *payload)
{
	size_t n = strlen(payload);
	struct packet *p = malloc(sizeof *p + n);
	p->kind = kind;
	p->len = (uint16_t)n;
	memcpy(p->data, payload, n);
	return p;
}

struct item { const char *name; int qty; double price; };
struct inventory { struct item items[6]; int n; double total; };

/* Returns the inventory (a large struct) by value, sorted by value held. */
static struct inventory inventory_sorted(struct inventory inv)
{
	for (int i = 1; i < inv.n; i++) {
		struct item it = inv.items[i];
		int j = i - 1;
		while (j >= 0 && inv.items[j].qty * inv.items[j].price < it.qty * it.price) {
			inv.items[j + 1] = inv.items[j];
			j--;
		}
		inv.items[j + 1] = it;
	}
	inv.total = 0;
	for (int i = 0; i < inv.n; i++)
		inv.total += inv.items[i].qty * inv.items[i].price;
	return inv;
}

int main(void)
{
	struct vec2 a = { 1.5f, -2.0f }, b = { 0.25f, 4.0f };
	struct vec2 c = v2_add(v2_scale(a, 2), b);
	printf("vec2 %.3f %.3f cross %.3f\n", (double)c.x, (double)c.y, (double)v2_cross(a, b));

	struct pair p = { 7, 1000000000000L };
	for (int i = 0; i < 3; i++)
		p = pair_swap_add(p, i);
	printf("pair %d %ld\n", p.a, p.b);

	struct rgb red = { 255, 0, 0 }, sky = { 40, 160, 250 };
	unsigned cs = 0;
	for (int t = 0; t <= 255; t += 15) {
		struct rgb m = blend(red, sky, t);
		cs = cs * 31 + (unsigned)(m.r << 16 | m.g << 8 | m.b);
	}
	printf("blend checksum %08x\n", cs);

	struct mixed m = { 1, 10.0f };
	for (int i = 0; i < 8; i++)
		m = mixed_step(m);
	printf("mixed %d %.4f\n", m.i, (double)m.f);

	struct big bigs[4];
	int bsum = 0;
	for (int i = 0; i < 4; i++) {
		bigs[i] = big_fill(i + 3);
		bsum += big_sum(bigs[i]);
	}
	struct big copy = bigs[2];
	copy.v[15] = -1;
	printf("big sums %d first %d copy %d/%d tag %s\n", bsum, bigs[0].v[0], bigs[2].v[15], copy.v[15], copy.tag);

	struct vec2 poly_pts[] = { { 0, 0 }, { 4, 0 }, { 4, 3 }, { 2, 5 }, { 0, 3 } };
	struct shape shapes[] = {
		{ .kind = SHAPE_CIRCLE, .circle = { { 0, 0 }, 2.0f } },
		{ .kind = SHAPE_RECT, .rect = { { -1, -1 }, { 3, 2 }, { 1, 2, 3 } } },
		{ .kind = SHAPE_TRI, .tri = { { 0, 0 }, { 4, 0 }, { 0, 3 } } },
		{ .kind = SHAPE_POLY, .poly = { 5, poly_pts } },
	};
	float total = 0;
	for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
		float ar = shape_area(&shapes[i]);
		printf("shape kind %d area %.3f\n", shapes[i].kind, (double)ar);
		total += ar;
	}
	printf("total area %.3f, rect color %d,%d,%d\n", (double)total, shapes[1].rect.color.r,
	       shapes[1].rect.color.g, shapes[1].rect.color.b);

	struct body bodies[3] = {
		{ "sun", { 0, 0, 0 }, { 0, 0, 0 }, 100.0 },
		{ "earth", { 10, 0, 0 }, { 0, 3.0, 0 }, 1.0 },
		{ "moon", { 10.5, 0, 0 }, { 0, 3.4, 0.1 }, 0.01 },
	};
	simulate(bodies, 3, 500, 0.01);
	for (int i = 0; i < 3; i++)
		printf("%-6s pos %.6f %.6f %.6f\n", bodies[i].name, bodies[i].pos.x, bodies[i].pos.y,
		       bodies[i].pos.z);

	struct flags fl = { 0 };
	unsigned long long fsum = 0;
	for (int i = 0; i < 100; i++) {
		fl.ready = !fl.ready;
		fl.mode = (unsigned)(fl.mode + 3);
		fl.delta = (signed)(i % 31) - 15;
		fl.count = (unsigned)(fl.count + (unsigned)i);
		fl.wide = (fl.wide * 3 + 12345) & 0xffffffffffull;
		fsum += fl.ready + fl.mode * 2u + (unsigned)(fl.delta + 16) * 16u + fl.count * 512u + fl.wide;
	}
	printf("bitfields %d %u %d %u %llu sum %llu size %zu\n", fl.ready, fl.mode, fl.delta, fl.count,
	       (unsigned long long)fl.wide, fsum, sizeof fl);

	struct packet *pk = packet_new(9, "hello, packet");
	unsigned psum = pk->kind;
	for (int i = 0; i < pk->len; i++)
		psum = psum * 7 + pk->data[i];
	printf("packet len %d sum %u offsetof data %zu\n", pk->len, psum, offsetof(struct packet, data));
	free(pk);

	printf("sizes rect %zu body %zu shape %zu big %zu offset body.vel %zu rect.color %zu\n",
	       sizeof(struct rect), sizeof(struct body), sizeof(struct shape), sizeof(struct big),
	       offsetof(struct body, vel), offsetof(struct rect, color));

	struct rect rs[3] = { [2] = { .max = { 9, 9 } }, [0].color.g = 200 };
	struct rect *rp = &rs[1];
	*rp = (struct rect){ { 1, 1 }, { 2, 2 }, { 3, 3, 3 } };
	printf("designated %.1f %d %.1f %d\n", (double)rs[2].max.y, rs[0].color.g, (double)rs[1].min.x,
	       rs[1].color.b);
	struct inventory inv = { { { "bolt", 120, 0.05 }, { "gear", 8, 4.5 }, { "belt", 3, 12.0 },
				   { "nut", 300, 0.02 }, { "axle", 2, 30.0 } }, 5, 0 };
	struct inventory sorted = inventory_sorted(inv);
	printf("inventory total %.2f:", sorted.total);
	for (int i = 0; i < sorted.n; i++)
		printf(" %s", sorted.items[i].name);
	printf(" (original first %s)\n", inv.items[0].name);
	return 0;
}
