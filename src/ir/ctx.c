/* ctx.c - the Ctx: owner of the arena, the interner, the type and
 * attribute uniquers, the well-known names and the source buffers. */
#include <string.h>

#include "xlate/ir.h"
#include "ir/private.h"

void *table_new(size_t size)
{
	Map *t = xmalloc(size);
	memset(t, 0, size);
	map_clear(t, 511);
	return t;
}

void table_free(void *t)
{
	if (!t)
		return;
	map_free(t);
	free(t);
}

Ctx *ctx_new(void)
{
	op_kinds_init();
	Ctx *c = xmalloc(sizeof *c);
	memset(c, 0, sizeof *c);
	c->arena = arena_new();
	c->ir = c->arena;
	c->syms = symtab_new();
	c->types = typetab_new();
	c->attrs = attrtab_new();
	c->diag_out = stderr;
	c->index_bitwidth = 64;
	c->llvm_version = 22;
	static const char *const names[NSYMS] = {
#define X(id, s) s,
		XSYMS(X)
#undef X
	};
	for (int i = 0; i < NSYMS; i++)
		c->sym[i] = intern_c(c, names[i]);
	return c;
}

void ctx_free(Ctx *c)
{
	if (!c)
		return;
	map_free(&c->locs);
	map_free(&c->loc_aliases);
	table_free(c->syms);
	table_free(c->types);
	table_free(c->attrs);
	map_free(&c->modsyms);
	if (c->spare_state) {
		opstate_free(c->spare_state);
		free(c->spare_state);
	}
	arena_free(c->arena);
	free(c);
}

Source *ctx_add_source(Ctx *c, const char *file, const char *buf, size_t len)
{
	Source *s = arena_alloc(c->arena, sizeof *s);
	s->file = intern_c(c, file);
	s->buf = buf;
	s->len = len;
	s->next = c->sources;
	c->sources = s;
	return s;
}
