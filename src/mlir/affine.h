/* affine.h - the canonical text of an affine map, as mlir-opt-19 prints it. */
#ifndef XLATE_MLIR_AFFINE_H
#define XLATE_MLIR_AFFINE_H

#include "xlate/ir.h"

/* Appends to o the canonical form of the map body s[0..n) (the text
 * between "affine_map<" and ">"): "(i, j)[M] -> (M * i + j + 1)" gives
 * "(d0, d1)[s0] -> (d0 * s0 + d1 + 1)".  Returns false, with o in an
 * unspecified state, when the text is not an affine map it handles. */
bool affine_map_canon(Out *o, const char *s, size_t n);

#endif
