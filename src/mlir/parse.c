/* parse.c - placeholder until the real implementation lands. */
#include "xlate/ir.h"

Op *mlir_parse(Ctx *c, Source *src)
{
	error_at(c, (Loc){src->file, 1, 1}, "the MLIR parser is not implemented yet");
	return NULL;
}
