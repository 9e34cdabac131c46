/* graph.c - graph algorithms on a generated weighted graph stored as
 * adjacency lists in arrays: BFS distances, iterative DFS with an
 * explicit stack, connected components with union-find (path halving,
 * union by rank), Kruskal's minimum spanning tree (qsort of edges),
 * Dijkstra with a binary heap, Floyd-Warshall on a small dense graph,
 * topological sort of a DAG (Kahn) and strongly connected components
 * (Tarjan, recursive).  Prints sizes, costs and checksums. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <limits.h>

#define V 400
#define E 1600

struct edge { int u, v, w; };

struct graph {
	int n, m;
	int head[V], next[2 * E], to[2 * E], wt[2 * E];
};

static uint32_t seed = 42;
static uint32_t rnd(uint32_t n)
{
	seed = seed * 1664525u + 1013904223u;
	return (seed >> 8) % n;
}

static void add_arc(struct graph *g, int u, int v, int w)
{
	g->to[g->m] = v;
	g->wt[g->m] = w;
	g->next[g->m] = g->head[u];
	g->head[u] = g->m++;
}

static void bfs(const struct graph *g, int src, int *dist)
{
	int queue[V], qh = 0, qt = 0;
	for (int i = 0; i < g->n; i++)
		dist[i] = -1;
	dist[src] = 0;
	queue[qt++] = src;
	while (qh < qt) {
		int u = queue[qh++];
		for (int e = g->head[u]; e >= 0; e = g->next[e])
			if (dist[g->to[e]] < 0) {
				dist[g->to[e]] = dist[u] + 1;
				queue[qt++] = g->to[e];
			}
	}
}

static int dfs_order(const struct graph *g, int src, int *order)
{
	int stack[2 * E + 1], sp = 0, n = 0;
	char seen[V] = { 0 };
	stack[sp++] = src;
	while (sp) {
		int u = stack[--sp];
		if (seen[u])
			continue;
		seen[u] = 1;
		order[n++] = u;
		for (int e = g->head[u]; e >= 0; e = g->next[e])
			if (!seen[g->to[e]])
				stack[sp++] = g->to[e];
	}
	return n;
}

struct dsu { int parent[V], rank[V]; };

static void dsu_init(struct dsu *d, int n)
{
	for (int i = 0; i < n; i++) {
		d->parent[i] = i;
		d->rank[i] = 0;
	}
}

static int dsu_find(struct dsu *d, int x)
{
	while (d->parent[x] != x) {
		d->parent[x] = d->parent[d->parent[x]];
		x = d->parent[x];
	}
	return x;
}

static int dsu_union(struct dsu *d, int a, int b)
{
	a = dsu_find(d, a);
	b = dsu_find(d, b);
	if (a == b)
		return 0;
	if (d->rank[a] < d->rank[b]) { int t = a; a = b; b = t; }
	d->parent[b] = a;
	if (d->rank[a] == d->rank[b])
		d->rank[a]++;
	return 1;
}

static int by_weight(const void *x, const void *y)
{
	const struct edge *a = x, *b = y;
	if (a->w != b->w)
		return a->w - b->w;
	if (a->u != b->u)
		return a->u - b->u;
	return a->v - b->v;
}

struct heap_item { long dist; int node; };
struct heap { struct heap_item *a; int n; };

static void heap_push(struct heap *h, long d, int node)
{
	int i = h->n++;
	h->a[i] = (struct heap_item){ d, node };
	while (i > 0) {
		int p = (i - 1) / 2;
		if (h->a[p].dist <= h->a[i].dist)
			break;
		struct heap_item t = h->a[p];
		h->a[p] = h->a[i];
		h->a[i] = t;
		i = p;
	}
}

static struct heap_item heap_pop(struct heap *h)
{
	struct heap_item top = h->a[0];
	h->a[0] = h->a[--h->n];
	int i = 0;
	for (;;) {
		int l = 2 * i + 1, r = l + 1, m = i;
		if (l < h->n && h->a[l].dist < h->a[m].dist) m = l;
		if (r < h->n && h->a[r].dist < h->a[m].dist) m = r;
		if (m == i)
			break;
		struct heap_item t = h->a[m];
		h->a[m] = h->a[i];
		h->a[i] = t;
		i = m;
	}
	return top;
}

static void dijkstra(const struct graph *g, int src, long *dist)
{
	struct heap h = { malloc(sizeof(struct heap_item) * (2 * E + V)), 0 };
	for (int i = 0; i < g->n; i++)
		dist[i] = LONG_MAX;
	dist[src] = 0;
	heap_push(&h, 0, src);
	while (h.n) {
		struct heap_item it = heap_pop(&h);
		if (it.dist > dist[it.node])
			continue;
		for (int e = g->head[it.node]; e >= 0; e = g->next[e]) {
			long nd = it.dist + g->wt[e];
			if (nd < dist[g->to[e]]) {
				dist[g->to[e]] = nd;
				heap_push(&h, nd, g->to[e]);
			}
		}
	}
	free(h.a);
}

#define FW 40
static void floyd_warshall(int d[FW][FW])
{
	for (int k = 0; k < FW; k++)
		for (int i = 0; i < FW; i++)
			for (int j = 0; j < FW; j++)
				if (d[i][k] != INT_MAX && d[k][j] != INT_MAX && d[i][k] + d[k][j] < d[i][j])
					d[i][j] = d[i][k] + d[k][j];
}

static int topo_sort(int n, const struct edge *es, int m, int *out)
{
	int indeg[V] = { 0 }, queue[V], qh = 0, qt = 0, k = 0;
	for (int i = 0; i < m; i++)
		indeg[es[i].v]++;
	for (int i = 0; i < n; i++)
		if (!indeg[i])
			queue[qt++] = i;
	while (qh < qt) {
		int u = queue[qh++];
		out[k++] = u;
		for (int i = 0; i < m; i++)
			if (es[i].u == u && --indeg[es[i].v] == 0)
				queue[qt++] = es[i].v;
	}
	return k;
}

struct tarjan {
	const struct graph *g;
	int index[V], low[V], onstack[V], stack[V], sp, counter, ncomp, largest;
};

static void strongconnect(struct tarjan *t, int u)
{
	t->index[u] = t->low[u] = t->counter++;
	t->stack[t->sp++] = u;
	t->onstack[u] = 1;
	for (int e = t->g->head[u]; e >= 0; e = t->g->next[e]) {
		int v = t->g->to[e];
		if (t->index[v] < 0) {
			strongconnect(t, v);
			if (t->low[v] < t->low[u]) t->low[u] = t->low[v];
		} else if (t->onstack[v] && t->index[v] < t->low[u]) {
			t->low[u] = t->index[v];
		}
	}
	if (t->low[u] == t->index[u]) {
		int size = 0, v;
		do {
			v = t->stack[--t->sp];
			t->onstack[v] = 0;
			size++;
		} while (v != u);
		t->ncomp++;
		if (size > t->largest)
			t->largest = size;
	}
}

int main(void)
{
	static struct graph g, dg;
	static struct edge edges[E];
	g.n = dg.n = V;
	memset(g.head, -1, sizeof g.head);
	memset(dg.head, -1, sizeof dg.head);
	for (int i = 0; i < E; i++) {
		int u = (int)rnd(V), v = (int)rnd(V);
		if (i < V - 100)
			v = (u + 1) % V; /* a long path keeps most nodes connected */
		edges[i] = (struct edge){ u, v, 1 + (int)rnd(100) };
		add_arc(&g, u, v, edges[i].w);
		add_arc(&g, v, u, edges[i].w);
		add_arc(&dg, u, v, edges[i].w);
	}

	int dist[V], reach = 0, far = 0;
	bfs(&g, 0, dist);
	for (int i = 0; i < V; i++)
		if (dist[i] >= 0) {
			reach++;
			if (dist[i] > far) far = dist[i];
		}
	printf("bfs: reachable %d eccentricity %d\n", reach, far);

	int order[V];
	int n = dfs_order(&g, 0, order);
	unsigned oh = 0;
	for (int i = 0; i < n; i++)
		oh = oh * 131 + (unsigned)order[i];
	printf("dfs: visited %d order hash %08x\n", n, oh);

	static struct dsu d;
	dsu_init(&d, V);
	qsort(edges, E, sizeof edges[0], by_weight);
	long mst = 0;
	int used = 0;
	for (int i = 0; i < E; i++)
		if (dsu_union(&d, edges[i].u, edges[i].v)) {
			mst += edges[i].w;
			used++;
		}
	int comps = 0;
	for (int i = 0; i < V; i++)
		comps += dsu_find(&d, i) == i;
	printf("kruskal: %d edges, weight %ld, components %d\n", used, mst, comps);

	long sd[V], total = 0;
	dijkstra(&g, 0, sd);
	int unreachable = 0;
	for (int i = 0; i < V; i++) {
		if (sd[i] == LONG_MAX) unreachable++;
		else total += sd[i];
	}
	printf("dijkstra: total %ld unreachable %d to-199 %ld\n", total, unreachable, sd[199]);

	static int fw[FW][FW];
	for (int i = 0; i < FW; i++)
		for (int j = 0; j < FW; j++)
			fw[i][j] = i == j ? 0 : rnd(4) == 0 ? 1 + (int)rnd(50) : INT_MAX;
	floyd_warshall(fw);
	long fsum = 0;
	int inf = 0;
	for (int i = 0; i < FW; i++)
		for (int j = 0; j < FW; j++) {
			if (fw[i][j] == INT_MAX) inf++;
			else fsum += fw[i][j];
		}
	printf("floyd: sum %ld unreachable pairs %d\n", fsum, inf);

	struct edge dag[300];
	for (int i = 0; i < 300; i++) {
		int a = (int)rnd(100), b = (int)rnd(100);
		if (a == b) b = (b + 1) % 100;
		dag[i] = (struct edge){ a < b ? a : b, a < b ? b : a, 0 };
	}
	int topo[V];
	int k = topo_sort(100, dag, 300, topo);
	int pos[100], valid = 1;
	for (int i = 0; i < k; i++) pos[topo[i]] = i;
	for (int i = 0; i < 300 && k == 100; i++) valid &= pos[dag[i].u] < pos[dag[i].v];
	printf("topo: %d nodes ordered, valid %d, first %d last %d\n", k, valid, topo[0], topo[k - 1]);

	static struct tarjan t;
	t.g = &dg;
	for (int i = 0; i < V; i++) t.index[i] = -1;
	for (int i = 0; i < V; i++)
		if (t.index[i] < 0)
			strongconnect(&t, i);
	printf("tarjan: %d components, largest %d\n", t.ncomp, t.largest);
	return 0;
}
