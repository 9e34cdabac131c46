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
	c->ir = c->uniq = c->arena;
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
	symtab_free(c->syms);
	table_free(c->types);
	attrtab_free(c->attrs);
	map_free(&c->modsyms);
	map_free(&c->modsym_ix);
	vec_free(&c->modsym_ptrs);
	if (c->spare_state) {
		opstate_free(c->spare_state);
		free(c->spare_state);
	}
	if (c->uniq != c->arena)
		arena_free(c->uniq);
	arena_free(c->arena);
	free(c);
}

bool uniq_drop_name(Ctx *c, Sym *name)
{
	if (c->made.n > sizeof c->made.v / sizeof c->made.v[0] || name->pinned)
		return false;
	for (unsigned i = 0; i < c->made.n; i++) {
		uintptr_t v = c->made.v[i];
		Attr *a = (Attr *)(v & ~(uintptr_t)1);
		if (!(v & 1) ? (Sym *)v != name
		             : !((a->kind == ATTR_STRING && a->s.str == name) ||
		                 (a->kind == ATTR_SYMREF && a->sym.n == 1 && a->sym.path[0] == name)))
			return false;
	}
	for (unsigned i = c->made.n; i-- > 0;) {
		uintptr_t v = c->made.v[i];
		if (v & 1)
			attr_forget(c, (Attr *)(v & ~(uintptr_t)1));
		else
			sym_forget(c, (Sym *)v);
	}
	c->made.n = 0;
	return true;
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
