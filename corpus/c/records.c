/* records.c - structs, unions, bit-fields, by-value passing. */
#include <string.h>

struct point { int x, y; };
struct rect { struct point min, max; };
struct flags { unsigned ready : 1, mode : 3, level : 4; int rest : 24; };
union num { int i; float f; unsigned char bytes[4]; };
struct big { long a[6]; char name[16]; };

struct point add(struct point a, struct point b) { return (struct point){a.x + b.x, a.y + b.y}; }

long area(const struct rect *r) { return (long)(r->max.x - r->min.x) * (r->max.y - r->min.y); }

struct rect bounds(const struct point *p, int n)
{
	struct rect r = {p[0], p[0]};
	for (int i = 1; i < n; i++) {
		if (p[i].x < r.min.x) r.min.x = p[i].x;
		if (p[i].y < r.min.y) r.min.y = p[i].y;
		if (p[i].x > r.max.x) r.max.x = p[i].x;
		if (p[i].y > r.max.y) r.max.y = p[i].y;
	}
	return r;
}

unsigned pack_flags(unsigned ready, unsigned mode, unsigned level)
{
	struct flags f = {0};
	f.ready = ready;
	f.mode = mode;
	f.level = level;
	f.rest = -5;
	return f.mode * 100 + f.level + f.ready + (unsigned)f.rest;
}

unsigned float_bits(float f)
{
	union num u;
	u.f = f;
	return (unsigned)u.i ^ u.bytes[0];
}

struct big make_big(long seed, const char *name)
{
	struct big b;
	for (int i = 0; i < 6; i++)
		b.a[i] = seed * i;
	strncpy(b.name, name, sizeof b.name - 1);
	b.name[15] = 0;
	return b;
}

long big_sum(struct big b)
{
	long s = 0;
	for (int i = 0; i < 6; i++)
		s += b.a[i];
	return s + b.name[0];
}

void swap_points(struct point *a, struct point *b)
{
	struct point t = *a;
	*a = *b;
	*b = t;
}
