/* trees.c - dynamic data structures with malloc/free and recursion: a
 * singly linked list (push, reverse, merge sort, remove-if), a doubly
 * linked deque, an AVL tree (insert, delete, rotations, height checks,
 * in-order traversal, range counts), a binary heap priority queue and a
 * trie of words.  Everything is freed; results are printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct lnode {
	int value;
	struct lnode *next;
};

static struct lnode *push(struct lnode *head, int v)
{
	struct lnode *n = malloc(sizeof *n);
	n->value = v;
	n->next = head;
	return n;
}

static struct lnode *reverse(struct lnode *head)
{
	struct lnode *prev = NULL;
	while (head) {
		struct lnode *next = head->next;
		head->next = prev;
		prev = head;
		head = next;
	}
	return prev;
}

static struct lnode *merge(struct lnode *a, struct lnode *b)
{
	struct lnode dummy = { 0, NULL }, *tail = &dummy;
	while (a && b) {
		if (a->value <= b->value) {
			tail->next = a;
			a = a->next;
		} else {
			tail->next = b;
			b = b->next;
		}
		tail = tail->next;
	}
	tail->next = a ? a : b;
	return dummy.next;
}

static struct lnode *list_sort(struct lnode *head)
{
	if (!head || !head->next)
		return head;
	struct lnode *slow = head, *fast = head->next;
	while (fast && fast->next) {
		slow = slow->next;
		fast = fast->next->next;
	}
	struct lnode *second = slow->next;
	slow->next = NULL;
	return merge(list_sort(head), list_sort(second));
}

static struct lnode *remove_if(struct lnode *head, int (*pred)(int), int *removed)
{
	struct lnode **pp = &head;
	while (*pp) {
		if (pred((*pp)->value)) {
			struct lnode *dead = *pp;
			*pp = dead->next;
			free(dead);
			(*removed)++;
		} else {
			pp = &(*pp)->next;
		}
	}
	return head;
}

static int is_multiple_of_3(int v) { return v % 3 == 0; }

static void list_free(struct lnode *h)
{
	while (h) {
		struct lnode *n = h->next;
		free(h);
		h = n;
	}
}

struct dnode {
	int value;
	struct dnode *prev, *next;
};

struct deque {
	struct dnode *head, *tail;
	int size;
};

static void dq_push_front(struct deque *d, int v)
{
	struct dnode *n = malloc(sizeof *n);
	*n = (struct dnode){ v, NULL, d->head };
	if (d->head) d->head->prev = n; else d->tail = n;
	d->head = n;
	d->size++;
}

static void dq_push_back(struct deque *d, int v)
{
	struct dnode *n = malloc(sizeof *n);
	*n = (struct dnode){ v, d->tail, NULL };
	if (d->tail) d->tail->next = n; else d->head = n;
	d->tail = n;
	d->size++;
}

static int dq_pop_front(struct deque *d)
{
	struct dnode *n = d->head;
	int v = n->value;
	d->head = n->next;
	if (d->head) d->head->prev = NULL; else d->tail = NULL;
	free(n);
	d->size--;
	return v;
}

static int dq_pop_back(struct deque *d)
{
	struct dnode *n = d->tail;
	int v = n->value;
	d->tail = n->prev;
	if (d->tail) d->tail->next = NULL; else d->head = NULL;
	free(n);
	d->size--;
	return v;
}

struct avl {
	int key, height, count;
	struct avl *left, *right;
};

static int height(const struct avl *t) { return t ? t->height : 0; }
static int size(const struct avl *t) { return t ? t->count : 0; }
static int imax(int a, int b) { return a > b ? a : b; }

static struct avl *fix(struct avl *t)
{
	t->height = 1 + imax(height(t->left), height(t->right));
	t->count = 1 + size(t->left) + size(t->right);
	return t;
}

static struct avl *rot_right(struct avl *t)
{
	struct avl *l = t->left;
	t->left = l->right;
	l->right = fix(t);
	return fix(l);
}

static struct avl *rot_left(struct avl *t)
{
	struct avl *r = t->right;
	t->right = r->left;
	r->left = fix(t);
	return fix(r);
}

static struct avl *balance(struct avl *t)
{
	fix(t);
	int bf = height(t->left) - height(t->right);
	if (bf > 1) {
		if (height(t->left->left) < height(t->left->right))
			t->left = rot_left(t->left);
		return rot_right(t);
	}
	if (bf < -1) {
		if (height(t->right->right) < height(t->right->left))
			t->right = rot_right(t->right);
		return rot_left(t);
	}
	return t;
}

static struct avl *avl_insert(struct avl *t, int key)
{
	if (!t) {
		t = calloc(1, sizeof *t);
		t->key = key;
		return fix(t);
	}
	if (key < t->key)
		t->left = avl_insert(t->left, key);
	else if (key > t->key)
		t->right = avl_insert(t->right, key);
	return balance(t);
}

static struct avl *avl_delete(struct avl *t, int key)
{
	if (!t)
		return NULL;
	if (key < t->key) {
		t->left = avl_delete(t->left, key);
	} else if (key > t->key) {
		t->right = avl_delete(t->right, key);
	} else {
		if (!t->left || !t->right) {
			struct avl *c = t->left ? t->left : t->right;
			free(t);
			return c;
		}
		struct avl *m = t->right;
		while (m->left)
			m = m->left;
		t->key = m->key;
		t->right = avl_delete(t->right, m->key);
	}
	return balance(t);
}

/* Checks the AVL and order invariants; returns the number of violations. */
static int avl_check(const struct avl *t, long lo, long hi)
{
	if (!t)
		return 0;
	int bad = t->key <= lo || t->key >= hi;
	int bf = height(t->left) - height(t->right);
	bad += bf < -1 || bf > 1;
	bad += t->height != 1 + imax(height(t->left), height(t->right));
	bad += t->count != 1 + size(t->left) + size(t->right);
	return bad + avl_check(t->left, lo, t->key) + avl_check(t->right, t->key, hi);
}

