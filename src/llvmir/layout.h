/* layout.h - a module's data layout as LLVM's DataLayout answers it
 * (ll_layout.c): the alignments and sizes the .ll printer writes where
 * MLIR gives none, and the importer where the .ll gives none (LLVM's
 * parser: a load's or store's ABI alignment, an alloca's preferred one,
 * an atomic's store size). */
#ifndef XLATE_LLVMIR_LAYOUT_H
#define XLATE_LLVMIR_LAYOUT_H

#include "xlate/ir.h"

/* A data layout's alignments (ll_layout.c), in bits as the string gives
 * them: tables sorted by width; ptrs by address space (bits = the space) */
enum { LAYOUT_CAP = 24 };
typedef struct LayoutSpec {
	unsigned bits, abi, pref;
} LayoutSpec;
typedef struct Layout {
	LayoutSpec ints[LAYOUT_CAP], floats[LAYOUT_CAP], vecs[LAYOUT_CAP], ptrs[LAYOUT_CAP];
	unsigned ptr_bits[LAYOUT_CAP];   /* a pointer's size, by ptrs' index */
	unsigned nint, nfloat, nvec, nptr;
	unsigned agg_abi, agg_pref;      /* "a:" */
	uint32_t id;                     /* this layout's number: the identified structs' alignments are kept for it */
} Layout;

void layout_default(Layout *l);                       /* LLVM's default layout */
void layout_read(Layout *l, const char *s, size_t len);  /* a datalayout string */
uint64_t layout_align(const Layout *l, Type *t, bool pref);   /* bytes: ABI (pref: preferred) alignment; 0 for non-sized */
bool layout_sized_walk(Type *t);   /* layout_sized of an array or struct */
/* LLVM's Type::isSized: not void, label, metadata, token or a function,
 * nor an opaque struct or one containing itself (inline: most are scalars) */
static inline bool layout_kind_unsized(TypeKind k)
{
	return k == TY_LLVM_VOID || k == TY_LLVM_LABEL || k == TY_LLVM_METADATA || k == TY_LLVM_TOKEN ||
	       k == TY_LLVM_FUNC || k == TY_FUNC || k == TY_NONE;
}
static inline bool layout_sized(Type *t)
{
	if (t->kind == TY_LLVM_STRUCT || t->kind == TY_LLVM_ARRAY)
		return layout_sized_walk(t);
	return !layout_kind_unsized(t->kind);
}
uint64_t layout_store_size(const Layout *l, Type *t);   /* bytes a scalar takes */

#endif
