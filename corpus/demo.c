/* demo.c - source of demo.ll (clang-19 -S -emit-llvm -O0 demo.c): a small
 * program with a struct, a loop, a switch and a call through a pointer. */
#include <stdio.h>

struct point { int x, y; };

static int manhattan(struct point a, struct point b)
{
	int dx = a.x - b.x, dy = a.y - b.y;
	return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

static const char *quadrant(struct point p)
{
	switch ((p.x >= 0) * 2 + (p.y >= 0)) {
	case 3: return "I";
	case 1: return "II";
	case 0: return "III";
	default: return "IV";
	}
}

int main(void)
{
	struct point pts[4] = {{1, 2}, {-3, 4}, {-5, -6}, {7, -8}};
	int (*dist)(struct point, struct point) = manhattan;
	int total = 0;
	for (int i = 0; i < 4; i++) {
		total += dist(pts[i], pts[(i + 1) % 4]);
		printf("(%d, %d) is in quadrant %s\n", pts[i].x, pts[i].y, quadrant(pts[i]));
	}
	printf("tour length %d\n", total);
	return 0;
}
