/* affine.h - the canonical text of an affine map, as mlir-opt-19 prints
 * it, and what the lowering reads of it (AffineForm). */
#ifndef XLATE_MLIR_AFFINE_H
#define XLATE_MLIR_AFFINE_H

#include "xlate/ir.h"

/* Appends to o the canonical form of the map body s[0..n) (the text
 * between "affine_map<" and ">"): "(i, j)[M] -> (M * i + j + 1)" gives
 * "(d0, d1)[s0] -> (d0 * s0 + d1 + 1)".  Returns false, with o in an
 * unspecified state, when the text is not an affine map it handles: then
 * err (if given) says why in MLIR's words, at byte off of s, or has msg
 * NULL when the map is beyond a limit of ours (64 identifiers or results,
 * 4096 nodes) and not wrong.  With form, also sets *form (in c's arena). */
typedef struct AffineError {
	const char *msg;
	size_t off;
	char buf[96];        /* msg's text when it names an identifier */
} AffineError;
bool affine_map_canon(Ctx *c, Out *o, const char *s, size_t n, const AffineForm **form, AffineError *err);

#endif
