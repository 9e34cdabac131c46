/* tree.c - binary search trees. */
#include <stdlib.h>

struct tree {
	int key;
	struct tree *left, *right;
};

struct tree *insert(struct tree *t, int key)
{
	if (!t) {
		t = malloc(sizeof *t);
		if (t) {
			t->key = key;
			t->left = t->right = NULL;
		}
		return t;
	}
	if (key < t->key)
		t->left = insert(t->left, key);
	else if (key > t->key)
		t->right = insert(t->right, key);
	return t;
}

int contains(const struct tree *t, int key)
{
	while (t) {
		if (key == t->key)
			return 1;
		t = key < t->key ? t->left : t->right;
	}
	return 0;
}

int height(const struct tree *t)
{
	if (!t)
		return 0;
	int l = height(t->left), r = height(t->right);
	return 1 + (l > r ? l : r);
}

int count(const struct tree *t) { return t ? 1 + count(t->left) + count(t->right) : 0; }

void inorder(const struct tree *t, void (*visit)(int, void *), void *ctx)
{
	if (!t)
		return;
	inorder(t->left, visit, ctx);
	visit(t->key, ctx);
	inorder(t->right, visit, ctx);
}

static void add_to(int key, void *ctx) { *(long *)ctx += key; }

long tree_sum(const struct tree *t)
{
	long s = 0;
	inorder(t, add_to, &s);
	return s;
}

void destroy(struct tree *t)
{
	if (!t)
		return;
	destroy(t->left);
	destroy(t->right);
	free(t);
}

int min_key(const struct tree *t)
{
	while (t->left)
		t = t->left;
	return t->key;
}
