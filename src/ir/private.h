/* private.h - what the files of src/ir/ share with each other only:
 * constructors/destructors of the uniquing tables owned by the Ctx. */
#ifndef XLATE_IR_PRIVATE_H
#define XLATE_IR_PRIVATE_H

#include "xlate/ir.h"

void op_kinds_init(void);   /* op.c: the name -> kind table, once per process */
/* Records what a uniquer made (Ctx.made): a Sym, an attribute (tag 1) or
 * a type (NULL). */
static inline void made_note(Ctx *c, const void *p, unsigned tag)
{
	if (c->made.n < sizeof c->made.v / sizeof c->made.v[0])
		c->made.v[c->made.n] = p ? (uintptr_t)p | tag : 0;
	c->made.n++;
}
void sym_forget(Ctx *c, Sym *y);     /* intern.c: y out of the interner */
void attr_forget(Ctx *c, Attr *a);   /* attr.c: a out of the uniquer */
/* The uniquing tables: structs whose first member is their Map. */
void *table_new(size_t size);    /* zeroed, the Map sized for 512 entries (ctx.c) */
void table_free(void *t);
SymTab *symtab_new(void);
void symtab_free(SymTab *t);
TypeTab *typetab_new(void);
AttrTab *attrtab_new(void);
void attrtab_free(AttrTab *t);
/* The unique attribute equal to the template (attr.c), for llattr.c. */
Attr *attr_unique_(Ctx *c, Attr *ap);
/* Sorts v by name (strcmp); of equal names the last stays.  Returns n. */
unsigned named_sort(NamedAttr *v, unsigned n);
/* d rounded to nearest-even to a format of ebits exponent and mbits
 * fraction bits; *tie set when d was exactly halfway (if tie != NULL). */
uint64_t round_double_to(double d, unsigned ebits, unsigned mbits, bool *tie);

#endif
