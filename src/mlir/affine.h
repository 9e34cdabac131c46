/* affine.h - the canonical text of an affine map, as mlir-opt-19 prints
 * it, and what the lowering reads of it (AffineForm). */
#ifndef XLATE_MLIR_AFFINE_H
#define XLATE_MLIR_AFFINE_H

#include "xlate/ir.h"

/* Appends to o the canonical form of the map body s[0..n) (the text
 * between "affine_map<" and ">"): "(i, j)[M] -> (M * i + j + 1)" gives
 * "(d0, d1)[s0] -> (d0 * s0 + d1 + 1)".  Returns false, with o in an
 * unspecified state, when the text is not an affine map it handles.
 * With form, also sets *form (in c's arena). */
bool affine_map_canon(Ctx *c, Out *o, const char *s, size_t n, const AffineForm **form);

#endif