static int count_less(const struct avl *t, int key)
{
	if (!t)
		return 0;
	if (key <= t->key)
		return count_less(t->left, key);
	return size(t->left) + 1 + count_less(t->right, key);
}

static void inorder(const struct avl *t, void (*visit)(int, void *), void *ctx)
{
	if (!t)
		return;
	inorder(t->left, visit, ctx);
	visit(t->key, ctx);
	inorder(t->right, visit, ctx);
}

static void hash_visit(int key, void *ctx) { *(unsigned *)ctx = *(unsigned *)ctx * 31u + (unsigned)key; }

static void avl_free(struct avl *t)
{
	if (!t)
		return;
	avl_free(t->left);
	avl_free(t->right);
	free(t);
}

struct trie {
	struct trie *child[26];
	int terminal;
};

static int trie_insert(struct trie *t, const char *w)
{
	for (; *w; w++) {
		int c = *w - 'a';
		if (!t->child[c])
			t->child[c] = calloc(1, sizeof *t);
		t = t->child[c];
	}
	int fresh = !t->terminal;
	t->terminal = 1;
	return fresh;
}

static int trie_count_prefix(const struct trie *t, const char *prefix)
{
	for (; *prefix && t; prefix++)
		t = t->child[*prefix - 'a'];
	if (!t)
		return 0;
	int n = t->terminal;
	for (int i = 0; i < 26; i++)
		if (t->child[i])
			n += trie_count_prefix(t->child[i], "");
	return n;
}

static void trie_free(struct trie *t)
{
	for (int i = 0; i < 26; i++)
		if (t->child[i])
			trie_free(t->child[i]);
	free(t);
}

int main(void)
{
	struct lnode *l = NULL;
	unsigned seed = 99;
	for (int i = 0; i < 1000; i++) {
		seed = seed * 1103515245u + 12345u;
		l = push(l, (int)(seed >> 16) % 5000);
	}
	l = list_sort(reverse(l));
	int removed = 0, prev = -1, ordered = 1;
	long sum = 0;
	l = remove_if(l, is_multiple_of_3, &removed);
	for (struct lnode *n = l; n; n = n->next) {
		ordered &= n->value >= prev;
		prev = n->value;
		sum += n->value;
	}
	printf("list: removed %d ordered %d sum %ld max %d\n", removed, ordered, sum, prev);
	list_free(l);

	struct deque d = { NULL, NULL, 0 };
	long dq = 0;
	for (int i = 0; i < 100; i++) {
		if (i % 3) dq_push_back(&d, i); else dq_push_front(&d, -i);
		if (i % 7 == 6) dq = dq * 3 + dq_pop_front(&d) - dq_pop_back(&d);
	}
	int left = d.size;
	while (d.size)
		dq += d.size % 2 ? dq_pop_front(&d) : dq_pop_back(&d);
	printf("deque: %d left, result %ld\n", left, dq);

	struct avl *t = NULL;
	for (int i = 0; i < 4000; i++)
		t = avl_insert(t, (i * 7919) % 10007);
	printf("avl: size %d height %d violations %d\n", size(t), height(t), avl_check(t, -1, 1L << 40));
	for (int i = 0; i < 10007; i += 3)
		t = avl_delete(t, i);
	unsigned h = 0;
	inorder(t, hash_visit, &h);
	printf("avl after deletes: size %d height %d violations %d hash %08x below-5000 %d\n", size(t),
	       height(t), avl_check(t, -1, 1L << 40), h, count_less(t, 5000));
	avl_free(t);

	struct trie *root = calloc(1, sizeof *root);
	static const char *const words[] = { "tree", "trie", "tried", "tries", "trip", "trap", "tram",
					     "train", "tree", "be", "bee", "been", "beet", "a" };
	int fresh = 0;
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		fresh += trie_insert(root, words[i]);
	printf("trie: %d distinct, tr* %d, tri* %d, be* %d, x* %d, all %d\n", fresh,
	       trie_count_prefix(root, "tr"), trie_count_prefix(root, "tri"),
	       trie_count_prefix(root, "be"), trie_count_prefix(root, "x"), trie_count_prefix(root, ""));
	trie_free(root);
	return 0;
}
