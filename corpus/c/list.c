/* list.c - singly linked lists on the heap. */
#include <stdlib.h>

struct node {
	long value;
	struct node *next;
};

struct node *push(struct node *head, long v)
{
	struct node *n = malloc(sizeof *n);
	if (!n)
		return head;
	n->value = v;
	n->next = head;
	return n;
}

struct node *reverse(struct node *head)
{
	struct node *prev = NULL;
	while (head) {
		struct node *next = head->next;
		head->next = prev;
		prev = head;
		head = next;
	}
	return prev;
}

long sum(const struct node *n)
{
	long s = 0;
	for (; n; n = n->next)
		s += n->value;
	return s;
}

size_t length(const struct node *n) { return n ? 1 + length(n->next) : 0; }

struct node *find(struct node *n, long v)
{
	while (n && n->value != v)
		n = n->next;
	return n;
}

struct node *remove_value(struct node *head, long v)
{
	struct node **pp = &head;
	while (*pp) {
		if ((*pp)->value == v) {
			struct node *dead = *pp;
			*pp = dead->next;
			free(dead);
		} else {
			pp = &(*pp)->next;
		}
	}
	return head;
}

void free_list(struct node *n)
{
	while (n) {
		struct node *next = n->next;
		free(n);
		n = next;
	}
}

long build_and_sum(int count)
{
	struct node *l = NULL;
	for (int i = 0; i < count; i++)
		l = push(l, i * 3L);
	l = reverse(l);
	l = remove_value(l, 9);
	long s = sum(l) + (long)length(l);
	free_list(l);
	return s;
}
